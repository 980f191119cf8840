import { route } from "@/lib/http/route";
import { streamRecords } from "@/lib/reports/attendance-records";

// GET /api/reports/attendance/all — every attendance record of the actor's schools (admins: all) with
// student, class and school names, streamed like GET /api/admin/attendance
export const GET = route({ role: "signed-in" }, async ({ actor }) => streamRecords(actor, {}));

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
