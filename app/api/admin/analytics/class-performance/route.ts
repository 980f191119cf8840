import { route } from "@/lib/http/route";
import { getClassPerformance } from "@/lib/reports/class-performance";

// GET /api/admin/analytics/class-performance — per class: students, attendance and marks
export const GET = route({ role: "admin" }, async ({ actor }) => getClassPerformance(actor));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
