import { route } from "@/lib/http/route";
import { createSchool } from "@/lib/schools/schools";
import { createSchoolSchema } from "@/lib/schools/schools.schema";

// POST /api/classes/teacher-school — create a school; the creator becomes a member
export const POST = route({ role: "signed-in", body: createSchoolSchema, status: 201 }, async ({ actor, body, tx }) =>
  createSchool(actor, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
