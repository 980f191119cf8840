import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { CompactSign } from "jose";
import { decode, encode } from "next-auth/jwt";
import { authSecret, secureCookies } from "@/lib/env";
import type { Actor } from "@/lib/auth/permissions";

/** What a token proves: which user, and which session (a row in "Session" that can be deleted). */
export interface TokenClaims {
  sub: string;
  sid: string;
}

export const SESSION_COOKIE = secureCookies ? "__Secure-next-auth.session-token" : "next-auth.session-token";

// The Bearer key is derived from NEXTAUTH_SECRET for this one use, so it never equals the key
// next-auth derives from the same secret for the cookie.
let bearerKeyBytes: Buffer | undefined;
function keyBytes(): Buffer {
  bearerKeyBytes ??= Buffer.from(hkdfSync("sha256", authSecret(), "", "school-attendance bearer token v1", 32));
  return bearerKeyBytes;
}
// Signing (once per sign-in) goes through jose with the key imported once as a CryptoKey.
let bearerKey: Promise<CryptoKey> | undefined;
function key(): Promise<CryptoKey> {
  bearerKey ??= crypto.subtle.importKey("raw", new Uint8Array(keyBytes()), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return bearerKey;
}

const HEADER = { alg: "HS256", typ: "JWT" } as const;
/** Every token signBearer makes starts with exactly this (jose writes the header as JSON.stringify does). */
const SIGNED_HEADER = Buffer.from(JSON.stringify(HEADER)).toString("base64url");

/**
 * JSON whose base64url form is also plain base64: the original web client reads the payload with
 * `atob`, which refuses base64url's `-` and `_`. ASCII bytes other than `>`, `?`, `~` and DEL never
 * produce those characters, so everything else is written as a \u escape (JSON.parse reads it back).
 */
export function atobSafeJson(value: unknown): Uint8Array {
  const text = JSON.stringify(value).replace(
    /[^\x20-\x3d\x40-\x7d]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return new TextEncoder().encode(text);
}

/**
 * The Bearer token: a signed (HS256), readable JWT. Its payload says who the user is for clients
 * that decode it (`id`/`_id`, `username`, `email`, `role`) and carries nothing secret.
 */
export async function signBearer(user: Actor, sessionId: string, expiresAt: Date): Promise<string> {
  const payload = {
    sub: user.id,
    id: user.id,
    _id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    sid: sessionId,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
  };
  return new CompactSign(atobSafeJson(payload)).setProtectedHeader(HEADER).sign(await key());
}

/**
 * The Bearer token's claims, or null when it is malformed, forged, expired or signed with another key.
 * Checked with node:crypto rather than jose: jose verifies through WebCrypto, whose every call is a
 * job handed to another thread: far more CPU than an HMAC here, on every API request
 * (docs/performance.md#api-overhead). Only the tokens signBearer makes pass: that exact header (so
 * no other algorithm, and no `none`), a valid HMAC-SHA256 of header and payload, an `exp` in the
 * future, no `nbf` still ahead, and string `sub` and `sid`.
 */
export async function readBearer(token: string): Promise<TokenClaims | null> {
  const [header, payload, signature, ...rest] = token.split(".");
  if (header !== SIGNED_HEADER || !payload || !signature || rest.length) return null;
  const expected = Buffer.from(createHmac("sha256", keyBytes()).update(`${header}.${payload}`).digest("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (claims === null || typeof claims !== "object") return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= now) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== "number" || claims.nbf > now)) return null;
  return typeof claims.sub === "string" && typeof claims.sid === "string" ? { sub: claims.sub, sid: claims.sid } : null;
}

/** The session cookie's value: a next-auth JWT (encrypted with NEXTAUTH_SECRET) naming the same session. */
export function sealCookie(claims: TokenClaims, maxAgeSeconds: number): Promise<string> {
  return encode({ token: { sub: claims.sub, sid: claims.sid }, secret: authSecret(), maxAge: maxAgeSeconds });
}

export async function readCookie(token: string): Promise<TokenClaims | null> {
  try {
    const claims = await decode({ token, secret: authSecret() });
    if (!claims || typeof claims.sub !== "string" || typeof claims.sid !== "string") return null;
    if (typeof claims.exp === "number" && claims.exp * 1000 < Date.now()) return null;
    return { sub: claims.sub, sid: claims.sid };
  } catch {
    return null;
  }
}

/** The session cookie's attributes, for a screen's form action (next/headers `cookies().set`). */
export function sessionCookieOptions(maxAgeSeconds: number) {
  return { path: "/", httpOnly: true, sameSite: "lax", maxAge: maxAgeSeconds, secure: secureCookies } as const;
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  const parts = [`${SESSION_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (secureCookies) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureCookies ? "; Secure" : ""}`;
}
