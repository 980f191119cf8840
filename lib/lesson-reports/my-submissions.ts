// "My submissions": what a teacher or mentor has already filed, so they do not file it twice.
import { db, sql } from "@/lib/db";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { inSchoolsOf, requireClass } from "@/lib/auth/scope";
import { classSubjectNames } from "@/lib/schools/classes";
import { fromIsoDay, toIsoDay } from "@/lib/days";

/** How many of each kind the screen lists (the newest first). */
export const MY_SUBMISSIONS_LIMIT = 20;

interface AttendanceDayRow {
  date: string;
  classId: string;
  className: string;
  schoolName: string;
  present: number;
  absent: number;
  late: number;
  excused: number;
  savedAt: Date;
}

interface MarksEntryRow {
  classId: string;
  className: string;
  subjectName: string;
  schoolName: string;
  examType: string;
  academicYear: string;
  academicTerm: string;
  marks: number;
  firstMarkId: string;
  savedAt: Date;
}

/**
 * The actor's newest daily reports (or observations), attendance days and marks entries, each within
 * the schools they still belong to. Three reads, each one indexed statement.
 */
export async function listMySubmissions(actor: Actor) {
  const inSchools = (alias: "a" | "m") =>
    isAdmin(actor)
      ? Prisma.sql`TRUE`
      : Prisma.sql`${Prisma.raw(`${alias}."schoolId"`)} IN (SELECT "schoolId" FROM "SchoolMembership" WHERE "userId" = ${actor.id})`;
  const [reports, attendanceDays, marksEntries] = await Promise.all([
    db.lessonReport.findMany({
      where: { teacherId: actor.id, ...inSchoolsOf(actor) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: MY_SUBMISSIONS_LIMIT,
      select: {
        id: true,
        date: true,
        createdAt: true,
        className: true,
        subjectName: true,
        numberOfStudents: true,
        successStory: true,
        challenge: true,
        commenterRole: true,
        modelLesson: true,
        lessonObservation: true,
        school: { select: { name: true } },
      },
    }),
    sql(db).rows<AttendanceDayRow>`
      SELECT to_char(a.date, 'YYYY-MM-DD') AS date, a."classId", c."className", s.name AS "schoolName",
        count(*) FILTER (WHERE a.status = 'present')::int AS present,
        count(*) FILTER (WHERE a.status = 'absent')::int AS absent,
        count(*) FILTER (WHERE a.status = 'late')::int AS late,
        count(*) FILTER (WHERE a.status = 'excused')::int AS excused,
        max(a."updatedAt") AS "savedAt"
      FROM "Attendance" a
      JOIN "Class" c ON c.id = a."classId"
      JOIN "School" s ON s.id = a."schoolId"
      WHERE a."recordedById" = ${actor.id} AND ${inSchools("a")}
      GROUP BY a.date, a."classId", c."className", s.name
      ORDER BY a.date DESC, max(a."updatedAt") DESC
      LIMIT ${MY_SUBMISSIONS_LIMIT}`,
    sql(db).rows<MarksEntryRow>`
      SELECT m."classId", c."className", sub.name AS "subjectName", s.name AS "schoolName",
        m."examType"::text AS "examType", m."academicYear", m."academicTerm"::text AS "academicTerm",
        count(*)::int AS marks, min(m.id) AS "firstMarkId", max(m."updatedAt") AS "savedAt"
      FROM "Mark" m
      JOIN "Class" c ON c.id = m."classId"
      JOIN "Subject" sub ON sub.id = m."subjectId"
      JOIN "School" s ON s.id = m."schoolId"
      WHERE m."teacherId" = ${actor.id} AND ${inSchools("m")}
      GROUP BY m."classId", c."className", sub.name, s.name, m."examType", m."academicYear", m."academicTerm"
      ORDER BY max(m."updatedAt") DESC
      LIMIT ${MY_SUBMISSIONS_LIMIT}`,
  ]);
  return {
    reports: reports.map((report) => ({ ...report, date: toIsoDay(report.date), schoolName: report.school.name })),
    attendanceDays,
    marksEntries,
  };
}

/** One class's attendance on one day, every current student with their status (null: not marked). */
export async function getAttendanceDay(actor: Actor, classId: string, date: string) {
  const klass = await requireClass(actor, classId);
  const students = await db.student.findMany({
    where: { classId: klass.id },
    orderBy: [{ studentName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      studentName: true,
      attendance: { where: { date: fromIsoDay(date) }, select: { status: true, remarks: true }, take: 1 },
    },
  });
  return {
    className: klass.className,
    // The day's register is the class's, whatever the subjects: it names them all.
    subjectName: await classSubjectNames(klass.id),
    schoolName: klass.school.name,
    date,
    students: students.map((student) => ({
      id: student.id,
      studentName: student.studentName,
      status: student.attendance[0]?.status ?? null,
      remarks: student.attendance[0]?.remarks ?? "",
    })),
  };
}
