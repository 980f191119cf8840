import { route } from "@/lib/http/route";
import { getClassAttendance } from "@/lib/reports/admin-attendance";
import { streamRecords } from "@/lib/reports/attendance-records";
import { requireClass } from "@/lib/auth/scope";
import { classAttendanceQuery } from "@/lib/reports/admin.schema";
import { idParams } from "@/lib/validation/common";

// GET /api/admin/classes/{id}/attendance?date=[&view=roster] — the class's records (that day, or every
// day when no date is given), oldest first, streamed; view=roster: each student's status that day and the summary
export const GET = route(
  { role: "admin", params: idParams, query: classAttendanceQuery },
  async ({ actor, params, query }) => {
    if (query.view === "roster") return getClassAttendance(actor, params.id, query.date);
    const klass = await requireClass(actor, params.id);
    return streamRecords(actor, { classId: klass.id, startDate: query.date, endDate: query.date }, "oldest");
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
