import { route } from "@/lib/http/route";
import { createClass, listClasses } from "@/lib/schools/classes";
import { adminCreateClassSchema } from "@/lib/reports/admin.schema";

// GET /api/admin/classes — every class with its school and student count
export const GET = route({ role: "admin" }, async ({ actor }) => listClasses(actor));

// POST /api/admin/classes — the dashboard's Add Class (same service as the teacher's)
export const POST = route({ role: "admin", body: adminCreateClassSchema, status: 201 }, async ({ actor, body, tx }) =>
  createClass(actor, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
