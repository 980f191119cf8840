import { route } from "@/lib/http/route";
import { getAttendanceTrends } from "@/lib/services/admin-analytics";
import { attendanceTrendsQuery } from "@/lib/validation/admin";

// GET /api/admin/analytics/attendance-trends?startDate&endDate&classId — per day and class
export const GET = route({ role: "admin", query: attendanceTrendsQuery }, async ({ actor, query }) => getAttendanceTrends(actor, query));
