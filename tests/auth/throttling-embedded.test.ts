import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { blockedUntil, claimAttempt, withdrawAttempt, type Backoff } from "@/lib/services/rate-limit";
import { setUpEmbeddedDb } from "../helpers/embedded-db";

// The same statements must decide races on the embedded database (`npm start`'s default) as on the
// PostgreSQL server (tests/auth/throttling.test.ts, tests/auth/auth.test.ts).
let db: Db;
const backoff: Backoff = { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 900, windowSeconds: 3600 };

setUpEmbeddedDb("throttle", (embedded) => {
  db = embedded.db;
});

describe("guess throttles and usernames on the embedded database", () => {
  it("of 40 attempts claimed at once on one key, 5 are counted and the rest refused until the block ends", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () => claimAttempt([{ key: "signin:pair:racer:192.0.2.1", backoff }], db)),
    );
    expect(results.filter((result) => result.claims)).toHaveLength(5);
    const refused = results.filter((result) => result.blockedUntil);
    expect(refused).toHaveLength(35);
    const until = await blockedUntil(["signin:pair:racer:192.0.2.1"], db);
    expect(until!.getTime()).toBeGreaterThan(Date.now() + 25_000);
  });

  it("a withdrawn attempt stops counting and lifts the block it brought", async () => {
    const key = "school-join:user:someone";
    for (let index = 0; index < 4; index++) await claimAttempt([{ key, backoff }], db);
    const fifth = await claimAttempt([{ key, backoff }], db);
    expect(await blockedUntil([key], db)).not.toBeNull();
    await withdrawAttempt(fifth.claims!, db);
    expect(await blockedUntil([key], db)).toBeNull();
    expect(await db.rateLimit.findUnique({ where: { key } })).toMatchObject({ count: 4 });
  });

  it("usernames are unique without case", async () => {
    await db.user.create({ data: { username: "racer", email: "racer@example.test", passwordHash: "x" } });
    await expect(
      db.user.create({ data: { username: "RACER", email: "racer2@example.test", passwordHash: "x" } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});
