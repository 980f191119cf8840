import useSWR from "swr";
import { swrFetcher } from "@/lib/client/fetcher";
import { REPORT_SCHOOLS_URL, schoolClassesUrl, schoolSubjectsUrl } from "@/lib/api-keys";
import { QUEUED_MESSAGE, sendOrQueue } from "@/lib/offline/load";
import type { LessonReportJson } from "@/lib/lesson-reports/lesson-report-json";
import type { toClassJson, toSchoolJson, toSubjectJson } from "@/lib/schools/contract-json";
import type { DailyReportFormValues, ObservationFormValues } from "@/lib/lesson-reports/lesson-reports.schema";

export type SchoolJson = ReturnType<typeof toSchoolJson>;
export type ClassJson = ReturnType<typeof toClassJson>;
export type SubjectJson = ReturnType<typeof toSubjectJson>;
export type { DailyReport, LessonObservation, LessonReportJson } from "@/lib/lesson-reports/lesson-report-json";

export { REPORT_SCHOOLS_URL, schoolClassesUrl, schoolSubjectsUrl };

const once = { revalidateOnFocus: false } as const;

/** The schools the signed-in user may file a report for. */
export function useReportSchools() {
  return useSWR<{ data: SchoolJson[] }>(REPORT_SCHOOLS_URL, swrFetcher, once);
}

/** A chosen school's classes (nothing is fetched until a school is chosen). */
export function useSchoolClasses(schoolId: string | null | undefined) {
  return useSWR<{ data: ClassJson[] }>(schoolId ? schoolClassesUrl(schoolId) : null, swrFetcher, once);
}

export function useSchoolSubjects(schoolId: string | null | undefined) {
  return useSWR<{ data: SubjectJson[] }>(schoolId ? schoolSubjectsUrl(schoolId) : null, swrFetcher, once);
}

/** A teacher's daily report, or a mentor's lesson observation; kept on the phone when it cannot be sent. */
export function submitLessonReport(input: DailyReportFormValues | ObservationFormValues, mentor = false) {
  return sendOrQueue<{ message: string; data: LessonReportJson | null }>({
    url: mentor ? "/api/comments/mentor" : "/api/comments",
    body: input,
    label: {
      key: mentor ? "observation" : "report",
      values: { className: input.className, date: String(input.date ?? "") },
    },
    whenQueued: () => ({ message: QUEUED_MESSAGE, data: null }),
  });
}
