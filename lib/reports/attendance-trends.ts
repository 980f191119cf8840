// GET /admin/analytics/attendance-trends?view=daily: per day and class in the range, counts and rate.
// `attendanceTrendsSql` reads (scoped to the actor's schools); `getAttendanceTrends` shapes the rows.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/problems/api-error";
import { classOfRefSql, inSchoolsOfSql } from "@/lib/auth/scope";
import { toAttendanceSummary, type AttendanceCounts } from "@/lib/reports/summaries";
import { db, sql } from "@/lib/db";
import type { AttendanceTrendsQuery } from "@/lib/reports/admin.schema";

type TrendRow = AttendanceCounts & { date: string; classId: string; className: string };

/** One counter row per class and day ("AttendanceDaily" is keyed so): nothing to group, only to name and sort. */
export const attendanceTrendsSql = (actor: Actor, query: AttendanceTrendsQuery) => Prisma.sql`
  SELECT to_char(a.date, 'YYYY-MM-DD') AS date, c.id AS "classId", c."className", a.present, a.absent, a.late, a.excused
  FROM "AttendanceDaily" a JOIN "Class" c ON c.id = a."classId"
  WHERE a.date BETWEEN ${query.startDate}::date AND ${query.endDate}::date
    ${query.classId ? Prisma.sql`AND a."classId" = ${classOfRefSql(query.classId)}` : Prisma.empty}
    AND ${inSchoolsOfSql(actor, Prisma.sql`a."schoolId"`)}
    AND a.present + a.absent + a.late + a.excused > 0
  ORDER BY a.date, c."className", c.id`;

/** A class asked for by id must be one of the actor's (else 404), checked beside the read it filters. */
export async function requireClassInScope(actor: Actor, classId: string) {
  const found = await sql(db).rows<{ id: string }>(
    Prisma.sql`SELECT id FROM "Class" c WHERE c.id = ${classOfRefSql(classId)} AND ${inSchoolsOfSql(actor, Prisma.sql`c."schoolId"`)}`,
  );
  if (!found.length) throw notFound("class-not-found");
}

export async function getAttendanceTrends(actor: Actor, query: AttendanceTrendsQuery) {
  const [rows] = await Promise.all([
    sql(db).rows<TrendRow>(attendanceTrendsSql(actor, query)),
    query.classId ? requireClassInScope(actor, query.classId) : null,
  ]);
  // Named fields, no rest/spread: this runs for every class and day (28,000 rows for two weeks of 2,000 classes).
  return rows.map((row) => {
    const { present, absent, late, excused, total, attendanceRate } = toAttendanceSummary(row);
    return {
      date: row.date,
      classId: row.classId,
      className: row.className,
      present,
      absent,
      late,
      excused,
      total,
      attendanceRate,
    };
  });
}
