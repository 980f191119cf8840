// SWR keys (API URLs) that more than one screen reads, so they share one cache entry, and that a
// server-rendered screen fills in advance (this module has no "use client": the server reads it too).
export const CLASSES_KEY = "/api/classes";
export const studentsKey = (classId: string) => `/api/students?classId=${encodeURIComponent(classId)}`;
export const SCHOOLS_KEY = "/api/classes/available-schools";
export const classAttendanceKey = (classId: string, date: string) =>
  `/api/attendance/class/${encodeURIComponent(classId)}?date=${date}`;
export const COMMENT_SCHOOLS_URL = "/api/comments/available-schools";
