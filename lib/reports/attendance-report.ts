// GET /reports/attendance/{schoolId} (docs/product-spec.md#entities): a school's attendance overall,
// per class and per date, and per student for the PDF. `attendanceReportSql` reads;
// `buildAttendanceReport` shapes the rows.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/problems/api-error";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { breakdown, schoolReportHeader, toAttendanceSummary } from "@/lib/reports/summaries";
import type { AttendanceCounts, AttendanceSummary, Labelled, ReportAuthor } from "@/lib/reports/summaries";
import { readEach, schoolTotalsSql, DAILY_SUMS, HAS_RECORDS, STATUS_COUNTS } from "@/lib/reports/sql";
import { classSubjectNamesSql } from "@/lib/reports/class-subjects";
import { db, sql } from "@/lib/db";

export type AttendanceBreakdown = Labelled<AttendanceSummary>;

export interface AttendanceReport {
  schoolId: string;
  schoolName: string;
  generatedAt: string;
  generatedBy: ReportAuthor;
  attendanceSummary: AttendanceSummary & { byClass: AttendanceBreakdown[]; byDate: AttendanceBreakdown[] };
  /** Only when asked (the PDF): one line per student. */
  byStudent?: AttendanceBreakdown[];
}

/** The report's statements, run side by side, each scoped: `overall` is the header row (404 if none). */
export function attendanceReportSql(actor: Actor, schoolId: string) {
  const inScope = inSchoolsOfSql(actor, Prisma.sql`${schoolId}`);
  return {
    overall: schoolTotalsSql(actor, schoolId, "AttendanceDaily", DAILY_SUMS),
    // A class's register is one a day whatever its subjects: `detail` names them all.
    byClass: Prisma.sql`
      SELECT c.id AS key, c."className" AS label, ${classSubjectNamesSql(Prisma.sql`c.id`)} AS detail, ${DAILY_SUMS}
      FROM "AttendanceDaily" a JOIN "Class" c ON c.id = a."classId"
      WHERE a."schoolId" = ${schoolId} AND ${inScope}
      GROUP BY c.id, c."className" ${HAS_RECORDS} ORDER BY c."className", c.id`,
    byDate: Prisma.sql`
      SELECT to_char(date, 'YYYY-MM-DD') AS key, to_char(date, 'YYYY-MM-DD') AS label, ${DAILY_SUMS}
      FROM "AttendanceDaily" WHERE "schoolId" = ${schoolId} AND ${inScope} GROUP BY date ${HAS_RECORDS} ORDER BY date`,
    // Counted per student first, then joined: joining every attendance row to its student and class
    // before grouping is the slower plan (docs/performance.md#reports).
    byStudent: Prisma.sql`
      WITH counts AS (
        SELECT "studentId", ${STATUS_COUNTS} FROM "Attendance" WHERE "schoolId" = ${schoolId} AND ${inScope} GROUP BY "studentId"
      )
      SELECT st.id AS key, st."studentName" AS label, c."className" AS detail, counts.present, counts.absent, counts.late, counts.excused
      FROM counts JOIN "Student" st ON st.id = counts."studentId" JOIN "Class" c ON c.id = st."classId"
      ORDER BY c."className", st."studentName", st.id`,
  };
}

type OverallRow = AttendanceCounts & { id: string; name: string };
type CountRow = Labelled<AttendanceCounts>;

export async function buildAttendanceReport(
  actor: Actor,
  schoolId: string,
  options: { byStudent?: boolean } = {},
): Promise<AttendanceReport> {
  const { byStudent: perStudent, ...summary } = attendanceReportSql(actor, schoolId);
  const [{ overall, byClass, byDate }, byStudent] = await Promise.all([
    readEach<{ overall: OverallRow; byClass: CountRow; byDate: CountRow }>(summary),
    options.byStudent ? sql(db).rows<CountRow>(perStudent) : null,
  ]);
  const [school] = overall;
  if (!school) throw notFound("school-not-found");
  return {
    ...schoolReportHeader(actor, school),
    attendanceSummary: {
      ...toAttendanceSummary(school),
      byClass: breakdown(byClass, toAttendanceSummary),
      byDate: breakdown(byDate, toAttendanceSummary),
    },
    ...(byStudent ? { byStudent: breakdown(byStudent, toAttendanceSummary) } : {}),
  };
}
