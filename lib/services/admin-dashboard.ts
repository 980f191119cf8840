import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { inSchoolsOf, schoolsOf, scopedSchoolIds, schoolIdsWhere } from "@/lib/services/scope";
import { todayIso } from "@/lib/services/days";
import { toAttendanceSummary, type AttendanceCounts } from "@/lib/reports/summaries";
import { DAILY_SUMS } from "@/lib/reports/sql";
import { Prisma } from "@/lib/generated/prisma/client";

/** GET /admin/dashboard: the overview counts and today's attendance, each one count query. */
export async function getAdminDashboard(actor: Actor) {
  const scope = inSchoolsOf(actor);
  const ids = await scopedSchoolIds(actor);
  const today = todayIso();
  const todayFilter = ids === null ? Prisma.empty : Prisma.sql`AND "schoolId" = ANY(${ids}::text[])`;
  const [totalSchools, totalClasses, totalStudents, totalComments, allAttendance, totalMarks, roles, todayRows] =
    await Promise.all([
      db.school.count({ where: schoolsOf(actor) }),
      db.class.count({ where: scope }),
      db.student.count({ where: scope }),
      db.comment.count({ where: scope }),
      db.$queryRaw<AttendanceCounts[]>`SELECT ${DAILY_SUMS} FROM "AttendanceDaily" ${schoolIdsWhere(ids)}`,
      db.mark.count({ where: scope }),
      db.user.groupBy({ by: ["role"], _count: { _all: true } }),
      db.$queryRaw<
        AttendanceCounts[]
      >`SELECT ${DAILY_SUMS} FROM "AttendanceDaily" WHERE date = ${today}::date ${todayFilter}`,
    ]);
  const roleCount = (role: string) => roles.find((row) => row.role === role)?._count._all ?? 0;
  return {
    totalSchools,
    totalClasses,
    totalStudents,
    totalComments,
    totalAttendance: toAttendanceSummary(allAttendance[0]).total,
    totalMarks,
    totalUsers: roleCount("admin") + roleCount("teacher") + roleCount("mentor"),
    totalAdmins: roleCount("admin"),
    totalTeachers: roleCount("teacher"),
    totalMentors: roleCount("mentor"),
    todayAttendance: { date: today, ...toAttendanceSummary(todayRows[0]) },
  };
}
