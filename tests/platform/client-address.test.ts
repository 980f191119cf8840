import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { clientAddress, PEER_STAMPED, trustedProxyList } from "@/lib/http/client-address";

const none = trustedProxyList([]);
const req = (headers: Record<string, string>) => new Request("http://localhost/api/x", { headers });

describe("TRUSTED_PROXIES", () => {
  it("parses addresses and CIDRs, and refuses anything else at start-up", () => {
    expect(parseEnv({ TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8,::1, fd00::/8" }).TRUSTED_PROXIES).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(() => parseEnv({ TRUSTED_PROXIES: "localhost" })).toThrow(/TRUSTED_PROXIES takes IP addresses or CIDRs/);
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.0/99" })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("clientAddress with the launcher's peer stamp", () => {
  const forged = { "x-peer-address": "127.0.0.1", "x-forwarded-for": "6.6.6.6" };

  it("no trusted proxy (the default): the socket address, whatever X-Forwarded-For says", () => {
    expect(clientAddress(req(forged), none, true)).toBe("127.0.0.1");
    expect(clientAddress(req({ "x-peer-address": "::ffff:192.0.2.9", "x-forwarded-for": "1.2.3.4" }), none, true)).toBe(
      "192.0.2.9",
    );
  });

  it("a trusted peer: the rightmost hop that is not itself a trusted proxy", () => {
    const proxies = trustedProxyList(["127.0.0.1", "10.0.0.0/8"]);
    expect(
      clientAddress(req({ "x-peer-address": "127.0.0.1", "x-forwarded-for": "6.6.6.6, 203.0.113.5" }), proxies, true),
    ).toBe("203.0.113.5");
    expect(
      clientAddress(
        req({ "x-peer-address": "127.0.0.1", "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.1.2.3" }),
        proxies,
        true,
      ),
    ).toBe("203.0.113.5");
    // Nothing forwarded, or junk: the nearest address we can stand behind.
    expect(clientAddress(req({ "x-peer-address": "127.0.0.1" }), proxies, true)).toBe("127.0.0.1");
    expect(
      clientAddress(req({ "x-peer-address": "127.0.0.1", "x-forwarded-for": "evil, 10.1.2.3" }), proxies, true),
    ).toBe("10.1.2.3");
    expect(
      clientAddress(
        req({ "x-peer-address": "::1", "x-forwarded-for": "2001:db8::7" }),
        trustedProxyList(["::1"]),
        true,
      ),
    ).toBe("2001:db8::7");
  });

  it("an untrusted peer that sends X-Forwarded-For is still itself", () => {
    const proxies = trustedProxyList(["10.0.0.0/8"]);
    expect(clientAddress(req({ "x-peer-address": "192.0.2.1", "x-forwarded-for": "10.1.1.1" }), proxies, true)).toBe(
      "192.0.2.1",
    );
  });

  it("without the stamp (tests, a bare next start): Next's last hop", () => {
    expect(clientAddress(req({ "x-forwarded-for": "1.1.1.1, 2.2.2.2" }), none, false)).toBe("2.2.2.2");
    expect(clientAddress(req({ "x-peer-address": "9.9.9.9" }), none, false)).toBe("unknown");
  });
});

describe("the peer-address preload over real HTTP", () => {
  let server: ReturnType<typeof createServer> | undefined;
  afterAll(() => {
    server?.close();
    delete (globalThis as Record<symbol, unknown>)[PEER_STAMPED];
  });

  it("overwrites a client's own x-peer-address with the socket's, so forged X-Forwarded-For cannot move a limit", async () => {
    // @ts-expect-error a side-effect-only preload in plain JavaScript, without declarations
    await import("../../scripts/lib/peer-address.mjs");
    expect((globalThis as Record<symbol, unknown>)[PEER_STAMPED]).toBe(true);
    server = createServer((incoming, response) => {
      const headers = new Headers();
      for (const [key, value] of Object.entries(incoming.headers))
        if (typeof value === "string") headers.set(key, value);
      response.end(
        JSON.stringify({
          address: clientAddress(new Request("http://localhost/", { headers }), none),
          raw: incoming.rawHeaders,
        }),
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ address: string; raw: string[] }>((resolve, reject) => {
      const sent = httpRequest(
        { host: "127.0.0.1", port, headers: { "x-forwarded-for": "6.6.6.6", "x-peer-address": "5.5.5.5" } },
        (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk)).on("end", () => resolve(JSON.parse(text)));
        },
      );
      sent.on("error", reject).end();
    });
    expect(answer.address).toBe("127.0.0.1");
    expect(answer.raw.filter((value) => value === "5.5.5.5")).toEqual([]);
  });
});
