import { decode, encode, type JWT } from "next-auth/jwt";
import { authSecret, env, secureCookies } from "@/lib/env";
import type { Actor } from "@/lib/auth/permissions";

/** The claims of a session: the same for the next-auth cookie and the Bearer token. */
export interface SessionClaims extends JWT {
  sub: string;
  name: string;
  email: string;
  role: Actor["role"];
}

export const SESSION_COOKIE = secureCookies ? "__Secure-next-auth.session-token" : "next-auth.session-token";

export function claimsFor(user: Actor): SessionClaims {
  return { sub: user.id, name: user.username, email: user.email, role: user.role };
}

/** A next-auth JWT (encrypted with NEXTAUTH_SECRET): the Bearer token and the session cookie's value. */
export function signToken(user: Actor): Promise<string> {
  return encode({ token: claimsFor(user), secret: authSecret(), maxAge: env.SESSION_MAX_AGE_SECONDS });
}

/** The token's claims, or null when it is malformed, forged, expired or made with another secret. */
export async function verifyToken(token: string): Promise<SessionClaims | null> {
  try {
    const claims = await decode({ token, secret: authSecret() });
    if (!claims || typeof claims.sub !== "string") return null;
    if (typeof claims.exp === "number" && claims.exp * 1000 < Date.now()) return null;
    return claims as SessionClaims;
  } catch {
    return null;
  }
}

export function sessionCookie(token: string): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${env.SESSION_MAX_AGE_SECONDS}`,
  ];
  if (secureCookies) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureCookies ? "; Secure" : ""}`;
}
