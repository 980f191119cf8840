import { route } from "@/lib/http/route";
import { listAdminAttendance } from "@/lib/reports/admin-attendance";
import { streamRecords } from "@/lib/reports/attendance-records";
import { adminAttendanceQuery, attendancePageOf } from "@/lib/reports/admin.schema";

// GET /api/admin/attendance?classId&startDate&endDate[&page&limit] — records with names: one page with
// `page` (our dashboard), else every match up to LIST_CAP, streamed; the total in X-Total-Count
export const GET = route({ role: "admin", query: adminAttendanceQuery }, async ({ actor, query }) => {
  const page = attendancePageOf(query);
  if (!page) return streamRecords(actor, query);
  const { items, total } = await listAdminAttendance(actor, page);
  return Response.json(items, { headers: { "X-Total-Count": String(total) } });
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
