import { route } from "@/lib/http/route";
import { getAttendanceOverview } from "@/lib/attendance/attendance-overview";
import { overviewQuery } from "@/lib/attendance/attendance.schema";

// GET /api/attendance/overview?date= — per-class counts for the date and over all dates, with totals
export const GET = route({ role: "signed-in", query: overviewQuery }, async ({ actor, query }) =>
  getAttendanceOverview(actor, query.date),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
