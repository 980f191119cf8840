// attendanceRateSql (lib/reports/sql.ts) is attendanceRate (lib/attendance/attendance-rate.shared.ts) written in SQL: the
// at-risk list compares it with a school's minimum, so the two must agree on every count, halves included.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { attendanceRateSql } from "@/lib/reports/sql";

const MAX_TOTAL = 1000;

describe("attendanceRateSql", () => {
  it(`equals attendanceRate for every present ≤ total ≤ ${MAX_TOTAL}`, async () => {
    const rows = await db.$queryRaw<{ present: number; total: number; rate: number }[]>`
      SELECT p AS present, t AS total, ${attendanceRateSql(Prisma.sql`p`, Prisma.sql`t`)} AS rate
      FROM generate_series(0, ${MAX_TOTAL}) t, generate_series(0, t) p`;
    expect(rows.length).toBe(((MAX_TOTAL + 1) * (MAX_TOTAL + 2)) / 2);
    const differ = rows.filter(
      (row) =>
        row.rate !== attendanceRate({ present: row.present, absent: row.total - row.present, late: 0, excused: 0 }),
    );
    expect(differ).toEqual([]);
  });

  it("differs from PostgreSQL's own round(), which rounds a half to even (the reason it is written out)", async () => {
    const [row] = await db.$queryRaw<{ own: number; ours: number }[]>`
      SELECT round(1::float8 / 8 * 100)::int AS own, ${attendanceRateSql(Prisma.sql`1`, Prisma.sql`8`)} AS ours`;
    expect(attendanceRate({ present: 1, absent: 7, late: 0, excused: 0 })).toBe(13);
    expect(row).toEqual({ own: 12, ours: 13 });
  });
});
