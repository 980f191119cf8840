import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Actor } from "@/lib/auth/permissions";
import { sealCookie, signBearer } from "@/lib/auth/tokens";
import { purgeWhenDue } from "@/lib/platform/housekeeping";

export interface StartedSession {
  sessionId: string;
  /** For `Authorization: Bearer` (and what sign-in/sign-up answer as `token`). */
  bearer: string;
  /** The value of the httpOnly session cookie for the screens. */
  cookie: string;
  maxAgeSeconds: number;
}

/**
 * A new session for `user`: one row in PostgreSQL (what every instance checks) and two tokens naming
 * it. Ending the session (deleting the row) ends both tokens at once.
 */
export async function startSession(user: Actor): Promise<StartedSession> {
  purgeWhenDue();
  const maxAgeSeconds = env.SESSION_MAX_AGE_SECONDS;
  const sessionId = randomBytes(18).toString("base64url");
  const expiresAt = new Date(Date.now() + maxAgeSeconds * 1000);
  await db.session.create({ data: { id: sessionId, userId: user.id, expiresAt } });
  const [bearer, cookie] = await Promise.all([
    signBearer(user, sessionId, expiresAt),
    sealCookie({ sub: user.id, sid: sessionId }, maxAgeSeconds),
  ]);
  return { sessionId, bearer, cookie, maxAgeSeconds };
}

export async function endSession(sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}

export async function endAllSessions(userId: string): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { userId } });
  return count;
}
