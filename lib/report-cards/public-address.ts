// The address printed on report cards (docs/deploy.md#public-address). Paper outlives any request, so
// the card names the server's configured public address, never the address a request came by: a
// family's phone scanning the QR must reach the school's server, not "localhost".
import { env, type Env } from "@/lib/env";
import { problem } from "@/lib/problems/api-error";

export interface CardAddress {
  /** The origin cards name: `https://school.example.org`. */
  origin: string;
  /** Where it came from: PUBLIC_URL, or NEXTAUTH_URL when PUBLIC_URL is unset. */
  from: "PUBLIC_URL" | "NEXTAUTH_URL";
  /** A loopback address (localhost, 127.x.x.x, [::1]): only this machine reaches it. */
  loopback: boolean;
}

/** Whether a host name (or `host:port`) names this machine only. */
export function isLoopbackHost(host: string): boolean {
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) name = name.slice(1, name.indexOf("]") < 0 ? undefined : name.indexOf("]"));
  else if (/^[^:]+:\d*$/.test(name)) name = name.slice(0, name.indexOf(":"));
  name = name.replace(/\.$/, "");
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "::1" ||
    name === "0:0:0:0:0:0:0:1" ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    /^::ffff:127(?:\.\d{1,3}){3}$/.test(name)
  );
}

/** The address cards name: PUBLIC_URL's origin, else NEXTAUTH_URL's (whose default is localhost). */
export function cardAddress(settings: Pick<Env, "PUBLIC_URL" | "NEXTAUTH_URL"> = env): CardAddress {
  const from = settings.PUBLIC_URL ? "PUBLIC_URL" : "NEXTAUTH_URL";
  const url = new URL(settings.PUBLIC_URL ?? settings.NEXTAUTH_URL);
  return { origin: url.origin, from, loopback: isLoopbackHost(url.host) };
}

/**
 * The origin to print on cards issued for a request that reached this server as `reachedHost` (its
 * Host). A loopback address is true only for a browser on this machine (the demo of `npm start`): a
 * request by any other name or address means people reach the server from elsewhere, and a card naming
 * localhost would send every family's scan nowhere, so it is refused with 409 `public-address-missing`
 * until PUBLIC_URL is set.
 */
export function requireCardAddress(reachedHost: string | null): string {
  const address = cardAddress();
  if (address.loopback && !(reachedHost && isLoopbackHost(reachedHost)))
    throw problem("public-address-missing", { address: address.origin });
  return address.origin;
}
