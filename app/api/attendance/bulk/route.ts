import { route } from "@/lib/http/route";
import { saveAttendanceBulk } from "@/lib/attendance/attendance";
import { bulkAttendanceSchema } from "@/lib/attendance/attendance.schema";

// POST /api/attendance/bulk — save a class's statuses for one date in one transaction
export const POST = route({ role: "signed-in", body: bulkAttendanceSchema }, async ({ actor, body, tx }) =>
  saveAttendanceBulk(actor, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
