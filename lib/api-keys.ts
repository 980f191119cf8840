// SWR keys (API URLs) that more than one screen reads, so they share one cache entry, that a
// server-rendered screen fills in advance, or that the service worker keeps for offline use
// (lib/offline/kept.ts). No "use client": the server and the worker read it too.
export const CLASSES_KEY = "/api/classes";
export const studentsKey = (classId: string) => `/api/students?classId=${encodeURIComponent(classId)}`;
export const SCHOOLS_KEY = "/api/classes/available-schools";
export const classAttendanceKey = (classId: string, date: string) =>
  `/api/attendance/class/${encodeURIComponent(classId)}?date=${date}`;
export const REPORT_SCHOOLS_URL = "/api/comments/available-schools";
export const schoolClassesUrl = (schoolId: string) => `/api/comments/school/${encodeURIComponent(schoolId)}/classes`;
export const schoolSubjectsUrl = (schoolId: string) => `/api/comments/school/${encodeURIComponent(schoolId)}/subjects`;
export const overviewKey = (date: string) => `/api/attendance/overview?date=${date}`;
/** Without a date the server checks each school's own today. */
export const MISSING_TODAY_KEY = "/api/attendance/missing";
/** The marks list (its query: lib/marks/marks-url.client.ts). */
export const MARKS_LIST_PATH = "/api/marks";
