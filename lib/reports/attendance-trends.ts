// GET /admin/analytics/attendance-trends?view=daily: per day and class in the range, counts and rate.
// `attendanceTrendsSql` reads (scoped to the actor's schools); `getAttendanceTrends` shapes the rows.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/api-error";
import { inSchoolsOfSql } from "@/lib/services/scope";
import { toAttendanceSummary, type AttendanceCounts } from "@/lib/reports/summaries";
import { DAILY_SUMS, HAS_RECORDS } from "@/lib/reports/sql";
import { readRows } from "@/lib/reports/read";
import type { AttendanceTrendsQuery } from "@/lib/validation/admin";

type TrendRow = AttendanceCounts & { date: string; classId: string; className: string };

export const attendanceTrendsSql = (actor: Actor, query: AttendanceTrendsQuery) => Prisma.sql`
  SELECT to_char(a.date, 'YYYY-MM-DD') AS date, c.id AS "classId", c."className", ${DAILY_SUMS}
  FROM "AttendanceDaily" a JOIN "Class" c ON c.id = a."classId"
  WHERE a.date BETWEEN ${query.startDate}::date AND ${query.endDate}::date
    ${query.classId ? Prisma.sql`AND a."classId" = ${query.classId}` : Prisma.empty}
    AND ${inSchoolsOfSql(actor, Prisma.sql`a."schoolId"`)}
  GROUP BY a.date, c.id, c."className" ${HAS_RECORDS}
  ORDER BY a.date, c."className", c.id`;

/** A class asked for by id must be one of the actor's (else 404), checked beside the read it filters. */
export async function requireClassInScope(actor: Actor, classId: string) {
  const found = await readRows<{ id: string }>(
    Prisma.sql`SELECT id FROM "Class" c WHERE c.id = ${classId} AND ${inSchoolsOfSql(actor, Prisma.sql`c."schoolId"`)}`,
  );
  if (!found.length) throw notFound("Class");
}

export async function getAttendanceTrends(actor: Actor, query: AttendanceTrendsQuery) {
  const [rows] = await Promise.all([
    readRows<TrendRow>(attendanceTrendsSql(actor, query)),
    query.classId ? requireClassInScope(actor, query.classId) : null,
  ]);
  return rows.map(({ date, classId, className, ...counts }) => ({
    date,
    classId,
    className,
    ...toAttendanceSummary(counts),
  }));
}
