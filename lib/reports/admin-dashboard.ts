// GET /admin/dashboard: the overview counts and today's attendance. `adminDashboardSql` holds one
// count statement each, run side by side, each scoped to the actor's schools; today's attendance is each
// school's own today (`adminTodaySql`).
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { dayIn } from "@/lib/days";
import { DEFAULT_TIME_ZONE, validTimeZone } from "@/lib/schools/school-time-zone";
import { toAttendanceSummary, type AttendanceCounts } from "@/lib/reports/summaries";
import { DAILY_SUMS, readEach } from "@/lib/reports/sql";

export function adminDashboardSql(actor: Actor) {
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
    roles: Prisma.sql`SELECT role::text AS role, count(*)::int AS count FROM "User" GROUP BY role`,
  };
}

/** The time zones of the actor's schools (each distinct one; IANA has a few hundred). */
export const schoolZonesSql = (actor: Actor) =>
  Prisma.sql`SELECT DISTINCT "timeZone" FROM "School" WHERE ${inSchoolsOfSql(actor, Prisma.raw("id"))} LIMIT 1000`;

/**
 * Today's attendance: each school's register of its own today, `days` giving the day of each zone (worked
 * out by `dayIn`, which reads a zone the database does not know as the default instead of failing). From
 * 22:00 UTC a Kigali school's today is already the next UTC day.
 */
export const adminTodaySql = (actor: Actor, days: { zone: string; day: string }[]) => Prisma.sql`
  SELECT ${DAILY_SUMS} FROM "AttendanceDaily" ad JOIN "School" s ON s.id = ad."schoolId"
    JOIN json_to_recordset(${JSON.stringify(days)}::json) AS d(zone text, day date) ON d.zone = s."timeZone"
  WHERE ad.date = d.day AND ${inSchoolsOfSql(actor, Prisma.raw(`ad."schoolId"`))}`;

type Count = { count: number };

/** Each school's today and the day the answer names (the schools' zone when they share one). */
async function todayAttendance(actor: Actor, now: Date) {
  const { zones } = await readEach<{ zones: { timeZone: string } }>({ zones: schoolZonesSql(actor) });
  const days = zones.map(({ timeZone }) => ({ zone: timeZone, day: dayIn(validTimeZone(timeZone), now) }));
  const { today } = await readEach<{ today: AttendanceCounts }>({ today: adminTodaySql(actor, days) });
  return { date: days.length === 1 ? days[0].day : dayIn(DEFAULT_TIME_ZONE, now), counts: today[0] };
}

export async function getAdminDashboard(actor: Actor) {
  const [{ schools, classes, students, lessonReports, marks, attendance, roles }, today] = await Promise.all([
    readEach<{
      schools: Count;
      classes: Count;
      students: Count;
      lessonReports: Count;
      marks: Count;
      attendance: AttendanceCounts;
      roles: Count & { role: string };
    }>(adminDashboardSql(actor)),
    todayAttendance(actor, new Date()),
  ]);
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
    todayAttendance: { date: today.date, ...toAttendanceSummary(today.counts) },
  };
}
