// GET /admin/analytics/class-performance: per class of the actor's schools, its students, attendance
// and marks, in one statement (`classPerformanceSql`) shaped by `getClassPerformance`.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { toAttendanceSummary, toMarksSummary, type AttendanceCounts } from "@/lib/reports/summaries";
import { DAILY_SUMS, MARK_STATS, type MarkStatsRow } from "@/lib/reports/sql";
import { db, sql } from "@/lib/db";

type PerformanceRow = AttendanceCounts &
  MarkStatsRow & {
    classId: string;
    className: string;
    subjectName: string;
    schoolId: string;
    schoolName: string;
    students: number;
  };

export function classPerformanceSql(actor: Actor) {
  const only = (alias: string) => Prisma.sql`WHERE ${inSchoolsOfSql(actor, Prisma.raw(`${alias}."schoolId"`))}`;
  return Prisma.sql`
    WITH st AS (SELECT "classId", count(*)::int AS n FROM "Student" s ${only("s")} GROUP BY "classId"),
         att AS (SELECT "classId", ${DAILY_SUMS} FROM "AttendanceDaily" a ${only("a")} GROUP BY "classId"),
         mk AS (SELECT "classId", ${MARK_STATS} FROM "Mark" m ${only("m")} GROUP BY "classId")
    SELECT c.id AS "classId", c."className", sub.name AS "subjectName", sc.id AS "schoolId", sc.name AS "schoolName",
      coalesce(st.n, 0)::int AS students,
      coalesce(att.present, 0)::int AS present, coalesce(att.absent, 0)::int AS absent,
      coalesce(att.late, 0)::int AS late, coalesce(att.excused, 0)::int AS excused,
      coalesce(mk.count, 0)::int AS count, coalesce(mk.sum, 0)::float8 AS sum, mk.max, mk.min
    FROM "Class" c
      JOIN "School" sc ON sc.id = c."schoolId" JOIN "Subject" sub ON sub.id = c."subjectId"
      LEFT JOIN st ON st."classId" = c.id LEFT JOIN att ON att."classId" = c.id LEFT JOIN mk ON mk."classId" = c.id
    ${only("c")}
    ORDER BY sc.name, c."className", c.id`;
}

export async function getClassPerformance(actor: Actor) {
  const rows = await sql(db).rows<PerformanceRow>(classPerformanceSql(actor));
  return rows.map((row) => ({
    classId: row.classId,
    className: row.className,
    subjectName: row.subjectName,
    schoolId: { _id: row.schoolId, name: row.schoolName },
    totalStudents: row.students,
    attendanceSummary: toAttendanceSummary(row),
    marksSummary: toMarksSummary(row),
  }));
}
