import { route } from "@/lib/http/route";
import { listClasses } from "@/lib/services/classes";
import { listClassesQuery } from "@/lib/validation/classes";

// GET /api/classes — the actor's classes with school populated (admins: all)
export const GET = route({ role: "teacher", query: listClassesQuery }, async ({ actor, query }) => listClasses(actor, query));
