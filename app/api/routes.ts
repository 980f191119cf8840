import { apiTable } from "@/lib/http/api-table";
import { httpApi } from "@/lib/http/api";
import { reportCardsApi } from "@/lib/report-cards/api";
import { earlyWarningApi } from "@/lib/early-warning/api";
import { reportsApi } from "@/lib/reports/api";
import { marksApi } from "@/lib/marks/api";
import { lessonReportsApi } from "@/lib/lesson-reports/api";
import { attendanceApi } from "@/lib/attendance/api";
import { noticesApi } from "@/lib/notices/api";
import { schoolsApi } from "@/lib/schools/api";
import { peopleApi } from "@/lib/people/api";
import { trackingApi } from "@/lib/tracking/api";

/** Every /api route of the app: each feature's own table (lib/<feature>/api.ts) and the platform's. */
export const apiRoutes = apiTable(
  httpApi,
  reportCardsApi,
  earlyWarningApi,
  reportsApi,
  marksApi,
  lessonReportsApi,
  attendanceApi,
  noticesApi,
  schoolsApi,
  peopleApi,
  trackingApi,
);
