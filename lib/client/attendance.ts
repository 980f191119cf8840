"use client";

import { apiFetch } from "@/lib/client/fetcher";
import { useLastLoaded } from "@/lib/client/last-loaded";
import type { AttendanceStatus } from "@/lib/constants";
import type { toAttendanceJson } from "@/lib/services/json";
import type { AttendanceOverview } from "@/lib/services/attendance-overview";

export type AttendanceJson = ReturnType<typeof toAttendanceJson>;
export type { AttendanceOverview };

export const classAttendanceKey = (classId: string, date: string) =>
  `/api/attendance/class/${encodeURIComponent(classId)}?date=${date}`;
/** Every date of a class, newest first (a student's full attendance in the class-students modal). */
export const classHistoryKey = (classId: string) => `/api/attendance/class/${encodeURIComponent(classId)}`;
export const overviewKey = (date: string) => `/api/attendance/overview?date=${date}`;

export function useClassAttendance(classId: string | null, date: string) {
  return useLastLoaded<AttendanceJson[]>(classId ? classAttendanceKey(classId, date) : null);
}

/** Nothing is fetched until the date is known (the browser's date, after hydration). */
export function useAttendanceOverview(date: string) {
  return useLastLoaded<AttendanceOverview>(date ? overviewKey(date) : null);
}

export interface AttendanceEntry {
  studentId: string;
  classId: string;
  date: string;
  status: AttendanceStatus;
}

export const saveAttendance = (entry: AttendanceEntry) =>
  apiFetch<AttendanceJson>("/api/attendance", { method: "POST", body: entry });

/** One request for the whole class; the server derives remarks from each status. */
export const saveAttendanceBulk = (records: AttendanceEntry[]) =>
  apiFetch<AttendanceJson[]>("/api/attendance/bulk", { method: "POST", body: { records } });

/** Today in the browser's time zone, as YYYY-MM-DD. */
