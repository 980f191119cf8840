// GET /reports/marks/{schoolId} (docs/product-spec.md#entities): a school's marks overall, per subject,
// per exam type and per class. `marksReportSql` reads; `buildMarksReport` shapes the rows.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/problems/api-error";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { breakdown, schoolReportHeader, toMarksSummary } from "@/lib/reports/summaries";
import type { Labelled, MarksSummary, ReportAuthor } from "@/lib/reports/summaries";
import { readEach, schoolTotalsSql, MARK_STATS, type MarkStatsRow } from "@/lib/reports/sql";

export type MarksBreakdown = Labelled<MarksSummary>;

export interface MarksReport {
  schoolId: string;
  schoolName: string;
  generatedAt: string;
  generatedBy: ReportAuthor;
  marksSummary: MarksSummary & { bySubject: MarksBreakdown[]; byExamType: MarksBreakdown[]; byClass: MarksBreakdown[] };
}

/** The report's statements, run side by side, each scoped: `overall` is the header row (404 if none). */
export function marksReportSql(actor: Actor, schoolId: string) {
  const inScope = inSchoolsOfSql(actor, Prisma.sql`${schoolId}`);
  return {
    overall: schoolTotalsSql(actor, schoolId, "Mark", MARK_STATS),
    bySubject: Prisma.sql`
      SELECT s.id AS key, s.name AS label, ${MARK_STATS}
      FROM "Mark" m JOIN "Subject" s ON s.id = m."subjectId"
      WHERE m."schoolId" = ${schoolId} AND ${inScope} GROUP BY s.id, s.name ORDER BY s.name`,
    byExamType: Prisma.sql`
      SELECT "examType"::text AS key, "examType"::text AS label, ${MARK_STATS}
      FROM "Mark" WHERE "schoolId" = ${schoolId} AND ${inScope} GROUP BY "examType" ORDER BY "examType"`,
    byClass: Prisma.sql`
      SELECT c.id AS key, c."className" AS label, ${MARK_STATS}
      FROM "Mark" m JOIN "Class" c ON c.id = m."classId"
      WHERE m."schoolId" = ${schoolId} AND ${inScope} GROUP BY c.id, c."className" ORDER BY c."className", c.id`,
  };
}

type OverallRow = MarkStatsRow & { id: string; name: string };

// Ends like buildAttendanceReport (header row or 404, then summary and breakdowns), but each report
// has its own figures and breakdowns: a shared builder would take as many parameters as it saves lines.
export async function buildMarksReport(actor: Actor, schoolId: string): Promise<MarksReport> {
  const { overall, bySubject, byExamType, byClass } = await readEach<{
    overall: OverallRow;
    bySubject: Labelled<MarkStatsRow>;
    byExamType: Labelled<MarkStatsRow>;
    byClass: Labelled<MarkStatsRow>;
  }>(marksReportSql(actor, schoolId));
  const [school] = overall;
  if (!school) throw notFound("school-not-found");
  return {
    ...schoolReportHeader(actor, school),
    marksSummary: {
      ...toMarksSummary(school),
      bySubject: breakdown(bySubject, toMarksSummary),
      byExamType: breakdown(byExamType, toMarksSummary),
      byClass: breakdown(byClass, toMarksSummary),
    },
  };
}
