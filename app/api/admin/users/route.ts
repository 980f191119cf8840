import { route } from "@/lib/http/route";
import { listUsers } from "@/lib/services/users";

// GET /api/admin/users — every user, newest first
export const GET = route({ role: "admin" }, async () => listUsers());
