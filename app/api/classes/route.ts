import { route } from "@/lib/http/route";
import { createClass, listClasses } from "@/lib/schools/classes";
import { createClassSchema, listClassesQuery } from "@/lib/schools/classes.schema";

// GET /api/classes — the actor's classes with school populated (admins: all)
export const GET = route({ role: "signed-in", query: listClassesQuery }, async ({ actor, query }) =>
  listClasses(actor, query),
);

// POST /api/classes — create a class in one of the actor's schools (its subject is created when new)
export const POST = route({ role: "signed-in", body: createClassSchema, status: 201 }, async ({ actor, body, tx }) =>
  createClass(actor, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
