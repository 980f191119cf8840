import { route } from "@/lib/http/route";
import { listSchools } from "@/lib/services/schools";

// GET /api/classes/available-schools — the actor's schools, primary first, as { data }
export const GET = route({ role: "teacher" }, async ({ actor }) => ({ data: await listSchools(actor) }));
