import { z } from "zod";
import { id } from "@/lib/validation/common";

export const schoolReportParams = z.object({ schoolId: id("Invalid school id") });
export const classReportParams = z.object({ classId: id("Invalid class id") });

/** The comments report's filter: every report, teachers' daily reports only, or mentors' observations only. */
export const COMMENTS_REPORT_ROLES = ["all", "teacher", "mentor"] as const;
export type CommentsReportRole = (typeof COMMENTS_REPORT_ROLES)[number];
export const commentsReportParams = z.object({
  role: z.enum(COMMENTS_REPORT_ROLES, { error: "Role must be all, teacher or mentor" }),
});
