import { db, sql } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { problem } from "@/lib/problems/api-error";
import type { Actor } from "@/lib/auth/permissions";
import type { Role } from "@/lib/generated/prisma/enums";
import { isLocale } from "@/lib/i18n/locales";
import { readBearer, readCookie, SESSION_COOKIE, type TokenClaims } from "@/lib/auth/tokens";

export type AuthVia = "bearer" | "cookie";

export interface Identity {
  actor: Actor;
  via: AuthVia;
  sessionId: string;
}

export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/**
 * The user behind a live session, read in one query: the session row must exist and not have expired,
 * and the user is re-read so a deleted or deactivated account or a changed role takes effect at once.
 */
export async function sessionUser(claims: TokenClaims): Promise<Actor | null> {
  // Straight to the driver: every signed-in request runs it, and Prisma's own work would be a large part
  // of its cost (docs/performance.md#sessions).
  const rows = await sql(db).rows<{
    id: string;
    username: string;
    email: string;
    role: Role;
    mustChangePassword: boolean;
    locale: string | null;
  }>(Prisma.sql`
    SELECT u."id", u."username", u."email", u."role"::text AS "role", u."mustChangePassword", u."locale"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${claims.sid} AND s."userId" = ${claims.sub} AND s."expiresAt" > now() AND u."active"`);
  const row = rows[0];
  if (!row) return null;
  const { mustChangePassword, locale, ...actor } = row;
  return {
    ...actor,
    ...(mustChangePassword ? { mustChangePassword } : {}),
    ...(isLocale(locale) ? { locale } : {}),
  };
}

/** What a request's credentials claim, checked cryptographically but not yet against the Session row. */
interface ClaimedSession {
  claims: TokenClaims;
  via: AuthVia;
}

/**
 * The Bearer token when one is sent (a bad one is 401, never a fallback to the cookie), else the
 * session cookie (a bad one is simply no session).
 */
async function readClaims(headers: Headers): Promise<ClaimedSession | null> {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match) throw problem("authorization-invalid");
    const claims = await readBearer(match[1]);
    if (!claims) throw problem("token-invalid");
    return { claims, via: "bearer" };
  }
  const token = cookieValue(headers.get("cookie"), SESSION_COOKIE);
  const claims = token ? await readCookie(token) : null;
  return claims ? { claims, via: "cookie" } : null;
}

/**
 * The Session row's answer to what the credentials claim: an ended Bearer session is 401, an ended
 * cookie session simply no session.
 */
async function confirmSession({ claims, via }: ClaimedSession): Promise<Identity | null> {
  const actor = await sessionUser(claims);
  if (!actor) {
    if (via === "bearer") throw problem("session-ended");
    return null;
  }
  return { actor, via, sessionId: claims.sid };
}

/** The one way a request becomes an actor (route handlers, the proxy, screens, print pages, PDFs). */
export async function identify(headers: Headers): Promise<Identity | null> {
  const claimed = await readClaims(headers);
  return claimed ? confirmSession(claimed) : null;
}

/** For route handlers: the identity, or `{ actor: null }` for an anonymous caller. */
export async function resolveActor(
  request: Request,
): Promise<{ actor: Actor | null; via?: AuthVia; sessionId?: string }> {
  const identity = await identify(request.headers);
  return identity ?? { actor: null };
}

/** Whether the request carries a session cookie at all (a dead one is cleared by the proxy). */
export function hasSessionCookie(headers: Headers): boolean {
  return cookieValue(headers.get("cookie"), SESSION_COOKIE) !== undefined;
}
