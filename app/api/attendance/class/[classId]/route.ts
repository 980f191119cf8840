import { route } from "@/lib/http/route";
import { listClassAttendance } from "@/lib/attendance/attendance";
import { classAttendanceQuery, classIdParams } from "@/lib/attendance/attendance.schema";

// GET /api/attendance/class/{classId}?date= — the class's records for a date (all dates without one)
export const GET = route(
  { role: "signed-in", params: classIdParams, query: classAttendanceQuery },
  async ({ actor, params, query }) => listClassAttendance(actor, params.classId, query.date),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
