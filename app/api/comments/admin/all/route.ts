import { route } from "@/lib/http/route";
import { listAllComments } from "@/lib/services/lesson-reports";
import { listCommentsQuery } from "@/lib/validation/lesson-reports";

// GET /api/comments/admin/all — every report, newest first, teacher, school and location populated
export const GET = route({ role: "admin", query: listCommentsQuery }, async ({ actor, query }) =>
  listAllComments(actor, query),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
