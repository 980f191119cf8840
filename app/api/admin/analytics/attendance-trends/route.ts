import { route } from "@/lib/http/route";
import { getAttendanceTrends } from "@/lib/services/admin-analytics";
import { streamRecords } from "@/lib/services/attendance-records";
import { requireClass } from "@/lib/services/scope";
import { attendanceTrendsQuery } from "@/lib/validation/admin";

// GET /api/admin/analytics/attendance-trends?startDate&endDate&classId[&view=daily] — each student's
// record in the range with the class's rate that day (oldest first, streamed); view=daily: per day and class
export const GET = route({ role: "admin", query: attendanceTrendsQuery }, async ({ actor, query }) => {
  if (query.view === "daily") return getAttendanceTrends(actor, query);
  if (query.classId) await requireClass(actor, query.classId);
  return streamRecords(actor, query, "oldest");
});
