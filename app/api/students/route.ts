import { route } from "@/lib/http/route";
import { listStudents } from "@/lib/services/students";
import { listStudentsQuery } from "@/lib/validation/students";

// GET /api/students — the actor's students with class populated, optionally ?classId= or ?schoolId=
export const GET = route({ role: "teacher", query: listStudentsQuery }, async ({ actor, query }) => listStudents(actor, query));
