import { route } from "@/lib/http/route";
import { setPrimarySchool } from "@/lib/schools/schools";
import { setPrimarySchoolSchema } from "@/lib/schools/schools.schema";

// PUT /api/schools/primary — remember the actor's primary school (listed first everywhere)
export const PUT = route({ role: "signed-in", body: setPrimarySchoolSchema }, async ({ actor, body }) =>
  setPrimarySchool(actor, body.schoolId),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
