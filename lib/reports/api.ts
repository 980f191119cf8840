import { route } from "@/lib/http/route";
import { getAttendanceTrends, requireClassInScope } from "@/lib/reports/attendance-trends";
import { streamRecords } from "@/lib/reports/attendance-records";
import {
  adminAttendanceQuery,
  adminCreateClassSchema,
  adminCreateStudentSchema,
  attendancePageOf,
  attendanceStatsQuery,
  attendanceTrendsQuery,
  classAttendanceQuery,
} from "@/lib/reports/admin.schema";
import { getClassPerformance } from "@/lib/reports/class-performance";
import { getAttendanceStats, getClassAttendance, listAdminAttendance } from "@/lib/reports/admin-attendance";
import { requireClass } from "@/lib/auth/scope";
import { idParams } from "@/lib/validation/common";
import { createClass, listClasses } from "@/lib/schools/classes";
import { getAdminDashboard } from "@/lib/reports/admin-dashboard";
import { createStudent, listStudents } from "@/lib/schools/students";
import { EXPORT_DOWNLOAD } from "@/lib/csv/limits";
import { exportAttendance, exportMarks, exportSchoolReport, exportStudents } from "@/lib/reports/csv-exports";
import { attendanceExportQuery, studentsExportQuery } from "@/lib/reports/csv-export.schema";
import { listMarksQuery } from "@/lib/marks/marks.schema";
import {
  printableAttendanceReport,
  printableClassReport,
  printableLessonReportsReport,
  printableMarksReport,
  printableSchoolReport,
} from "@/lib/reports/printable";
import { pdfDownload } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { pdfWords } from "@/lib/http/request-locale";
import { classReportParams, lessonReportsParams, schoolReportParams } from "@/lib/reports/reports.schema";
import { buildAttendanceReport } from "@/lib/reports/attendance-report";
import { buildClassReport } from "@/lib/reports/class-report";
import { buildLessonReportsReport } from "@/lib/reports/lesson-reports-report";
import { buildMarksReport } from "@/lib/reports/marks-report";
import { streamMarks } from "@/lib/marks/marks-list";
import { marksWorkbook } from "@/lib/reports/marks-excel";
import { buildSchoolReport } from "@/lib/reports/school-report";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The reports feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const reportsApi = {
  "/api/admin/analytics/attendance-trends": {
    // GET /api/admin/analytics/attendance-trends?startDate&endDate&classId[&view=daily] — each student's
    // record in the range with the class's rate that day (oldest first, streamed); view=daily: per day and class
    GET: route({ role: "admin", query: attendanceTrendsQuery }, async ({ actor, query }) => {
      if (query.view === "daily") return getAttendanceTrends(actor, query);
      // Read beside the records (themselves scoped): another school's class is a 404, not an empty list.
      const [records] = await Promise.all([
        streamRecords(actor, query, "oldest"),
        query.classId ? requireClassInScope(actor, query.classId) : null,
      ]);
      return records;
    }),
  },
  "/api/admin/analytics/class-performance": {
    // GET /api/admin/analytics/class-performance — per subject taught in a class: students, attendance and marks
    GET: route({ role: "admin" }, async ({ actor }) => getClassPerformance(actor)),
  },
  "/api/admin/attendance": {
    // GET /api/admin/attendance?classId&startDate&endDate[&page&limit] — records with names: one page with
    // `page` (our dashboard), else every match up to LIST_CAP, streamed; the total in X-Total-Count
    GET: route({ role: "admin", query: adminAttendanceQuery }, async ({ actor, query }) => {
      const page = attendancePageOf(query);
      if (!page) return streamRecords(actor, query);
      const { items, total } = await listAdminAttendance(actor, page);
      return Response.json(items, { headers: { "X-Total-Count": String(total) } });
    }),
  },
  "/api/admin/attendance/stats": {
    // GET /api/admin/attendance/stats?classId&startDate&endDate — status counts and rate
    GET: route({ role: "admin", query: attendanceStatsQuery }, async ({ actor, query }) =>
      getAttendanceStats(actor, query),
    ),
  },
  "/api/admin/classes": {
    // GET /api/admin/classes — every class with its school and student count
    GET: route({ role: "admin" }, async ({ actor }) => listClasses(actor)),
    // POST /api/admin/classes — the dashboard's Add Class (same service as the teacher's)
    POST: route({ role: "admin", body: adminCreateClassSchema, status: 201 }, async ({ actor, body, tx }) =>
      createClass(actor, body, tx),
    ),
  },
  "/api/admin/classes/[id]/attendance": {
    // GET /api/admin/classes/{id}/attendance?date=[&view=roster] — the class's records (that day, or every
    // day when no date is given), oldest first, streamed; view=roster: each student's status that day and the summary
    GET: route({ role: "admin", params: idParams, query: classAttendanceQuery }, async ({ actor, params, query }) => {
      if (query.view === "roster") return getClassAttendance(actor, params.id, query.date);
      const klass = await requireClass(actor, params.id);
      return streamRecords(actor, { classId: klass.id, startDate: query.date, endDate: query.date }, "oldest");
    }),
  },
  "/api/admin/dashboard": {
    // GET /api/admin/dashboard — overview counts and today's attendance
    GET: route({ role: "admin" }, async ({ actor }) => getAdminDashboard(actor)),
  },
  "/api/admin/students": {
    // GET /api/admin/students — every student with their class
    GET: route({ role: "admin" }, async ({ actor }) => listStudents(actor)),
    // POST /api/admin/students — the dashboard's Add Student (same service as the teacher's)
    POST: route({ role: "admin", body: adminCreateStudentSchema, status: 201 }, async ({ actor, body, tx }) =>
      createStudent(actor, body, tx),
    ),
  },
  "/api/export/attendance.csv": {
    // GET /api/export/attendance.csv?classId=&from=&to= — the class register: P/A/L/E per day, totals and rate
    GET: route(
      { role: "signed-in", limit: EXPORT_DOWNLOAD, query: attendanceExportQuery },
      async ({ actor, query }) => {
        return exportAttendance(actor, query.classId, query.from, query.to);
      },
    ),
  },
  "/api/export/marks.csv": {
    // GET /api/export/marks.csv?<the marks list filters> — every mark the filters match, streamed as CSV
    GET: route({ role: "signed-in", limit: EXPORT_DOWNLOAD, query: listMarksQuery }, async ({ actor, query }) => {
      return exportMarks(actor, query);
    }),
  },
  "/api/export/school-report.csv": {
    // GET /api/export/school-report.csv — the school report, one row per school of the actor's (admins: all)
    GET: route({ role: "signed-in", limit: EXPORT_DOWNLOAD }, async ({ actor }) => {
      return exportSchoolReport(actor);
    }),
  },
  "/api/export/students.csv": {
    // GET /api/export/students.csv?classId= — a class's students (or all the actor's) as CSV, importable back
    GET: route({ role: "signed-in", limit: EXPORT_DOWNLOAD, query: studentsExportQuery }, async ({ actor, query }) => {
      return exportStudents(actor, query.classId);
    }),
  },
  "/api/reports/attendance/[schoolId]": {
    // GET /api/reports/attendance/{schoolId} — attendance summary of one of the actor's schools
    GET: route({ role: "signed-in", params: schoolReportParams }, async ({ actor, params }) =>
      buildAttendanceReport(actor, params.schoolId),
    ),
  },
  "/api/reports/attendance/[schoolId]/pdf": {
    // GET /api/reports/attendance/{schoolId}/pdf — a school's attendance report, per student too, as a PDF, in the reader's language
    GET: route(
      { role: "signed-in", limit: PDF_RENDER, params: schoolReportParams },
      async ({ actor, params, request }) => {
        const { layout, filename } = await printableAttendanceReport(
          actor,
          params.schoolId,
          await pdfWords(actor, request),
          {
            byStudent: true,
          },
        );
        return pdfDownload(layout, filename);
      },
    ),
  },
  "/api/reports/attendance/all": {
    // GET /api/reports/attendance/all — every attendance record of the actor's schools (admins: all) with
    // student, class and school names, streamed like GET /api/admin/attendance
    GET: route({ role: "signed-in" }, async ({ actor }) => streamRecords(actor, {})),
  },
  "/api/reports/class/[classId]": {
    // GET /api/reports/class/{classId} — one of the actor's classes: students, attendance and marks
    GET: route({ role: "signed-in", params: classReportParams }, async ({ actor, params }) =>
      buildClassReport(actor, params.classId),
    ),
  },
  "/api/reports/class/[classId]/pdf": {
    // GET /api/reports/class/{classId}/pdf — one class's report as a PDF download, in the reader's language
    GET: route(
      { role: "signed-in", limit: PDF_RENDER, params: classReportParams },
      async ({ actor, params, request }) => {
        const { layout, filename } = await printableClassReport(actor, params.classId, await pdfWords(actor, request));
        return pdfDownload(layout, filename);
      },
    ),
  },
  "/api/reports/comments/[role]": {
    // GET /api/reports/comments/{all|teacher|mentor} — daily reports and lesson observations per school, and the newest
    GET: route({ role: "signed-in", params: lessonReportsParams }, async ({ actor, params }) =>
      buildLessonReportsReport(actor, params.role),
    ),
  },
  "/api/reports/comments/[role]/pdf": {
    // GET /api/reports/comments/{all|teacher|mentor}/pdf — the comments report as a PDF download, in the reader's language
    GET: route(
      { role: "signed-in", limit: PDF_RENDER, params: lessonReportsParams },
      async ({ actor, params, request }) => {
        const { layout, filename } = await printableLessonReportsReport(
          actor,
          params.role,
          await pdfWords(actor, request),
        );
        return pdfDownload(layout, filename);
      },
    ),
  },
  "/api/reports/marks/[schoolId]": {
    // GET /api/reports/marks/{schoolId} — marks summary of one of the actor's schools
    GET: route({ role: "signed-in", params: schoolReportParams }, async ({ actor, params }) =>
      buildMarksReport(actor, params.schoolId),
    ),
  },
  "/api/reports/marks/[schoolId]/pdf": {
    // GET /api/reports/marks/{schoolId}/pdf — a school's marks report as a PDF download, in the reader's language
    GET: route(
      { role: "signed-in", limit: PDF_RENDER, params: schoolReportParams },
      async ({ actor, params, request }) => {
        const { layout, filename } = await printableMarksReport(actor, params.schoolId, await pdfWords(actor, request));
        return pdfDownload(layout, filename);
      },
    ),
  },
  "/api/reports/marks/all": {
    // GET /api/reports/marks/all — every mark of the actor's schools (admins: all), populated, streamed like GET /api/marks
    GET: route({ role: "signed-in" }, async ({ actor }) => streamMarks(actor, {})),
  },
  "/api/reports/marks/excel": {
    // GET /api/reports/marks/excel — every mark of the actor's schools (admins: all) as a streamed .xlsx
    GET: route({ role: "signed-in", limit: EXPORT_DOWNLOAD }, async ({ actor }) => marksWorkbook(actor)),
  },
  "/api/reports/schools": {
    // GET /api/reports/schools — docs/product-spec.md#entities school report over the actor's schools (admins: all)
    GET: route({ role: "signed-in" }, async ({ actor }) => buildSchoolReport(actor)),
  },
  "/api/reports/schools/pdf": {
    // GET /api/reports/schools/pdf — the school report as a PDF download, in the reader's language
    GET: route({ role: "signed-in", limit: PDF_RENDER }, async ({ actor, request }) => {
      const { layout, filename } = await printableSchoolReport(actor, await pdfWords(actor, request));
      return pdfDownload(layout, filename);
    }),
  },
} satisfies ApiRoutes;
