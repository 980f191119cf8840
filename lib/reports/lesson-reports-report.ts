// The lesson reports report ("Comments Report" on screen and paper): teachers' daily reports and
// mentors' lesson observations per school, and the newest of them, over the actor's schools (admins:
// all), optionally one kind only.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { db, sql } from "@/lib/db";
import { reportAuthor, type ReportAuthor } from "@/lib/reports/summaries";
import type { LessonReportsRole } from "@/lib/reports/reports.schema";

/** How many of the newest reports the report lists (the admin's reports tab has them all). */
export const LESSON_REPORTS_RECENT = 100;

export interface LessonReportsReport {
  role: LessonReportsRole;
  generatedAt: string;
  generatedBy: ReportAuthor;
  summary: { total: number; teacherReports: number; mentorObservations: number };
  bySchool: { schoolId: string; schoolName: string; teacherReports: number; mentorObservations: number }[];
  recent: {
    _id: string;
    date: string;
    commenterRole: string;
    schoolName: string;
    className: string;
    subjectName: string;
    author: string;
    text: string;
  }[];
}

type SchoolRow = LessonReportsReport["bySchool"][number];
type RecentRow = LessonReportsReport["recent"][number];

export async function buildLessonReportsReport(actor: Actor, role: LessonReportsRole): Promise<LessonReportsReport> {
  const where = Prisma.sql`WHERE ${inSchoolsOfSql(actor, Prisma.sql`c."schoolId"`)}
    ${role === "all" ? Prisma.empty : Prisma.sql`AND c."commenterRole"::text = ${role}`}`;
  const [bySchool, recent] = await Promise.all([
    sql(db).rows<SchoolRow>(Prisma.sql`
      SELECT s.id AS "schoolId", s.name AS "schoolName",
        count(*) FILTER (WHERE c."commenterRole" = 'teacher')::int AS "teacherReports",
        count(*) FILTER (WHERE c."commenterRole" = 'mentor')::int AS "mentorObservations"
      FROM "Comment" c JOIN "School" s ON s.id = c."schoolId" ${where}
      GROUP BY s.id, s.name ORDER BY s.name, s.id`),
    sql(db).rows<RecentRow>(Prisma.sql`
      SELECT c.id AS "_id", to_char(c.date, 'YYYY-MM-DD') AS date, c."commenterRole"::text AS "commenterRole", s.name AS "schoolName",
        c."className", c."subjectName", u.username AS author,
        left(coalesce(nullif(c."lessonObservation", ''), nullif(c."successStory", ''), nullif(c.challenge, ''), ''), 200) AS text
      FROM "Comment" c JOIN "School" s ON s.id = c."schoolId" JOIN "User" u ON u.id = c."teacherId" ${where}
      ORDER BY c."createdAt" DESC, c.id DESC LIMIT ${LESSON_REPORTS_RECENT}`),
  ]);
  const teacherReports = bySchool.reduce((sum, row) => sum + row.teacherReports, 0);
  const mentorObservations = bySchool.reduce((sum, row) => sum + row.mentorObservations, 0);
  return {
    role,
    generatedAt: new Date().toISOString(),
    generatedBy: reportAuthor(actor),
    summary: { total: teacherReports + mentorObservations, teacherReports, mentorObservations },
    bySchool,
    recent,
  };
}
