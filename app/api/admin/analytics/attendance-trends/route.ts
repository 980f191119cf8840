import { route } from "@/lib/http/route";
import { getAttendanceTrends, requireClassInScope } from "@/lib/reports/attendance-trends";
import { streamRecords } from "@/lib/reports/attendance-records";
import { attendanceTrendsQuery } from "@/lib/reports/admin.schema";

// GET /api/admin/analytics/attendance-trends?startDate&endDate&classId[&view=daily] — each student's
// record in the range with the class's rate that day (oldest first, streamed); view=daily: per day and class
export const GET = route({ role: "admin", query: attendanceTrendsQuery }, async ({ actor, query }) => {
  if (query.view === "daily") return getAttendanceTrends(actor, query);
  // Read beside the records (themselves scoped): another school's class is a 404, not an empty list.
  const [records] = await Promise.all([
    streamRecords(actor, query, "oldest"),
    query.classId ? requireClassInScope(actor, query.classId) : null,
  ]);
  return records;
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
