import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { inSchoolsOf, requireClass } from "@/lib/services/scope";
import { toAttendanceJson, toClassJson } from "@/lib/services/json";
import { fromIsoDay, todayIso } from "@/lib/services/days";
import { DAILY_SUMS, reportSchoolIds, toAttendanceSummary, type AttendanceCounts } from "@/lib/reports/summaries";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AdminAttendanceQuery, AttendanceStatsQuery } from "@/lib/validation/admin";

function attendanceWhere(actor: Actor, query: { classId?: string; startDate?: string; endDate?: string }): Prisma.AttendanceWhereInput {
  return {
    ...inSchoolsOf(actor),
    ...(query.classId ? { classId: query.classId } : {}),
    ...(query.startDate || query.endDate
      ? { date: { ...(query.startDate ? { gte: fromIsoDay(query.startDate) } : {}), ...(query.endDate ? { lte: fromIsoDay(query.endDate) } : {}) } }
      : {}),
  };
}

/** The same filter over the per class and day counters: counting millions of records stays cheap. */
async function dailyCounts(actor: Actor, query: { classId?: string; startDate?: string; endDate?: string }) {
  const ids = await reportSchoolIds(actor);
  const conditions = [
    ids === null ? null : Prisma.sql`"schoolId" = ANY(${ids}::text[])`,
    query.classId ? Prisma.sql`"classId" = ${query.classId}` : null,
    query.startDate ? Prisma.sql`date >= ${query.startDate}::date` : null,
    query.endDate ? Prisma.sql`date <= ${query.endDate}::date` : null,
  ].filter((condition): condition is Prisma.Sql => condition !== null);
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  const rows = await db.$queryRaw<AttendanceCounts[]>`SELECT ${DAILY_SUMS} FROM "AttendanceDaily" ${where}`;
  return toAttendanceSummary(rows[0]);
}

/** GET /admin/attendance: records newest first with student and class names, one page and the total. */
export async function listAdminAttendance(actor: Actor, query: AdminAttendanceQuery) {
  const where = attendanceWhere(actor, query);
  const [rows, counts] = await Promise.all([
    db.attendance.findMany({
      where,
      include: { student: { select: { studentName: true } }, class: { select: { className: true } } },
      orderBy: [{ date: "desc" }, { classId: "asc" }, { studentId: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    dailyCounts(actor, query),
  ]);
  const items = rows.map((row) => ({ ...toAttendanceJson(row), studentName: row.student.studentName, className: row.class.className }));
  return { items, total: counts.total };
}

/** GET /admin/attendance/stats: the status counts and rate over the filter. */
export function getAttendanceStats(actor: Actor, query: AttendanceStatsQuery) {
  return dailyCounts(actor, query);
}

/** GET /admin/classes/{id}/attendance?date=: every student of the class with that day's status (none → absent shown). */
export async function getClassAttendance(actor: Actor, classId: string, date = todayIso()) {
  const klass = await requireClass(actor, classId);
  const students = await db.student.findMany({
    where: { classId: klass.id },
    orderBy: [{ studentName: "asc" }, { id: "asc" }],
    select: { id: true, studentName: true, attendance: { where: { date: fromIsoDay(date) }, take: 1 } },
  });
  const records = students.map((student) => {
    const record = student.attendance[0];
    return {
      studentId: student.id,
      studentName: student.studentName,
      status: record?.status ?? null,
      remarks: record?.remarks ?? "",
      record: record ? toAttendanceJson(record) : null,
    };
  });
  const counts = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const entry of records) counts[entry.status ?? "absent"] += 1;
  return {
    class: toClassJson({ ...klass, _count: { students: students.length } }),
    date,
    students: records,
    summary: { totalStudents: students.length, ...toAttendanceSummary(counts) },
  };
}
