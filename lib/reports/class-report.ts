import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { requireClass } from "@/lib/services/scope";
import { toClassJson } from "@/lib/services/json";
import { reportAuthor, toAttendanceSummary, toMarksSummary } from "@/lib/reports/summaries";
import type { AttendanceCounts, AttendanceSummary, MarksSummary, ReportAuthor } from "@/lib/reports/summaries";
import { DAILY_SUMS, MARK_STATS, STATUS_COUNTS, type MarkStatsRow } from "@/lib/reports/sql";

export interface ClassReportStudent {
  studentId: string;
  studentName: string;
  attendanceSummary: AttendanceSummary;
  marksSummary: MarksSummary;
}

export interface ClassReport {
  /** The class's name, as text: the original client prints it as the report's title. */
  class: string;
  classDetails: ReturnType<typeof toClassJson>;
  totalStudents: number;
  generatedAt: string;
  generatedBy: ReportAuthor;
  attendanceSummary: AttendanceSummary;
  marksSummary: MarksSummary;
  students: ClassReportStudent[];
}

type StudentRow = AttendanceCounts & MarkStatsRow & { id: string; name: string };

/**
 * GET /reports/class/{classId}: one query gives every student's attendance counts and mark
 * statistics (both pre-aggregated per student, then joined), the class totals add them up.
 */
export async function buildClassReport(actor: Actor, classId: string): Promise<ClassReport> {
  const klass = await requireClass(actor, classId);
  const [rows, overallMarks, attendanceTotals] = await Promise.all([
    db.$queryRaw<StudentRow[]>`
      WITH att AS (
        SELECT "studentId", ${STATUS_COUNTS} FROM "Attendance" WHERE "classId" = ${klass.id} GROUP BY "studentId"
      ), mk AS (
        SELECT "studentId", ${MARK_STATS} FROM "Mark" WHERE "classId" = ${klass.id} GROUP BY "studentId"
      )
      SELECT s.id, s."studentName" AS name,
        coalesce(att.present, 0)::int AS present, coalesce(att.absent, 0)::int AS absent,
        coalesce(att.late, 0)::int AS late, coalesce(att.excused, 0)::int AS excused,
        coalesce(mk.count, 0)::int AS count, coalesce(mk.sum, 0)::float8 AS sum, mk.max, mk.min
      FROM "Student" s LEFT JOIN att ON att."studentId" = s.id LEFT JOIN mk ON mk."studentId" = s.id
      WHERE s."classId" = ${klass.id}
      ORDER BY s."studentName", s.id`,
    // Marks of students since moved to another class still count for the class they were given in.
    db.$queryRaw<MarkStatsRow[]>`SELECT ${MARK_STATS} FROM "Mark" WHERE "classId" = ${klass.id}`,
    db.$queryRaw<AttendanceCounts[]>`SELECT ${DAILY_SUMS} FROM "AttendanceDaily" WHERE "classId" = ${klass.id}`,
  ]);
  const classDetails = toClassJson({ ...klass, _count: { students: rows.length } });
  return {
    class: classDetails.className,
    classDetails,
    totalStudents: rows.length,
    generatedAt: new Date().toISOString(),
    generatedBy: reportAuthor(actor),
    attendanceSummary: toAttendanceSummary(attendanceTotals[0]),
    marksSummary: toMarksSummary(overallMarks[0]),
    students: rows.map((row) => ({
      studentId: row.id,
      studentName: row.name,
      attendanceSummary: toAttendanceSummary(row),
      marksSummary: toMarksSummary(row),
    })),
  };
}
