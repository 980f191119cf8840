import { route } from "@/lib/http/route";
import { listMissingAttendance } from "@/lib/attendance/attendance-missing";
import { missingQuery } from "@/lib/attendance/attendance.schema";

// GET /api/attendance/missing?date= — classes without attendance and daily reports not filed that day
export const GET = route({ role: "signed-in", query: missingQuery }, async ({ actor, query }) =>
  listMissingAttendance(actor, query.date),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
