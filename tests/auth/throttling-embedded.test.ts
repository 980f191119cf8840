import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { blockedUntil, claimAttempt, confirmFailure, withdrawAttempt, type Backoff } from "@/lib/platform/rate-limit";
import { setUpEmbeddedDb } from "../helpers/embedded-db";

// The same statements must decide races on the embedded database (`npm start`'s default) as on the
// PostgreSQL server (tests/auth/throttling.test.ts, tests/auth/crowd-sign-in.test.ts).
let db: Db;
const backoff: Backoff = { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 900, windowSeconds: 3600 };

setUpEmbeddedDb("throttle", (embedded) => {
  db = embedded.db;
});

describe("guess throttles and usernames on the embedded database", () => {
  it("of 40 wrong guesses sent at once on one key, 5 are let through and the rest refused once those 5 fail", async () => {
    const key = "signin:pair:racer:192.0.2.1";
    let inFlight = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const attempt = await claimAttempt([{ key, backoff }], db);
        if (!attempt.claims) return "refused";
        peak = Math.max(peak, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20)); // the check
        inFlight--;
        await confirmFailure(attempt.claims, db);
        return "checked";
      }),
    );
    expect(results.filter((result) => result === "checked")).toHaveLength(5);
    expect(results.filter((result) => result === "refused")).toHaveLength(35);
    expect(peak).toBeLessThanOrEqual(5);
    const until = await blockedUntil([key], db);
    expect(until!.getTime()).toBeGreaterThan(Date.now() + 25_000);
  });

  it("40 attempts at once on an address (20 free) that all succeed: none refused, never more than 20 in flight", async () => {
    const key = "signin:ip:192.0.2.2";
    const address: Backoff = { ...backoff, freeFailures: 20 };
    let inFlight = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const attempt = await claimAttempt([{ key, backoff: address }], db);
        if (!attempt.claims) return "refused";
        peak = Math.max(peak, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 10));
        inFlight--;
        await withdrawAttempt(attempt.claims, db);
        return "in";
      }),
    );
    expect(results).toEqual(results.map(() => "in"));
    expect(peak).toBeLessThanOrEqual(20);
    expect(await db.rateLimit.findUnique({ where: { key } })).toMatchObject({ count: 0, pending: 0 });
  });

  it("a withdrawn attempt frees its slot and counts nothing; a block comes from confirmed failures only", async () => {
    const key = "school-join:user:someone";
    const held = [];
    for (let index = 0; index < 5; index++) held.push((await claimAttempt([{ key, backoff }], db)).claims!);
    // Five in flight, none failed: nothing is blocked, a sixth waits for a slot.
    expect(await blockedUntil([key], db)).toBeNull();
    let sixth: Awaited<ReturnType<typeof claimAttempt>> | undefined;
    const waiting = claimAttempt([{ key, backoff }], db).then((result) => (sixth = result));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sixth).toBeUndefined();
    await withdrawAttempt(held[0], db);
    await waiting;
    expect(sixth?.claims).toHaveLength(1);
    for (const claims of [...held.slice(1), sixth!.claims!]) await confirmFailure(claims, db);
    expect(await blockedUntil([key], db)).not.toBeNull();
    expect(await db.rateLimit.findUnique({ where: { key } })).toMatchObject({ count: 5, pending: 0 });
  });

  it("usernames are unique without case", async () => {
    await db.user.create({ data: { username: "racer", email: "racer@example.test", passwordHash: "x" } });
    await expect(
      db.user.create({ data: { username: "RACER", email: "racer2@example.test", passwordHash: "x" } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});
