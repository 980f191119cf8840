import { route } from "@/lib/http/route";
import { getClassPerformance } from "@/lib/services/admin-analytics";

// GET /api/admin/analytics/class-performance — per class: students, attendance and marks
export const GET = route({ role: "admin" }, async ({ actor }) => getClassPerformance(actor));
