import { route } from "@/lib/http/route";
import { getAtRiskFigures } from "@/lib/reports/at-risk";

// GET /api/at-risk/figures — the admin dashboard's early-warning figures, one row per school with anyone flagged
export const GET = route({ role: "admin" }, async ({ actor }) => getAtRiskFigures(actor));
