import { route } from "@/lib/http/route";
import {
  getClassAttendanceSummary,
  listClassAttendance,
  saveAttendance,
  saveAttendanceBulk,
  updateAttendance,
} from "@/lib/attendance/attendance";
import {
  bulkAttendanceSchema,
  classAttendanceQuery,
  classIdParams,
  missingQuery,
  overviewQuery,
  saveAttendanceSchema,
  updateAttendanceSchema,
} from "@/lib/attendance/attendance.schema";
import { idParams } from "@/lib/validation/common";
import { listMissingAttendance } from "@/lib/attendance/attendance-missing";
import { getAttendanceOverview } from "@/lib/attendance/attendance-overview";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The attendance feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const attendanceApi = {
  "/api/attendance": {
    // POST /api/attendance — save one student's status for one date (updates an existing record)
    POST: route({ role: "signed-in", body: saveAttendanceSchema }, async ({ actor, body, tx }) =>
      saveAttendance(actor, body, tx),
    ),
  },
  "/api/attendance/[id]": {
    // PUT /api/attendance/{id} — change one record's status (remarks follow the status)
    PUT: route({ role: "signed-in", params: idParams, body: updateAttendanceSchema }, async ({ actor, params, body }) =>
      updateAttendance(actor, params.id, body),
    ),
  },
  "/api/attendance/bulk": {
    // POST /api/attendance/bulk — save a class's statuses for one date in one transaction
    POST: route({ role: "signed-in", body: bulkAttendanceSchema }, async ({ actor, body, tx }) =>
      saveAttendanceBulk(actor, body, tx),
    ),
  },
  "/api/attendance/class/[classId]": {
    // GET /api/attendance/class/{classId}?date= — the class's records for a date (all dates without one)
    GET: route(
      { role: "signed-in", params: classIdParams, query: classAttendanceQuery },
      async ({ actor, params, query }) => listClassAttendance(actor, params.classId, query.date),
    ),
  },
  "/api/attendance/class/[classId]/summary": {
    // GET /api/attendance/class/{classId}/summary?date= — counts and rate for one date (today by default)
    GET: route(
      { role: "signed-in", params: classIdParams, query: classAttendanceQuery },
      async ({ actor, params, query }) => getClassAttendanceSummary(actor, params.classId, query.date),
    ),
  },
  "/api/attendance/missing": {
    // GET /api/attendance/missing?date= — classes without attendance and daily reports not filed that day
    GET: route({ role: "signed-in", query: missingQuery }, async ({ actor, query }) =>
      listMissingAttendance(actor, query.date),
    ),
  },
  "/api/attendance/overview": {
    // GET /api/attendance/overview?date= — per-class counts for the date and over all dates, with totals
    GET: route({ role: "signed-in", query: overviewQuery }, async ({ actor, query }) =>
      getAttendanceOverview(actor, query.date),
    ),
  },
} satisfies ApiRoutes;
