import { route } from "@/lib/http/route";
import { fileObservation } from "@/lib/lesson-reports/lesson-reports";
import { createObservationSchema } from "@/lib/lesson-reports/lesson-reports.schema";

// POST /api/comments/mentor — a mentor's lesson observation (model lesson, lesson observation, optional
// success story and challenge) for a class of one of their schools, with its GPS location
export const POST = route(
  { role: "mentor", body: createObservationSchema, status: 201 },
  async ({ actor, body, tx }) => ({
    message: "Mentor comment submitted successfully",
    data: await fileObservation(actor, body, tx),
  }),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
