import { hkdfSync } from "node:crypto";
import { CompactSign } from "jose";
import { describe, expect, it } from "vitest";
import { readBearer, signBearer } from "@/lib/auth/tokens";
import { authSecret } from "@/lib/env";

// readBearer checks HS256 itself (node:crypto); jose, an independent implementation, signs the cases here.
const key = new Uint8Array(hkdfSync("sha256", authSecret(), "", "school-attendance bearer token v1", 32));
const now = () => Math.floor(Date.now() / 1000);
const sign = (payload: object, header: Record<string, unknown> = { alg: "HS256", typ: "JWT" }, secret = key) =>
  new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader(header as { alg: string })
    .sign(secret);
const good = () => ({ sub: "u1", sid: "s1", exp: now() + 600, iat: now() });

describe("Bearer tokens (lib/auth/tokens.ts readBearer)", () => {
  it("reads the tokens signBearer makes, and the same claims signed by jose", async () => {
    const token = await signBearer(
      { id: "u1", username: "u", email: "u@x.test", role: "teacher" },
      "s1",
      new Date(Date.now() + 60_000),
    );
    expect(await readBearer(token)).toEqual({ sub: "u1", sid: "s1" });
    expect(await readBearer(await sign(good()))).toEqual({ sub: "u1", sid: "s1" });
    expect(await readBearer(await sign({ ...good(), nbf: now() - 5 }))).toEqual({ sub: "u1", sid: "s1" });
  });

  it.each([
    ["expired", () => sign({ ...good(), exp: now() - 1 })],
    ["expiring this second", () => sign({ ...good(), exp: now() })],
    ["without exp", () => sign({ sub: "u1", sid: "s1" })],
    ["exp as text", () => sign({ ...good(), exp: String(now() + 600) })],
    ["not valid before a minute from now", () => sign({ ...good(), nbf: now() + 60 })],
    ["without sid", () => sign({ sub: "u1", exp: now() + 600 })],
    ["sub a number", () => sign({ ...good(), sub: 1 })],
    ["another key", () => sign(good(), undefined, new Uint8Array(32).fill(7))],
    ["HS512", () => sign(good(), { alg: "HS512", typ: "JWT" })],
    ["another header", () => sign(good(), { typ: "JWT", alg: "HS256" })],
    ["a payload that is not an object", () => sign(["u1", "s1"] as unknown as object)],
    [
      "alg none",
      async () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${Buffer.from(JSON.stringify(good())).toString("base64url")}.`,
    ],
    [
      "the payload swapped",
      async () => {
        const [header, , signature] = (await sign(good())).split(".");
        const forged = Buffer.from(JSON.stringify({ ...good(), sub: "admin" })).toString("base64url");
        return `${header}.${forged}.${signature}`;
      },
    ],
    ["a fourth part", async () => `${await sign(good())}.x`],
    ["the signature cut short", async () => (await sign(good())).slice(0, -2)],
    ["empty", async () => ""],
    ["garbage", async () => "a.b.c"],
  ])("refuses a token %s", async (_kind, make) => {
    expect(await readBearer(await make())).toBeNull();
  });
});
