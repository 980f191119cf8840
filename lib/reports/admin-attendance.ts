import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { requireClass } from "@/lib/auth/scope";
import { toAttendanceJson } from "@/lib/schools/contract-json";
import { classSubjectsOf, wholeClassJson } from "@/lib/reports/class-subjects";
import { dayIn, fromIsoDay } from "@/lib/days";
import { schoolTimeZone } from "@/lib/schools/school-time-zone";
import { toAttendanceSummary } from "@/lib/reports/summaries";
import { countRecords, recordsPage } from "@/lib/reports/attendance-records";
import type { AdminAttendancePage, AttendanceStatsQuery } from "@/lib/reports/admin.schema";

/** GET /admin/attendance?page=: records newest first with student and class names, one page and the total. */
export const listAdminAttendance = (actor: Actor, query: AdminAttendancePage) =>
  recordsPage(actor, query, query.page, query.limit);

/** GET /admin/attendance/stats: the status counts and rate over the filter. */
export function getAttendanceStats(actor: Actor, query: AttendanceStatsQuery) {
  return countRecords(actor, query);
}

/**
 * GET /admin/classes/{id}/attendance?date=: every student of the class with that day's status (none →
 * absent shown). Without a date, the school's today (from 22:00 UTC Kigali is already on the next day).
 */
export async function getClassAttendance(actor: Actor, classId: string, day?: string) {
  const klass = await requireClass(actor, classId);
  const date = day ?? dayIn(await schoolTimeZone(klass.schoolId));
  const [students, subjects] = await Promise.all([
    db.student.findMany({
      where: { classId: klass.id },
      orderBy: [{ studentName: "asc" }, { id: "asc" }],
      select: { id: true, studentName: true, attendance: { where: { date: fromIsoDay(date) }, take: 1 } },
    }),
    db.classSubject.findMany({
      where: { classId: klass.id },
      select: { id: true, subject: { select: { id: true, name: true } } },
    }),
  ]);
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
    // The register is the whole class's, whichever of its subjects the reference named.
    class: wholeClassJson({ ...klass, _count: { students: students.length } }, classSubjectsOf(klass.id, subjects)),
    date,
    students: records,
    summary: { totalStudents: students.length, ...toAttendanceSummary(counts) },
  };
}
