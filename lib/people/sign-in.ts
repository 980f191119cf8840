import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { verifyCredentials } from "@/lib/auth/credentials";
import { issueDeviceCookie, readDeviceCookie } from "@/lib/auth/device-cookie";
import { startSession, type StartedSession } from "@/lib/auth/sessions";
import { recordServerEvent } from "@/lib/tracking/tracking";
import type { Caller } from "@/lib/http/client-address";

/**
 * The one sign-in, behind both POST /api/auth/signin (JSON, the Bearer token) and the /signin form's
 * action: the throttled credential check, a new session row, the last sign-in time and the adoption
 * event, and the device cookie to set (this device now knows this account: docs/design.md#guess-throttles).
 */
export async function signIn(
  credentials: { username: string; password: string },
  caller: Caller,
): Promise<{ user: Actor; session: StartedSession; deviceCookie: string }> {
  const device = readDeviceCookie(caller.deviceCookies);
  const user = await verifyCredentials(credentials.username, credentials.password, {
    address: caller.address,
    device,
  });
  // Three independent writes at once: under load each round trip waits its turn for a connection.
  const [session] = await Promise.all([
    startSession(user),
    db.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } }),
    // Counted for the adoption view whatever the client (browser or Bearer-only); never fails sign-in.
    recordServerEvent({ type: "sign_in", userId: user.id, ip: caller.address, userAgent: caller.userAgent }),
  ]);
  return { user, session, deviceCookie: issueDeviceCookie(device, user.id) };
}
