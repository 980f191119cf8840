import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createReportFixture, type ReportFixture } from "../fixtures/reports-fixture";

let f: ReportFixture;
beforeAll(async () => {
  f = await createReportFixture();
});

type Row = { classId: string; date: string; present: number; absent: number; late: number; excused: number };

/** The counters must equal a fresh count of the records, for every class and day (zero rows aside). */
async function expectCountersMatch() {
  const counters = await db.$queryRaw<Row[]>`
    SELECT "classId", to_char(date, 'YYYY-MM-DD') AS date, present, absent, late, excused FROM "AttendanceDaily"
    WHERE present + absent + late + excused > 0 ORDER BY 1, 2`;
  const fresh = await db.$queryRaw<Row[]>`
    SELECT "classId", to_char(date, 'YYYY-MM-DD') AS date,
      count(*) FILTER (WHERE status = 'present')::int AS present, count(*) FILTER (WHERE status = 'absent')::int AS absent,
      count(*) FILTER (WHERE status = 'late')::int AS late, count(*) FILTER (WHERE status = 'excused')::int AS excused
    FROM "Attendance" GROUP BY 1, 2 ORDER BY 1, 2`;
  expect(counters).toEqual(fresh);
  const negative = await db.$queryRaw<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM "AttendanceDaily" WHERE least(present, absent, late, excused) < 0`;
  expect(negative[0].n).toBe(0);
}

describe("AttendanceDaily counters (statement triggers on Attendance)", () => {
  it("follow inserts", async () => {
    await expectCountersMatch();
  });

  it("follow INSERT ... ON CONFLICT DO UPDATE (the bulk save) in one statement", async () => {
    await db.$executeRaw`
      INSERT INTO "Attendance" (id, "studentId", "classId", "schoolId", date, status, remarks, "updatedAt")
      VALUES ('daily_t1', ${f.students.s1}, ${f.classA1}, ${f.schoolA}, '2026-03-02', 'absent', '', now()),
             ('daily_t2', ${f.students.s2}, ${f.classA1}, ${f.schoolA}, '2026-03-04', 'present', '', now())
      ON CONFLICT ("studentId", date) DO UPDATE SET status = EXCLUDED.status, "updatedAt" = now()`;
    await expectCountersMatch();
  });

  it("follow status updates, a move to another class and deletions", async () => {
    await db.attendance.updateMany({ where: { studentId: f.students.s3 }, data: { status: "late" } });
    await db.attendance.updateMany({ where: { studentId: f.students.s2 }, data: { classId: f.classA2 } });
    await expectCountersMatch();
    await db.attendance.deleteMany({ where: { studentId: f.students.s1 } });
    await expectCountersMatch();
  });

  it("survive deleting a class (cascade) without re-creating its counters", async () => {
    await db.class.delete({ where: { id: f.classB1 } });
    await expectCountersMatch();
    expect(await db.attendanceDaily.count({ where: { classId: f.classB1 } })).toBe(0);
  });
});
