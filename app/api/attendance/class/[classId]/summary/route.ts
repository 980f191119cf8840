import { route } from "@/lib/http/route";
import { getClassAttendanceSummary } from "@/lib/attendance/attendance";
import { classAttendanceQuery, classIdParams } from "@/lib/attendance/attendance.schema";

// GET /api/attendance/class/{classId}/summary?date= — counts and rate for one date (today by default)
export const GET = route(
  { role: "signed-in", params: classIdParams, query: classAttendanceQuery },
  async ({ actor, params, query }) => getClassAttendanceSummary(actor, params.classId, query.date),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
