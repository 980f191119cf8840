import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { verifyCredentials } from "@/lib/auth/credentials";
import { startSession, type StartedSession } from "@/lib/auth/sessions";
import { recordServerEvent } from "@/lib/services/tracking";

/** Who is signing in, as the edge read it from the request (lib/http/client-address.ts `callerOf`). */
export interface Caller {
  /** The client's address (lib/http/client-address.ts): what the sign-in throttle counts by. */
  address: string;
  userAgent: string | null;
}

/**
 * The one sign-in, behind both POST /api/auth/signin (JSON) and the /signin form's action: the throttled
 * credential check, a new session row, the last sign-in time and the adoption event.
 */
export async function signIn(
  credentials: { username: string; password: string },
  caller: Caller,
): Promise<{ user: Actor; session: StartedSession }> {
  const user = await verifyCredentials(credentials.username, credentials.password, caller.address);
  // Three independent writes at once: under load each round trip waits its turn for a connection.
  const [session] = await Promise.all([
    startSession(user),
    db.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } }),
    // Counted for the adoption view whatever the client (browser or Bearer-only); never fails sign-in.
    recordServerEvent({ type: "sign_in", userId: user.id, ip: caller.address, userAgent: caller.userAgent }),
  ]);
  return { user, session };
}
