"use client";

import { sendOrQueue } from "@/lib/offline/load";
import { useLastLoaded } from "@/lib/client/last-loaded";
import { classAttendanceKey, overviewKey } from "@/lib/api-keys";
import type { AttendanceStatus } from "@/lib/constants";
import type { toAttendanceJson } from "@/lib/schools/contract-json";
import type { AttendanceOverview } from "@/lib/attendance/attendance-overview";

export type AttendanceJson = ReturnType<typeof toAttendanceJson>;
export type { AttendanceOverview };

export { classAttendanceKey, overviewKey };
/** Every date of a class, newest first (a student's full attendance in the class-students modal). */
export const classHistoryKey = (classId: string) => `/api/attendance/class/${encodeURIComponent(classId)}`;

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

/** The record as it will be saved, shown while the save waits on the phone (no connection). */
const pendingRecord = (entry: AttendanceEntry): AttendanceJson => ({
  _id: `pending-${entry.studentId}`,
  ...entry,
  schoolId: "",
  remarks: "",
  recordedBy: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

export const saveAttendance = (entry: AttendanceEntry) =>
  sendOrQueue<AttendanceJson>({
    url: "/api/attendance",
    body: entry,
    label: { key: "attendanceOne", values: { status: entry.status, date: entry.date } },
    whenQueued: () => pendingRecord(entry),
  });

/** One request for the whole class; the server derives remarks from each status. */
export const saveAttendanceBulk = (records: AttendanceEntry[]) =>
  sendOrQueue<AttendanceJson[]>({
    url: "/api/attendance/bulk",
    body: { records },
    label: { key: "attendanceMany", values: { count: records.length, date: records[0]?.date ?? "" } },
    whenQueued: () => records.map(pendingRecord),
  });

/** Today in the browser's time zone, as YYYY-MM-DD. */
