import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { applyMigrations } from "@/lib/migrations/runner";
import { seedDemoData } from "@/prisma/seed";
import { openEmbeddedDb, temporaryDataDir } from "../helpers/embedded-db";

// `npm start` without DATABASE_URL runs on PGlite in .data/: the same migrations (statement triggers
// included) and seed must work there, and stopping and starting again must keep the data (docs/design.md#machine-facts).
const dataDir = temporaryDataDir("restart");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function withEmbedded<T>(work: (db: Db, url: string) => Promise<T>): Promise<T> {
  // One connection, as `npm start` runs it; the test applies the migrations itself, twice.
  const { db, url, close } = await openEmbeddedDb(dataDir, { connections: 1, migrate: false });
  try {
    return await work(db, url);
  } finally {
    await close();
  }
}

describe("the embedded database (PGlite)", () => {
  it("migrates, seeds, and keeps its data across a stop and start", { timeout: 120_000 }, async () => {
    const first = await withEmbedded(async (db, url) => {
      const { applied } = await applyMigrations(url, { log: () => undefined });
      expect(applied.length).toBeGreaterThan(0);
      expect(await seedDemoData(db)).toBe(true);
      const [{ days }] = await db.$queryRaw<{ days: number }[]>`SELECT count(*)::int AS days FROM "AttendanceDaily"`;
      expect(days, "the statement triggers kept the daily rollup").toBeGreaterThan(0);
      return { users: await db.user.count(), attendance: await db.attendance.count() };
    });
    expect(first.users).toBeGreaterThan(0);

    await withEmbedded(async (db, url) => {
      expect(await applyMigrations(url, { log: () => undefined })).toEqual({ applied: [] });
      expect(await seedDemoData(db)).toBe(false);
      expect({ users: await db.user.count(), attendance: await db.attendance.count() }).toEqual(first);
    });
  });
});
