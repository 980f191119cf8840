// GET /reports/class/{classId}: one of the actor's classes, its students with their attendance and
// marks, and the class totals. `classReportSql` reads; `buildClassReport` shapes the rows.
import type { Actor } from "@/lib/auth/permissions";
import type { Class } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/problems/api-error";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { classFirstSubjectIdSql, classSubjectNamesSql, wholeClassJson } from "@/lib/reports/class-subjects";
import { reportAuthor, toAttendanceSummary, toMarksSummary } from "@/lib/reports/summaries";
import type { AttendanceCounts, AttendanceSummary, MarksSummary, ReportAuthor } from "@/lib/reports/summaries";
import { DAILY_SUMS, MARK_STATS, readEach, STATUS_COUNTS, type MarkStatsRow } from "@/lib/reports/sql";

export interface ClassReportStudent {
  studentId: string;
  studentName: string;
  attendanceSummary: AttendanceSummary;
  marksSummary: MarksSummary;
}

export interface ClassReport {
  /** The class's name, as text: the original client prints it as the report's title. */
  class: string;
  classDetails: ReturnType<typeof wholeClassJson>;
  totalStudents: number;
  generatedAt: string;
  generatedBy: ReportAuthor;
  attendanceSummary: AttendanceSummary;
  marksSummary: MarksSummary;
  students: ClassReportStudent[];
}

/**
 * The report's statements, run side by side, each scoped to the actor's schools: `klass` names the
 * class (none out of scope: 404) with its attendance totals; `students` gives every student's
 * attendance counts and mark statistics (both pre-aggregated per student, then joined).
 */
export function classReportSql(actor: Actor, ref: string) {
  // `ref` is a class's id or the id of a subject taught in it (the original client's "class",
  // docs/api-contract.md#classes): either names the whole class. An InitPlan, read once per statement.
  const classId = Prisma.sql`(SELECT coalesce((SELECT "classId" FROM "ClassSubject" WHERE id = ${ref}), ${ref}))`;
  const inScope = Prisma.sql`EXISTS (SELECT 1 FROM "Class" k WHERE k.id = ${classId} AND ${inSchoolsOfSql(actor, Prisma.sql`k."schoolId"`)})`;
  return {
    klass: Prisma.sql`
      SELECT c.*, ${classSubjectNamesSql(Prisma.sql`c.id`)} AS "subjectNames",
        ${classFirstSubjectIdSql(Prisma.sql`c.id`)} AS "firstSubjectId", sc.name AS "schoolName", t.*
      FROM "Class" c JOIN "School" sc ON sc.id = c."schoolId",
        LATERAL (SELECT ${DAILY_SUMS} FROM "AttendanceDaily" WHERE "classId" = c.id) t
      WHERE c.id = ${classId} AND ${inSchoolsOfSql(actor, Prisma.sql`c."schoolId"`)}`,
    students: Prisma.sql`
      WITH att AS (
        SELECT "studentId", ${STATUS_COUNTS} FROM "Attendance" WHERE "classId" = ${classId} GROUP BY "studentId"
      ), mk AS (
        SELECT "studentId", ${MARK_STATS} FROM "Mark" WHERE "classId" = ${classId} GROUP BY "studentId"
      )
      SELECT s.id, s."studentName" AS name,
        coalesce(att.present, 0)::int AS present, coalesce(att.absent, 0)::int AS absent,
        coalesce(att.late, 0)::int AS late, coalesce(att.excused, 0)::int AS excused,
        coalesce(mk.count, 0)::int AS count, coalesce(mk.sum, 0)::float8 AS sum, mk.max, mk.min
      FROM "Student" s LEFT JOIN att ON att."studentId" = s.id LEFT JOIN mk ON mk."studentId" = s.id
      WHERE s."classId" = ${classId} AND ${inScope}
      ORDER BY s."studentName", s.id`,
    // Marks of students since moved to another class still count for the class they were given in.
    marks: Prisma.sql`SELECT ${MARK_STATS} FROM "Mark" WHERE "classId" = ${classId} AND ${inScope}`,
  };
}

type ClassRow = Class & AttendanceCounts & { subjectNames: string; firstSubjectId: string | null; schoolName: string };
type StudentRow = AttendanceCounts & MarkStatsRow & { id: string; name: string };

export async function buildClassReport(actor: Actor, classId: string): Promise<ClassReport> {
  const {
    klass: found,
    students: rows,
    marks,
  } = await readEach<{
    klass: ClassRow;
    students: StudentRow;
    marks: MarkStatsRow;
  }>(classReportSql(actor, classId));
  const [klass] = found;
  if (!klass) throw notFound("class-not-found");
  // The whole class: every subject taught in it (lib/reports/class-subjects.ts).
  const classDetails = wholeClassJson(
    { ...klass, school: { id: klass.schoolId, name: klass.schoolName }, _count: { students: rows.length } },
    klass,
  );
  return {
    class: classDetails.className,
    classDetails,
    totalStudents: rows.length,
    generatedAt: new Date().toISOString(),
    generatedBy: reportAuthor(actor),
    attendanceSummary: toAttendanceSummary(klass),
    marksSummary: toMarksSummary(marks[0]),
    students: rows.map((row) => ({
      studentId: row.id,
      studentName: row.name,
      attendanceSummary: toAttendanceSummary(row),
      marksSummary: toMarksSummary(row),
    })),
  };
}
