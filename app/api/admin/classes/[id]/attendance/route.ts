import { route } from "@/lib/http/route";
import { getClassAttendance } from "@/lib/services/admin-attendance";
import { classAttendanceQuery } from "@/lib/validation/admin";
import { idParams } from "@/lib/validation/common";

// GET /api/admin/classes/{id}/attendance?date= — each student's status that day and the summary
export const GET = route({ role: "admin", params: idParams, query: classAttendanceQuery }, async ({ actor, params, query }) =>
  getClassAttendance(actor, params.id, query.date),
);
