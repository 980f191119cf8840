// GET /admin/analytics/class-performance: per subject taught in a class of the actor's schools, the
// class's students and attendance and that subject's marks, in one statement (`classPerformanceSql`) shaped by `getClassPerformance`.
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

/**
 * One row per subject taught in a class (the original client's "class", docs/api-contract.md#classes):
 * `classId` the ClassSubject's id (a class's first subject has the class's), the class's students and
 * register (one a day, shared by its subjects), and the marks given in that class for that subject
 * (Mark.classId and Mark.subjectId). Marks of a subject no longer taught there still get a row (under
 * the class's id), and a class with no subject and no marks one row with an empty subject, so every
 * mark and class is counted once. Each aggregate is grouped once, then joined.
 */
export function classPerformanceSql(actor: Actor) {
  const only = (alias: string) => Prisma.sql`WHERE ${inSchoolsOfSql(actor, Prisma.raw(`${alias}."schoolId"`))}`;
  return Prisma.sql`
    WITH st AS (SELECT "classId", count(*)::int AS n FROM "Student" s ${only("s")} GROUP BY "classId"),
         att AS (SELECT "classId", ${DAILY_SUMS} FROM "AttendanceDaily" a ${only("a")} GROUP BY "classId"),
         mk AS (SELECT "classId", "subjectId", ${MARK_STATS} FROM "Mark" m ${only("m")} GROUP BY "classId", "subjectId"),
         cs AS (SELECT id, "classId", "subjectId" FROM "ClassSubject" k ${only("k")}),
         lines AS (
           SELECT coalesce(cs."classId", mk."classId") AS "classId", coalesce(cs."subjectId", mk."subjectId") AS "subjectId",
             cs.id AS "entryId", mk.count, mk.sum, mk.max, mk.min
           FROM cs FULL JOIN mk ON mk."classId" = cs."classId" AND mk."subjectId" = cs."subjectId")
    SELECT coalesce(l."entryId", c.id) AS "classId", c."className", coalesce(sub.name, '') AS "subjectName",
      sc.id AS "schoolId", sc.name AS "schoolName",
      coalesce(st.n, 0)::int AS students,
      coalesce(att.present, 0)::int AS present, coalesce(att.absent, 0)::int AS absent,
      coalesce(att.late, 0)::int AS late, coalesce(att.excused, 0)::int AS excused,
      coalesce(l.count, 0)::int AS count, coalesce(l.sum, 0)::float8 AS sum, l.max, l.min
    FROM "Class" c
      JOIN "School" sc ON sc.id = c."schoolId"
      LEFT JOIN lines l ON l."classId" = c.id LEFT JOIN "Subject" sub ON sub.id = l."subjectId"
      LEFT JOIN st ON st."classId" = c.id LEFT JOIN att ON att."classId" = c.id
    ${only("c")}
    ORDER BY sc.name, c."className", c.id, sub.name, sub.id`;
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
