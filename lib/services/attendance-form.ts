// The attendance grid as the phone sends it before the live grid's code is here (the screen's form
// action, app/(app)/attendance/grid-action.ts): the bulk save's own checks and statement, its outcome
// as the screen words it.
import type { Actor } from "@/lib/auth/permissions";
import type { AttendanceStatus } from "@/lib/constants";
import { errorResponse } from "@/lib/http/error-response";
import { saveAttendanceBulk } from "@/lib/services/attendance";
import { parseAttendanceForm } from "@/lib/validation/attendance-form";

export type GridOutcome =
  | { classId: string; markedAll: AttendanceStatus | null }
  /** The refusal's English `{ message }` and status, as the bulk route would answer. */
  | { refused: string; status: number };

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
    // errorResponse logs what is the server's fault; its message says which words the screen shows.
    const refused = errorResponse(error, requestId);
    const { message } = (await refused.json().catch(() => ({}))) as { message?: string };
    return { refused: message ?? "", status: refused.status };
  }
}
