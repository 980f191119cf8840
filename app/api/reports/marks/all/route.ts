import { route } from "@/lib/http/route";
import { streamMarks } from "@/lib/marks/marks-list";

// GET /api/reports/marks/all — every mark of the actor's schools (admins: all), populated, streamed like GET /api/marks
export const GET = route({ role: "signed-in" }, async ({ actor }) => streamMarks(actor, {}));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
