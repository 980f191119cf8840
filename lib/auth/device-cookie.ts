// The device cookie (OWASP, "Slow down online guessing attacks with device cookies"): a browser or app
// that has signed in to an account before carries a signed cookie naming that account, and its sign-ins
// to it are throttled on their own (docs/design.md#guess-throttles): not by the address it shares with a
// whole school or a carrier's NAT, nor by another device's wrong passwords for the same account. Its own
// wrong passwords still count, against it, so a stolen cookie buys a guesser nothing a device would not have.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret, secureCookies } from "@/lib/env";

/** `__Host-`: on https a cookie only this exact site, over TLS, on path /, can set (no subdomain can plant one). */
export const DEVICE_COOKIE = secureCookies ? "__Host-school-attendance.device" : "school-attendance.device";

/** A year: renewed at every sign-in, so a device in use never loses it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/** Accounts one device remembers (a staffroom computer several teachers use), latest first. */
export const DEVICE_COOKIE_MAX_USERS = 8;

const VERSION = "v1";

/** What a valid device cookie says: which device, and the accounts that signed in on it. */
export interface DeviceCookie {
  deviceId: string;
  userIds: string[];
  /** When it was last issued (a sign-in on the device). */
  issuedAt: Date;
}

// Its own key, derived from NEXTAUTH_SECRET for this one use (never the session's or the Bearer's).
let keyBytes: Buffer | undefined;
function key(): Buffer {
  keyBytes ??= Buffer.from(hkdfSync("sha256", authSecret(), "", "school-attendance device cookie v1", 32));
  return keyBytes;
}

const mac = (payload: string) => createHmac("sha256", key()).update(`${VERSION}.${payload}`).digest("base64url");

function parse(value: string, now: number): DeviceCookie | null {
  const [version, payload, signature, ...rest] = value.split(".");
  if (version !== VERSION || !payload || !signature || rest.length || value.length > 2048) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const { d, u, t } = (claims ?? {}) as { d?: unknown; u?: unknown; t?: unknown };
  if (typeof d !== "string" || !d || typeof t !== "number" || !Array.isArray(u)) return null;
  if (!u.every((id): id is string => typeof id === "string" && id.length > 0)) return null;
  // Signed by us, but older than its Max-Age: a copy kept past its life gives nothing.
  if (t * 1000 > now + 60_000 || now - t * 1000 > DEVICE_COOKIE_MAX_AGE_SECONDS * 1000) return null;
  return { deviceId: d, userIds: u.slice(0, DEVICE_COOKIE_MAX_USERS), issuedAt: new Date(t * 1000) };
}

/** Every value sent under the device cookie's name in a `Cookie` header (a planted duplicate may precede ours). */
export function deviceCookieValues(cookieHeader: string | null): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === DEVICE_COOKIE) values.push(part.slice(at + 1).trim());
  }
  return values.slice(0, 4);
}

/** The first device cookie among `values` that is ours (a valid signature, within its life), or null. */
export function readDeviceCookie(values: readonly string[] | undefined, now = Date.now()): DeviceCookie | null {
  for (const value of values ?? []) {
    const read = parse(value, now);
    if (read) return read;
  }
  return null;
}

/** True when `device` is a device `userId` signed in on before: the device cookie applies to this sign-in. */
export const deviceKnows = (device: DeviceCookie | null | undefined, userId: string) =>
  Boolean(device?.userIds.includes(userId));

/** The cookie's value after `userId` signed in on the device: the same device (or a new one), this user first. */
export function issueDeviceCookie(previous: DeviceCookie | null | undefined, userId: string, now = Date.now()): string {
  const deviceId = previous?.deviceId ?? randomBytes(16).toString("base64url");
  const userIds = [userId, ...(previous?.userIds ?? []).filter((id) => id !== userId)].slice(
    0,
    DEVICE_COOKIE_MAX_USERS,
  );
  const payload = Buffer.from(JSON.stringify({ d: deviceId, u: userIds, t: Math.floor(now / 1000) })).toString(
    "base64url",
  );
  return `${VERSION}.${payload}.${mac(payload)}`;
}

/** Its attributes, for a screen's form action (next/headers `cookies().set`). */
export function deviceCookieOptions() {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    secure: secureCookies,
  } as const;
}

/** Its `Set-Cookie` header, for a route handler's answer. */
export function deviceCookieHeader(value: string): string {
  const parts = [
    `${DEVICE_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
  ];
  if (secureCookies) parts.push("Secure");
  return parts.join("; ");
}
