// SWR keys (API URLs) that more than one screen reads, so they share one cache entry.
export const CLASSES_KEY = "/api/classes";
export const studentsKey = (classId: string) => `/api/students?classId=${encodeURIComponent(classId)}`;
