import { route } from "@/lib/http/route";
import { saveAttendance } from "@/lib/attendance/attendance";
import { saveAttendanceSchema } from "@/lib/attendance/attendance.schema";

// POST /api/attendance — save one student's status for one date (updates an existing record)
export const POST = route({ role: "signed-in", body: saveAttendanceSchema }, async ({ actor, body, tx }) =>
  saveAttendance(actor, body, tx),
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
