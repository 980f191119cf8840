// The attendance grid as the phone sends it before the live grid's code is here (the screen's form
// action, app/(app)/attendance/grid-action.ts): the bulk save's own checks and statement, its outcome
// as the screen words it.
import type { Actor } from "@/lib/auth/permissions";
import type { AttendanceStatus } from "@/lib/constants";
import { toApiError } from "@/lib/http/error-response";
import type { Problem } from "@/lib/problems";
import { saveAttendanceBulk } from "@/lib/services/attendance";
import { parseAttendanceForm } from "@/lib/validation/attendance-form";

export type GridOutcome =
  | { classId: string; markedAll: AttendanceStatus | null }
  /** The refusal as the bulk route would answer: its English `message`, its problem and status. */
  | ({ refused: string; status: number } & Problem);

export async function saveAttendanceForm(
  actor: Actor,
  fields: URLSearchParams,
  requestId: string,
): Promise<GridOutcome> {
  try {
    const input = parseAttendanceForm(fields);
    await saveAttendanceBulk(actor, input);
    return { classId: input.classId, markedAll: input.markedAll };
  } catch (error) {
    // toApiError logs what is the server's fault; its code says which words the screen shows.
    const { message, status, code, params } = toApiError(error, requestId);
    return { refused: message, status, code, ...(params && { params }) };
  }
}
