// The data function behind both printed forms of each report: the printable page
// (app/(app)/admin/print/*) and the PDF route (app/api/reports/**/pdf) build the report, read the
// school's clock and lay it out here, in the reader's language, so the two cannot drift apart. The
// caller has authorised.
import type { Actor } from "@/lib/auth/permissions";
import { buildClassReport } from "@/lib/reports/class-report";
import { buildLessonReportsReport } from "@/lib/reports/lesson-reports-report";
import {
  attendanceReportLayout,
  classReportLayout,
  lessonReportsLayout,
  marksReportLayout,
  schoolReportLayout,
  slug,
  type ReportLayout,
} from "@/lib/reports/layout";
import { buildSchoolReport } from "@/lib/reports/school-report";
import { buildAttendanceReport } from "@/lib/reports/attendance-report";
import { buildMarksReport } from "@/lib/reports/marks-report";
import { schoolTimeZone } from "@/lib/schools/school-time-zone";
import type { LessonReportsRole } from "@/lib/reports/reports.schema";
import type { ReportWords } from "@/lib/i18n/report-words";

export interface Printable {
  layout: ReportLayout;
  /** The PDF's download name. */
  filename: string;
}

export async function printableSchoolReport(actor: Actor, w: ReportWords): Promise<Printable> {
  const report = await buildSchoolReport(actor);
  const only = report.totalSchools === 1 ? slug(report.schools[0].schoolName) : "all-schools";
  return {
    layout: schoolReportLayout(report, await schoolTimeZone(report.schools.map((school) => school.schoolId)), w),
    filename: `school-report-${only}-${report.generatedAt.slice(0, 10)}.pdf`,
  };
}

export async function printableMarksReport(actor: Actor, schoolId: string, w: ReportWords): Promise<Printable> {
  const report = await buildMarksReport(actor, schoolId);
  return {
    layout: marksReportLayout(report, await schoolTimeZone(report.schoolId), w),
    filename: `marks-report-${slug(report.schoolName)}.pdf`,
  };
}

/** `byStudent`: one line per student too (the PDF has it; the printable page keeps to the summary). */
export async function printableAttendanceReport(
  actor: Actor,
  schoolId: string,
  w: ReportWords,
  options: { byStudent?: boolean } = {},
): Promise<Printable> {
  const report = await buildAttendanceReport(actor, schoolId, options);
  return {
    layout: attendanceReportLayout(report, await schoolTimeZone(report.schoolId), w),
    filename: `attendance-report-${slug(report.schoolName)}.pdf`,
  };
}

export async function printableClassReport(actor: Actor, classId: string, w: ReportWords): Promise<Printable> {
  const report = await buildClassReport(actor, classId);
  // The school and class name a class (one per school and name): its subjects would only lengthen it.
  const { schoolId, className } = report.classDetails;
  return {
    layout: classReportLayout(report, await schoolTimeZone(schoolId._id), w),
    filename: `class-report-${slug(`${schoolId.name} ${className}`)}.pdf`,
  };
}

export async function printableLessonReportsReport(
  actor: Actor,
  role: LessonReportsRole,
  w: ReportWords,
): Promise<Printable> {
  const report = await buildLessonReportsReport(actor, role);
  return {
    layout: lessonReportsLayout(report, await schoolTimeZone(report.bySchool.map((school) => school.schoolId)), w),
    filename: `comments-report-${role}-${report.generatedAt.slice(0, 10)}.pdf`,
  };
}
