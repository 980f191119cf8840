import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { db, inTransaction, sql } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// lib/db.ts `sql`: the one way to hand-written SQL. It runs where it is told (db or a transaction handed
// down), binds every value, and reads values as Prisma does whatever the process's time zone.
describe("sql(client)", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("reads a timestamp without time zone as UTC and a date as UTC midnight, in any process zone", async () => {
    process.env.TZ = "Asia/Tokyo";
    const [row] = await sql(db).rows<{ at: Date; day: Date; text: string; n: number }>(
      Prisma.sql`SELECT ${"2026-01-05 10:00:00.123"}::timestamp(3) AS at, ${"2026-01-05"}::date AS day,
        ${"2026-01-05"}::date::text AS text, 7::int AS n`,
    );
    expect(row.at.toISOString()).toBe("2026-01-05T10:00:00.123Z");
    expect(row.day.toISOString()).toBe("2026-01-05T00:00:00.000Z");
    expect(row).toMatchObject({ text: "2026-01-05", n: 7 });
  });

  it("binds values, never splices them into the text, in a template or a built statement", async () => {
    const hostile = 'x\'; DROP TABLE "User"; --';
    const [built] = await sql(db).rows<{ value: string }>(Prisma.sql`SELECT ${hostile}::text AS value`);
    const [template] = await sql(db).rows<{ value: string }>`SELECT ${hostile}::text AS value`;
    expect(built.value).toBe(hostile);
    expect(template.value).toBe(hostile);
    expect(await sql(db).rows(Prisma.sql`SELECT 1 FROM "User" LIMIT 1`)).toBeInstanceOf(Array);
  });

  it("runs in the transaction it is handed: its writes are seen there, not outside, and roll back with it", async () => {
    const key = `sql-test-${Date.now()}`;
    await expect(
      db.$transaction(async (tx) => {
        const changed = await sql(tx).run`
          INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES (${key}, 1, now() + interval '1 minute')`;
        expect(changed).toBe(1);
        expect(await sql(tx).rows`SELECT 1 FROM "RateLimit" WHERE "key" = ${key}`).toHaveLength(1);
        expect(await sql(db).rows`SELECT 1 FROM "RateLimit" WHERE "key" = ${key}`).toHaveLength(0);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await sql(db).rows`SELECT 1 FROM "RateLimit" WHERE "key" = ${key}`).toHaveLength(0);
  });
});

describe("the database client", () => {
  it("joins no transaction it was not handed: db inside another's transaction still reads what is committed", async () => {
    const key = `db-test-${Date.now()}`;
    await expect(
      db.$transaction(async (tx) => {
        await tx.rateLimit.create({ data: { key, count: 1, resetAt: new Date(Date.now() + 60_000) } });
        expect(await tx.rateLimit.findUnique({ where: { key } })).not.toBeNull();
        expect(await db.rateLimit.findUnique({ where: { key } })).toBeNull();
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
  });

  it("is made without a Proxy of ours (lib/db.ts)", () => {
    const source = readFileSync(path.resolve(import.meta.dirname, "../../lib/db.ts"), "utf8");
    expect(source).not.toMatch(/new Proxy|AsyncLocalStorage/);
  });
});

describe("inTransaction(client, work)", () => {
  const row = (key: string) => ({ key, count: 1, resetAt: new Date(Date.now() + 60_000) });

  it("inside a handed transaction is a savepoint: a failure undoes its own writes, the caller's stay and commit", async () => {
    const outer = `tx-outer-${Date.now()}`;
    const inner = `tx-inner-${Date.now()}`;
    await db.$transaction(async (tx) => {
      await tx.rateLimit.create({ data: row(outer) });
      await expect(
        inTransaction(tx, async (nested) => {
          await nested.rateLimit.create({ data: row(inner) });
          await nested.rateLimit.create({ data: row(outer) }); // a unique violation, as a caller's 409
        }),
      ).rejects.toThrow();
      // The caller's transaction is still usable after the failure.
      expect(await tx.rateLimit.findUnique({ where: { key: inner } })).toBeNull();
    });
    expect(await db.rateLimit.findUnique({ where: { key: outer } })).not.toBeNull();
    expect(await db.rateLimit.findUnique({ where: { key: inner } })).toBeNull();
    await db.rateLimit.delete({ where: { key: outer } });
  });

  it("on db is a transaction of its own", async () => {
    const key = `tx-own-${Date.now()}`;
    await expect(
      inTransaction(db, async (tx) => {
        await tx.rateLimit.create({ data: row(key) });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await db.rateLimit.findUnique({ where: { key } })).toBeNull();
  });
});
