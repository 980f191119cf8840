import { route } from "@/lib/http/route";
import { listSchools } from "@/lib/services/schools";

// GET /api/comments/available-schools — the schools the actor may file a report for (admins: all)
export const GET = route({ role: "teacher" }, async ({ actor }) => ({ data: await listSchools(actor) }));
