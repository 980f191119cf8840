import { route } from "@/lib/http/route";
import { getAdminDashboard } from "@/lib/reports/admin-dashboard";

// GET /api/admin/dashboard — overview counts and today's attendance
export const GET = route({ role: "admin" }, async ({ actor }) => getAdminDashboard(actor));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
