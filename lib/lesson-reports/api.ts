import { route } from "@/lib/http/route";
import {
  fileDailyReport,
  fileObservation,
  listLessonReports,
  listSchoolClassesForReport,
  listSchoolSubjects,
} from "@/lib/lesson-reports/lesson-reports";
import {
  createDailyReportSchema,
  createObservationSchema,
  geocodeQuery,
  listLessonReportsQuery,
  schoolParams,
} from "@/lib/lesson-reports/lesson-reports.schema";
import { listSchools } from "@/lib/schools/schools";
import { lookupAddress } from "@/lib/geo/geocode";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The lesson reports feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const lessonReportsApi = {
  "/api/comments": {
    // POST /api/comments — file the day's class report with its GPS location (teacher from the session;
    // mentors file lesson observations at /api/comments/mentor instead)
    POST: route({ role: "daily-report", body: createDailyReportSchema, status: 201 }, async ({ actor, body, tx }) => ({
      message: "Comment submitted successfully",
      data: await fileDailyReport(actor, body, tx),
    })),
  },
  "/api/comments/admin/all": {
    // GET /api/comments/admin/all — every report, newest first, teacher, school and location populated
    GET: route({ role: "admin", query: listLessonReportsQuery }, async ({ actor, query }) =>
      listLessonReports(actor, query),
    ),
  },
  "/api/comments/available-schools": {
    // GET /api/comments/available-schools — the schools the actor may file a report for (admins: all)
    GET: route({ role: "signed-in" }, async ({ actor }) => ({ data: await listSchools(actor) })),
  },
  "/api/comments/mentor": {
    // POST /api/comments/mentor — a mentor's lesson observation (model lesson, lesson observation, optional
    // success story and challenge) for a class of one of their schools, with its GPS location
    POST: route({ role: "mentor", body: createObservationSchema, status: 201 }, async ({ actor, body, tx }) => ({
      message: "Mentor comment submitted successfully",
      data: await fileObservation(actor, body, tx),
    })),
  },
  "/api/comments/school/[schoolId]/classes": {
    // GET /api/comments/school/{schoolId}/classes — the classes of one of the actor's schools
    GET: route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) => ({
      data: await listSchoolClassesForReport(actor, params.schoolId),
    })),
  },
  "/api/comments/school/[schoolId]/subjects": {
    // GET /api/comments/school/{schoolId}/subjects — the subjects of one of the actor's schools
    GET: route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) => ({
      data: await listSchoolSubjects(actor, params.schoolId),
    })),
  },
  "/api/geocode": {
    // GET /api/geocode?latitude=&longitude= — the address of a captured position ('Unknown …' when the geocoder fails)
    GET: route({ role: "signed-in", query: geocodeQuery }, async ({ actor, query }) =>
      lookupAddress(actor, query.latitude, query.longitude),
    ),
  },
} satisfies ApiRoutes;
