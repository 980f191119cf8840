import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { requireClass, scopedSchoolIds, schoolIdsWhere } from "@/lib/services/scope";
import { toAttendanceSummary, toMarksSummary, type AttendanceCounts } from "@/lib/reports/summaries";
import { DAILY_SUMS, HAS_RECORDS, MARK_STATS, type MarkStatsRow } from "@/lib/reports/sql";
import type { AttendanceTrendsQuery } from "@/lib/validation/admin";

type PerformanceRow = AttendanceCounts &
  MarkStatsRow & {
    classId: string;
    className: string;
    subjectName: string;
    schoolId: string;
    schoolName: string;
    students: number;
  };

/** GET /admin/analytics/class-performance: per class, students, attendance and marks, in one query. */
export async function getClassPerformance(actor: Actor) {
  const ids = await scopedSchoolIds(actor);
  const only = (alias: string) => schoolIdsWhere(ids, Prisma.raw(`${alias}."schoolId"`));
  const rows = await db.$queryRaw<PerformanceRow[]>`
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

type TrendRow = AttendanceCounts & { date: string; classId: string; className: string };

/** GET /admin/analytics/attendance-trends: per day and class in the range, counts and rate. */
export async function getAttendanceTrends(actor: Actor, query: AttendanceTrendsQuery) {
  if (query.classId) await requireClass(actor, query.classId);
  const ids = await scopedSchoolIds(actor);
  const rows = await db.$queryRaw<TrendRow[]>`
    SELECT to_char(a.date, 'YYYY-MM-DD') AS date, c.id AS "classId", c."className", ${DAILY_SUMS}
    FROM "AttendanceDaily" a JOIN "Class" c ON c.id = a."classId"
    WHERE a.date BETWEEN ${query.startDate}::date AND ${query.endDate}::date
      ${query.classId ? Prisma.sql`AND a."classId" = ${query.classId}` : Prisma.empty}
      ${ids === null ? Prisma.empty : Prisma.sql`AND a."schoolId" = ANY(${ids}::text[])`}
    GROUP BY a.date, c.id, c."className" ${HAS_RECORDS}
    ORDER BY a.date, c."className", c.id`;
  return rows.map(({ date, classId, className, ...counts }) => ({
    date,
    classId,
    className,
    ...toAttendanceSummary(counts),
  }));
}
