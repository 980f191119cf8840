import { route } from "@/lib/http/route";
import { listClasses } from "@/lib/services/classes";

// GET /api/admin/classes — every class with its school and student count
export const GET = route({ role: "admin" }, async ({ actor }) => listClasses(actor));
