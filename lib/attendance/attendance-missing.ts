// What is still missing on a day: classes with students but no attendance saved, and daily reports not
// filed. "Today" is each school's own local day (School.timeZone), so a Kigali school's day starts at
// 22:00 UTC, not at midnight UTC.
import { db, sql } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { validTimeZone } from "@/lib/schools/school-time-zone";
import { schoolsOf } from "@/lib/auth/scope";
import { classSubjectsSql } from "@/lib/schools/classes";

/** `YYYY-MM-DD` of `now` on the clock of `timeZone`. */
export function localDay(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

interface MissingClassRow {
  id: string;
  className: string;
  subjectName: string;
  schoolId: string;
}
export interface MissingSchool {
  _id: string;
  name: string;
  /** The day checked: the asked date, or the school's own today. */
  date: string;
  classesWithoutAttendance: { _id: string; className: string; subjectName: string }[];
  /** Teachers and mentors: whether they filed a report at this school that day. */
  reportFiled?: boolean;
  /** Admins: the school's teachers without a daily report that day. */
  teachersWithoutReport?: { _id: string; username: string }[];
}

interface ReportRow {
  schoolId: string;
  userId: string;
  username: string;
}

/**
 * For a teacher (or mentor): per school of theirs, the classes without attendance on the day and
 * whether they filed a report there. For an admin: per school, those classes and the teachers (members
 * with the teacher role) without a daily report that day.
 */
export async function listMissingAttendance(actor: Actor, date?: string): Promise<MissingAttendance> {
  const schools = await db.school.findMany({
    where: schoolsOf(actor),
    select: { id: true, name: true, timeZone: true },
    orderBy: { name: "asc" },
  });
  const days = schools.map((school) => date ?? localDay(validTimeZone(school.timeZone)));
  const ids = schools.map((school) => school.id);
  const admin = isAdmin(actor);

  const [classes, reports] = await Promise.all([
    sql(db).rows<MissingClassRow>`
      WITH days AS (SELECT * FROM unnest(${ids}::text[], ${days}::date[]) AS d("schoolId", day))
      SELECT c.id, c."className", ${classSubjectsSql(Prisma.sql`c.id`)} AS "subjectName", c."schoolId"
      FROM "Class" c
      JOIN days d ON d."schoolId" = c."schoolId"
      WHERE EXISTS (SELECT 1 FROM "Student" s WHERE s."classId" = c.id)
        AND NOT EXISTS (
          SELECT 1 FROM "AttendanceDaily" ad
          WHERE ad."classId" = c.id AND ad.date = d.day AND ad.present + ad.absent + ad.late + ad.excused > 0)
      ORDER BY c."className", c.id`,
    admin
      ? // Members with the teacher role who filed no daily report at that school that day.
        sql(db).rows<ReportRow>`
          WITH days AS (SELECT * FROM unnest(${ids}::text[], ${days}::date[]) AS d("schoolId", day))
          SELECT m."schoolId", u.id AS "userId", u.username
          FROM "SchoolMembership" m
          JOIN days d ON d."schoolId" = m."schoolId"
          JOIN "User" u ON u.id = m."userId" AND u.role = 'teacher'
          WHERE NOT EXISTS (
            SELECT 1 FROM "Comment" c
            WHERE c."teacherId" = u.id AND c."schoolId" = m."schoolId" AND c.date = d.day)
          ORDER BY u.username, u.id`
      : // The schools where the actor did file a report that day.
        sql(db).rows<ReportRow>`
          WITH days AS (SELECT * FROM unnest(${ids}::text[], ${days}::date[]) AS d("schoolId", day))
          SELECT DISTINCT c."schoolId", c."teacherId" AS "userId", '' AS username
          FROM "Comment" c JOIN days d ON d."schoolId" = c."schoolId" AND c.date = d.day
          WHERE c."teacherId" = ${actor.id}`,
  ]);

  const perSchool = schools.map((school, index): MissingSchool => {
    const missing = classes
      .filter((row) => row.schoolId === school.id)
      .map((row) => ({ _id: row.id, className: row.className, subjectName: row.subjectName }));
    const base = { _id: school.id, name: school.name, date: days[index], classesWithoutAttendance: missing };
    const here = reports.filter((row) => row.schoolId === school.id);
    return admin
      ? { ...base, teachersWithoutReport: here.map((row) => ({ _id: row.userId, username: row.username })) }
      : { ...base, reportFiled: here.length > 0 };
  });

  const totals = {
    classesWithoutAttendance: classes.length,
    ...(admin ? { teachersWithoutReport: reports.length } : {}),
  };
  return {
    date: date ?? null,
    ...(admin ? {} : { dailyReportFiled: reports.length > 0 }),
    totals,
    schools: perSchool,
  };
}

export interface MissingAttendance {
  date: string | null;
  dailyReportFiled?: boolean;
  totals: { classesWithoutAttendance: number; teachersWithoutReport?: number };
  schools: MissingSchool[];
}
