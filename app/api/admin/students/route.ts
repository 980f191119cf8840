import { route } from "@/lib/http/route";
import { listStudents } from "@/lib/services/students";

// GET /api/admin/students — every student with their class
export const GET = route({ role: "admin" }, async ({ actor }) => listStudents(actor));
