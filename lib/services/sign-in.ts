import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { verifyCredentials } from "@/lib/auth/credentials";
import { startSession, type StartedSession } from "@/lib/auth/sessions";
import { clientAddress } from "@/lib/http/client-address";
import { recordServerEvent } from "@/lib/services/tracking";

/**
 * The one sign-in, behind both POST /api/auth/signin (JSON) and its form-encoded twin: the throttled
 * credential check, a new session row, the last sign-in time and the adoption event.
 */
export async function signIn(
  credentials: { username: string; password: string },
  request: Request,
): Promise<{ user: Actor; session: StartedSession }> {
  const address = clientAddress(request);
  const user = await verifyCredentials(credentials.username, credentials.password, address);
  // Three independent writes at once: under load each round trip waits its turn for a connection.
  const [session] = await Promise.all([
    startSession(user),
    db.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } }),
    // Counted for the adoption view whatever the client (browser or Bearer-only); never fails sign-in.
    recordServerEvent({
      type: "sign_in",
      userId: user.id,
      ip: address,
      userAgent: request.headers.get("user-agent"),
    }),
  ]);
  return { user, session };
}
