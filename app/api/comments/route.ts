import { route } from "@/lib/http/route";
import { createComment } from "@/lib/services/lesson-reports";
import { createCommentSchema } from "@/lib/validation/lesson-reports";

// POST /api/comments — file the day's class report with its GPS location (teacher from the session;
// mentors file lesson observations at /api/comments/mentor instead)
export const POST = route(
  { role: "daily-report", body: createCommentSchema, status: 201 },
  async ({ actor, body }) => ({
    message: "Comment submitted successfully",
    data: await createComment(actor, body),
  }),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
