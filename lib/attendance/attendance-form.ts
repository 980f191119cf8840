// The attendance grid as the phone sends it before the live grid's code is here (the screen's form
// action, app/(app)/attendance/grid-action.ts, wrapped by lib/http/action.ts): the bulk save's own checks
// and statement. A refusal is thrown as the bulk route's problem; the wrapper makes it the outcome.
import type { Actor } from "@/lib/auth/permissions";
import type { AttendanceStatus } from "@/lib/constants";
import { saveAttendanceBulk } from "@/lib/attendance/attendance";
import { parseAttendanceForm } from "@/lib/attendance/attendance-form.schema";

export interface GridSaved {
  classId: string;
  /** The status "Mark all" gave every student, or null for "Save". */
  markedAll: AttendanceStatus | null;
}

export async function saveAttendanceForm(actor: Actor, fields: URLSearchParams): Promise<GridSaved> {
  const input = parseAttendanceForm(fields);
  await saveAttendanceBulk(actor, input);
  return { classId: input.classId, markedAll: input.markedAll };
}
