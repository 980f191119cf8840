import { route } from "@/lib/http/route";
import { updateAttendance } from "@/lib/attendance/attendance";
import { updateAttendanceSchema } from "@/lib/attendance/attendance.schema";
import { idParams } from "@/lib/validation/common";

// PUT /api/attendance/{id} — change one record's status (remarks follow the status)
export const PUT = route(
  { role: "signed-in", params: idParams, body: updateAttendanceSchema },
  async ({ actor, params, body }) => updateAttendance(actor, params.id, body),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
