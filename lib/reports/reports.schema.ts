import { z } from "zod";
import { id } from "@/lib/validation/common";

export const schoolReportParams = z.object({ schoolId: id("school-id-invalid") });
export const classReportParams = z.object({ classId: id("class-id-invalid") });

/** The lesson reports report's filter: every report, teachers' daily reports only, or mentors' observations only. */
export const COMMENTS_REPORT_ROLES = ["all", "teacher", "mentor"] as const;
export type LessonReportsRole = (typeof COMMENTS_REPORT_ROLES)[number];
export const lessonReportsParams = z.object({
  role: z.enum(COMMENTS_REPORT_ROLES, { error: "report-role-invalid" }),
});
