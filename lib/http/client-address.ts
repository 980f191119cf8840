import { BlockList, isIP } from "node:net";
import { env } from "@/lib/env";
import { deviceCookieValues } from "@/lib/auth/device-cookie";

/** Who is signing in, as the edge read it from the request (`callerOf` below). */
export interface Caller {
  /** The client's address (`clientAddress` below): what the sign-in throttle counts by. */
  address: string;
  userAgent: string | null;
  /** The values sent under the device cookie's name (lib/auth/device-cookie.ts), checked here. */
  deviceCookies?: string[];
}

/**
 * The header our launcher's preload (scripts/lib/peer-address.mjs) stamps on every request with the
 * TCP peer's address, overwriting anything a client sent under that name. `next start` itself keeps a
 * client's own X-Forwarded-For and only adds the socket address when there is none, so without the
 * stamp a route handler cannot tell the real peer from a forged header.
 */
export const PEER_HEADER = "x-peer-address";
export const PEER_STAMPED = Symbol.for("school-attendance.peer-address-stamped");

export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  return trimmed.toLowerCase().startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** A request, or a form action's headers (`{ headers: await headers() }`): only the headers are read. */
type HasHeaders = { headers: Headers };

let configured: BlockList | undefined;
const stamped = () => Boolean((globalThis as Record<symbol, unknown>)[PEER_STAMPED]);

/** The address that connected to us: the stamp when the launcher's preload runs, else Next's last hop. */
function peerAddress(request: HasHeaders, withStamp: boolean): string | undefined {
  if (withStamp) return request.headers.get(PEER_HEADER) ?? undefined;
  // Without the preload (a bare `next start`, or tests calling handlers directly) the best there is:
  // Next puts the socket address here when the client sent no X-Forwarded-For of its own.
  return request.headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .pop();
}

/**
 * The caller's address for throttling and tracking. X-Forwarded-For is believed only when the peer
 * is one of TRUSTED_PROXIES, and then only up to the first hop that is not itself a trusted proxy
 * (walking from the right, so entries a client prepended are never reached).
 */
export function clientAddress(
  request: HasHeaders,
  trusted = (configured ??= trustedProxyList(env.TRUSTED_PROXIES)),
  withStamp = stamped(),
): string {
  const isTrusted = (address: string) => {
    const type = isIP(address);
    return type !== 0 && trusted.check(address, type === 6 ? "ipv6" : "ipv4");
  };
  const peer = peerAddress(request, withStamp);
  if (!peer) return "unknown";
  let address = normalizeAddress(peer);
  if (isTrusted(address)) {
    const hops = (request.headers.get("x-forwarded-for") ?? "").split(",").map(normalizeAddress).filter(Boolean);
    // With the stamp, the forwarded list is exactly what the proxy sent; without it, its last entry is the peer.
    if (!withStamp) hops.pop();
    while (hops.length) {
      const hop = hops.pop()!;
      if (isIP(hop) === 0) break;
      address = hop;
      if (!isTrusted(hop)) break;
    }
  }
  return address.slice(0, 64);
}

/** Who is asking, for a service that throttles or counts by it (lib/people/sign-in.ts `Caller`). */
export const callerOf = (request: HasHeaders): Caller => ({
  address: clientAddress(request),
  userAgent: request.headers.get("user-agent"),
  deviceCookies: deviceCookieValues(request.headers.get("cookie")),
});
