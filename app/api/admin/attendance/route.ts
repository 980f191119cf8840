import { route } from "@/lib/http/route";
import { listAdminAttendance } from "@/lib/services/admin-attendance";
import { adminAttendanceQuery } from "@/lib/validation/admin";

// GET /api/admin/attendance?classId&startDate&endDate&page&limit — records, total in X-Total-Count
export const GET = route({ role: "admin", query: adminAttendanceQuery }, async ({ actor, query }) => {
  const { items, total } = await listAdminAttendance(actor, query);
  return Response.json(items, { headers: { "X-Total-Count": String(total) } });
});
