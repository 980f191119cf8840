import { route } from "@/lib/http/route";
import { getAttendanceStats } from "@/lib/reports/admin-attendance";
import { attendanceStatsQuery } from "@/lib/reports/admin.schema";

// GET /api/admin/attendance/stats?classId&startDate&endDate — status counts and rate
export const GET = route({ role: "admin", query: attendanceStatsQuery }, async ({ actor, query }) =>
  getAttendanceStats(actor, query),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
