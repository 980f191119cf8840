import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { answerIdempotencyKey, claimIdempotencyKey, releaseIdempotencyKey } from "@/lib/platform/idempotency-keys";
import { setUpEmbeddedDb } from "../helpers/embedded-db";

// The claim is one INSERT … ON CONFLICT … WHERE: the same statements must decide races on the embedded
// database (`npm start`'s default) as they do on the PostgreSQL server (tests/idempotency/idempotency.test.ts).
let db: Db;
let userId: string;

setUpEmbeddedDb("idem", async (embedded) => {
  db = embedded.db;
  const user = await db.user.create({ data: { username: "idem", email: "idem@example.test", passwordHash: "x" } });
  userId = user.id;
});

describe("Idempotency-Key claims on the embedded database", () => {
  it("of eight racing claims of one key exactly one runs; the rest see it running, then its answer", async () => {
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimIdempotencyKey(userId, "race-key-1", "hash", db)),
    );
    expect(claims.filter((claim) => claim.kind === "new")).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === "running")).toHaveLength(7);

    await answerIdempotencyKey(userId, "race-key-1", 201, '{"ok":true}', db);
    expect(await claimIdempotencyKey(userId, "race-key-1", "hash", db)).toEqual({
      kind: "answered",
      status: 201,
      body: '{"ok":true}',
    });
    expect(await claimIdempotencyKey(userId, "race-key-1", "other", db)).toEqual({ kind: "mismatch" });
  });

  it("a released claim (a 5xx) and a stale one can be claimed again; an expired key starts afresh", async () => {
    expect((await claimIdempotencyKey(userId, "release-1", "h", db)).kind).toBe("new");
    await releaseIdempotencyKey(userId, "release-1", db);
    expect((await claimIdempotencyKey(userId, "release-1", "h", db)).kind).toBe("new");

    await db.idempotencyKey.create({
      data: { userId, key: "stale-1", requestHash: "h", claimedAt: new Date(Date.now() - 600_000) },
    });
    expect((await claimIdempotencyKey(userId, "stale-1", "h", db)).kind).toBe("new");

    await db.idempotencyKey.create({
      data: {
        userId,
        key: "old-1",
        requestHash: "h",
        status: 201,
        body: "{}",
        createdAt: new Date(Date.now() - 90_000_000),
      },
    });
    expect((await claimIdempotencyKey(userId, "old-1", "another", db)).kind).toBe("new");
  });
});
