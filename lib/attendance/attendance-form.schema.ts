// The attendance grid as the browser posts it before the live grid's code has arrived (the page's
// form action): form fields in, the bulk save's own input out, through its schema.
import { z } from "zod";
import { attendanceStatus, bulkAttendanceSchema } from "@/lib/attendance/attendance.schema";

/** Each student of the grid is named by a hidden `student` field; their status is `status.<id>`. */
export const STUDENT_FIELD = "student";
export const statusField = (studentId: string) => `status.${studentId}`;
export const NOTHING_MARKED = "attendance-nothing-marked";

const action = z.union([z.object({ all: attendanceStatus }), z.object({ save: z.literal("1") })], {
  error: "attendance-action-invalid",
});

/**
 * "Mark all <status>" gives every student of the grid that status; "Save" sends the students the
 * teacher marked, the unmarked staying unmarked as on the screen. The bulk save's schema checks and
 * bounds the records (at most MAX_BULK_RECORDS; the route bounds the body's bytes).
 */
export function parseAttendanceForm(form: URLSearchParams) {
  const students = form.getAll(STUDENT_FIELD);
  const chosen = action.parse({ all: form.get("all") ?? undefined, save: form.get("save") ?? undefined });
  const statusOf = (studentId: string) => ("all" in chosen ? chosen.all : form.get(statusField(studentId)));
  const marked = students.filter((studentId) => statusOf(studentId));
  if (marked.length === 0) throw new z.ZodError([{ code: "custom", path: [], message: NOTHING_MARKED }]);
  const classId = form.get("classId") ?? "";
  const date = form.get("date") ?? "";
  const bulk = bulkAttendanceSchema.parse({
    records: marked.map((studentId) => ({ studentId, classId, date, status: statusOf(studentId) })),
  });
  return { ...bulk, markedAll: "all" in chosen ? chosen.all : null };
}
