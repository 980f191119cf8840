import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookieValue, type Identity } from "@/lib/auth/identity";
import { SESSION_COOKIE } from "@/lib/auth/tokens";

// proxy.ts identifies every screen request (one session query); the page it lets through reads that answer
// from this request header instead of asking the database again (docs/architecture.md#request-path).
// Nobody outside this process can make one: it is signed with a secret drawn when the process starts and
// never written anywhere, and bound to the credentials of the request it was made for. The proxy also
// drops the header from every incoming request. `next start` runs the proxy and the pages in one process
// (Next 16's proxy runs on Node.js); proxy.ts and the pages are bundled apart, so the secret lives on
// globalThis, where both copies of this module find it. Where a page cannot read the header (another
// process, a stale or missing one) it identifies the request itself, as before.
export const FORWARDED_IDENTITY_HEADER = "x-school-forwarded-identity";

/** How long a forwarded answer stands: a page renders within milliseconds of its proxy run. */
const MAX_AGE_MS = 30_000;

const SECRET_KEY = Symbol.for("school-attendance.forwarded-identity-secret");
function secret(): Buffer {
  const global = globalThis as { [SECRET_KEY]?: Buffer };
  global[SECRET_KEY] ??= randomBytes(32);
  return global[SECRET_KEY];
}

/** The credentials the identity was read from: a copied header is good only beside the same ones. */
function credentials(headers: Headers): string {
  return `${headers.get("authorization") ?? ""}\n${cookieValue(headers.get("cookie"), SESSION_COOKIE) ?? ""}`;
}

function mac(payload: string, headers: Headers): Buffer {
  return createHmac("sha256", secret()).update(payload).update("\n").update(credentials(headers)).digest();
}

interface Sealed {
  /** The identity, or null for a request with no live session. */
  identity: Identity | null;
  at: number;
}

/** The header's value for a request whose identity the proxy has just read (`null`: nobody signed in). */
export function sealIdentity(identity: Identity | null, headers: Headers, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ identity, at: now } satisfies Sealed)).toString("base64url");
  return `${payload}.${mac(payload, headers).toString("base64url")}`;
}

/**
 * The identity the proxy read for this request (`{ identity: null }` when nobody is signed in), or
 * undefined when there is no valid forwarded answer: none, forged, made for other credentials, or stale.
 */
export function forwardedIdentity(headers: Headers, now = Date.now()): { identity: Identity | null } | undefined {
  const value = headers.get(FORWARDED_IDENTITY_HEADER);
  const dot = value?.indexOf(".") ?? -1;
  if (!value || dot < 0) return undefined;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64url");
  const wanted = mac(payload, headers);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  try {
    const sealed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Sealed;
    if (!(now - sealed.at >= 0 && now - sealed.at <= MAX_AGE_MS)) return undefined;
    return { identity: sealed.identity };
  } catch {
    return undefined;
  }
}
