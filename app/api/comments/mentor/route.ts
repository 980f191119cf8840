import { route } from "@/lib/http/route";
import { createComment } from "@/lib/services/lesson-reports";
import { createMentorCommentSchema } from "@/lib/validation/lesson-reports";

// POST /api/comments/mentor — a mentor's lesson observation (model lesson, lesson observation, optional
// success story and challenge) for a class of one of their schools, with its GPS location
export const POST = route({ role: "mentor", body: createMentorCommentSchema, status: 201 }, async ({ actor, body }) => {
  const { modelLesson, lessonObservation, ...shared } = body;
  return {
    message: "Mentor comment submitted successfully",
    data: await createComment(actor, shared, { modelLesson, lessonObservation }),
  };
});

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
