import { afterEach, describe, expect, it } from "vitest";
import { readRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// readRows skips Prisma: it must read values as Prisma does, whatever the process's time zone.
describe("readRows", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("reads a timestamp without time zone as UTC and a date as its YYYY-MM-DD text, in any process zone", async () => {
    process.env.TZ = "Asia/Tokyo";
    const [row] = await readRows<{ at: Date; day: string; n: number }>(
      Prisma.sql`SELECT ${"2026-01-05 10:00:00.123"}::timestamp(3) AS at, ${"2026-01-05"}::date AS day, 7::int AS n`,
    );
    expect(row.at.toISOString()).toBe("2026-01-05T10:00:00.123Z");
    expect(row).toMatchObject({ day: "2026-01-05", n: 7 });
  });

  it("binds values, never splices them into the text", async () => {
    const hostile = 'x\'; DROP TABLE "User"; --';
    const [row] = await readRows<{ value: string }>(Prisma.sql`SELECT ${hostile}::text AS value`);
    expect(row.value).toBe(hostile);
    expect(await readRows(Prisma.sql`SELECT 1 FROM "User" LIMIT 1`)).toBeInstanceOf(Array);
  });
});
