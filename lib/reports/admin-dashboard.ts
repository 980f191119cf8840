// GET /admin/dashboard: the overview counts and today's attendance. `adminDashboardSql` holds one
// count statement each, run side by side, each scoped to the actor's schools.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { inSchoolsOfSql } from "@/lib/services/scope";
import { todayIso } from "@/lib/days";
import { toAttendanceSummary, type AttendanceCounts } from "@/lib/reports/summaries";
import { DAILY_SUMS, readEach } from "@/lib/reports/sql";

export function adminDashboardSql(actor: Actor, today: string) {
  const count = (table: string, column = `"schoolId"`) =>
    Prisma.sql`SELECT count(*)::int AS count FROM ${Prisma.raw(`"${table}"`)} WHERE ${inSchoolsOfSql(actor, Prisma.raw(column))}`;
  const inScope = inSchoolsOfSql(actor, Prisma.raw(`"schoolId"`));
  return {
    schools: count("School", "id"),
    classes: count("Class"),
    students: count("Student"),
    lessonReports: count("Comment"),
    marks: count("Mark"),
    attendance: Prisma.sql`SELECT ${DAILY_SUMS} FROM "AttendanceDaily" WHERE ${inScope}`,
    today: Prisma.sql`SELECT ${DAILY_SUMS} FROM "AttendanceDaily" WHERE date = ${today}::date AND ${inScope}`,
    roles: Prisma.sql`SELECT role::text AS role, count(*)::int AS count FROM "User" GROUP BY role`,
  };
}

type Count = { count: number };

export async function getAdminDashboard(actor: Actor) {
  const today = todayIso();
  const {
    schools,
    classes,
    students,
    lessonReports,
    marks,
    attendance,
    today: todays,
    roles,
  } = await readEach<{
    schools: Count;
    classes: Count;
    students: Count;
    lessonReports: Count;
    marks: Count;
    attendance: AttendanceCounts;
    today: AttendanceCounts;
    roles: Count & { role: string };
  }>(adminDashboardSql(actor, today));
  const roleCount = (role: string) => roles.find((row) => row.role === role)?.count ?? 0;
  return {
    totalSchools: schools[0].count,
    totalClasses: classes[0].count,
    totalStudents: students[0].count,
    totalComments: lessonReports[0].count,
    totalAttendance: toAttendanceSummary(attendance[0]).total,
    totalMarks: marks[0].count,
    totalUsers: roleCount("admin") + roleCount("teacher") + roleCount("mentor"),
    totalAdmins: roleCount("admin"),
    totalTeachers: roleCount("teacher"),
    totalMentors: roleCount("mentor"),
    todayAttendance: { date: today, ...toAttendanceSummary(todays[0]) },
  };
}
