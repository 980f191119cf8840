"use client";

import useSWR from "swr";
import { apiFetch, apiFetchPage, swrFetcher } from "@/lib/client/fetcher";
import type { getAdminDashboard } from "@/lib/reports/admin-dashboard";
import type { getClassAttendance, getAttendanceStats } from "@/lib/reports/admin-attendance";
import type { AttendanceRecordJson } from "@/lib/reports/attendance-records";
import type { getAttendanceTrends } from "@/lib/reports/attendance-trends";
import type { UserJson } from "@/lib/people/users";
import type { toClassJson, toStudentJson } from "@/lib/schools/contract-json";
import type { LessonReportJson } from "@/lib/lesson-reports/lesson-report-json";
import type { AdminCreateClassInput, AdminCreateStudentInput } from "@/lib/reports/admin.schema";
import type { CreateAdminInput } from "@/lib/people/auth.schema";

export type DashboardJson = Awaited<ReturnType<typeof getAdminDashboard>>;
export type ClassJson = ReturnType<typeof toClassJson>;
export type StudentJson = ReturnType<typeof toStudentJson>;
export type { LessonReportJson };
export type AdminAttendanceJson = AttendanceRecordJson;
export type AttendanceStatsJson = Awaited<ReturnType<typeof getAttendanceStats>>;
export type ClassAttendanceJson = Awaited<ReturnType<typeof getClassAttendance>>;
export type TrendJson = Awaited<ReturnType<typeof getAttendanceTrends>>[number];

export const ADMIN_KEYS = {
  dashboard: "/api/admin/dashboard",
  classes: "/api/admin/classes",
  students: "/api/admin/students",
  users: "/api/admin/users",
  lessonReports: "/api/comments/admin/all",
} as const;

export interface AttendanceFilters {
  classId: string;
  startDate: string;
  endDate: string;
}

const search = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
};

export const useAdminDashboard = () => useSWR<DashboardJson>(ADMIN_KEYS.dashboard, swrFetcher);
export const useAdminClasses = () => useSWR<ClassJson[]>(ADMIN_KEYS.classes, swrFetcher);
export const useAdminStudents = () => useSWR<StudentJson[]>(ADMIN_KEYS.students, swrFetcher);
export const useAdminUsers = () => useSWR<UserJson[]>(ADMIN_KEYS.users, swrFetcher);
export const useAdminLessonReports = (classId?: string, commenterRole?: string) =>
  useSWR<LessonReportJson[]>(`${ADMIN_KEYS.lessonReports}${search({ classId, commenterRole })}`, swrFetcher);

export function useAdminAttendance(filters: AttendanceFilters, page: number, limit: number) {
  const key = `/api/admin/attendance${search({ ...filters, page, limit })}`;
  return useSWR(key, (url: string) => apiFetchPage<AdminAttendanceJson>(url), { keepPreviousData: true });
}

export const useAttendanceStats = (filters: AttendanceFilters) =>
  useSWR<AttendanceStatsJson>(`/api/admin/attendance/stats${search({ ...filters })}`, swrFetcher);

/** Trends load only when both dates are set (docs/product-spec.md#admin-screen): the key is null until then. */
export function useAttendanceTrends(filters: AttendanceFilters | null) {
  const key =
    filters && filters.startDate && filters.endDate
      ? `/api/admin/analytics/attendance-trends${search({ ...filters, view: "daily" })}`
      : null;
  return useSWR<TrendJson[]>(key, swrFetcher, { revalidateOnFocus: false });
}

export const useClassAttendanceDay = (classId: string | null, date: string) =>
  useSWR<ClassAttendanceJson>(
    classId ? `/api/admin/classes/${encodeURIComponent(classId)}/attendance${search({ date, view: "roster" })}` : null,
    swrFetcher,
  );

export const createAdminClass = (values: Partial<Record<keyof AdminCreateClassInput, string>>) =>
  apiFetch<ClassJson>(ADMIN_KEYS.classes, { method: "POST", body: values });
export const createAdminStudent = (values: Partial<Record<keyof AdminCreateStudentInput, string>>) =>
  apiFetch<StudentJson>(ADMIN_KEYS.students, { method: "POST", body: values });
export const createAdminUser = (values: CreateAdminInput) =>
  apiFetch<{ message: string; user: UserJson }>("/api/auth/create-admin", { method: "POST", body: values });
