import { randomUUID } from "node:crypto";
import { rememberedClassCookie } from "@/lib/client/remembered-class";
import { identify } from "@/lib/auth/identity";
import { ApiError } from "@/lib/http/api-error";
import { isCrossSiteCookieWrite } from "@/lib/http/cors";
import { errorResponse } from "@/lib/http/error-response";
import { readForm, seeOther } from "@/lib/http/form-post";
import { finishApiResponse } from "@/lib/http/route";
import { knownTextKey } from "@/lib/i18n/known-text";
import { saveAttendanceBulk } from "@/lib/services/attendance";
import { MAX_BULK_RECORDS } from "@/lib/validation/attendance";
import { parseAttendanceForm } from "@/lib/validation/attendance-form";

// A class of the largest size, each student's id and status: well under this.
const MAX_FORM_BYTES = MAX_BULK_RECORDS * 120;

/**
 * POST /api/attendance/form — the attendance grid as the phone posts it before the screen's
 * JavaScript has arrived: "Mark all …" or "Save Attendance", saved by the same bulk save as
 * POST /api/attendance/bulk, answered with a 303: back to /attendance saying what was marked, on to
 * /success after a save, or back with `problem=<known message key>` (the screen shows only keys its
 * catalogue knows, so a link cannot make it say anything else). A cross-site post is refused like
 * every cookie write; without a session the phone goes to sign in and comes back here.
 */
export async function POST(request: Request): Promise<Response> {
  const requestId = randomUUID().slice(0, 8);
  let form: URLSearchParams;
  let identity: Awaited<ReturnType<typeof identify>>;
  try {
    if (isCrossSiteCookieWrite(request)) throw new ApiError(403, "Cross-site request refused");
    form = await readForm(request, MAX_FORM_BYTES);
    identity = await identify(request.headers);
  } catch (error) {
    return finishApiResponse(errorResponse(error, requestId), request);
  }
  if (!identity) return finishApiResponse(seeOther("/signin?callbackUrl=%2Fattendance"), request);
  try {
    const input = parseAttendanceForm(form);
    await saveAttendanceBulk(identity.actor, input);
    const remember = [rememberedClassCookie(input.classId)];
    const next = input.markedAll ? `/attendance?marked=${input.markedAll}` : "/success?saved=attendance";
    return finishApiResponse(seeOther(next, remember), request);
  } catch (error) {
    const refused = errorResponse(error, requestId);
    const { message } = (await refused.json().catch(() => ({}))) as { message?: string };
    const problem = new URLSearchParams({ problem: knownTextKey(message ?? "") || "unknown" });
    return finishApiResponse(seeOther(`/attendance?${problem}`), request);
  }
}
