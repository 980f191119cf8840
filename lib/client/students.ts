"use client";

import { apiFetch } from "@/lib/client/fetcher";
import { useLastLoaded } from "@/lib/client/last-loaded";
import type { toStudentJson } from "@/lib/services/json";
import { studentsKey } from "@/lib/api-keys";

export { studentsKey };

export type StudentJson = ReturnType<typeof toStudentJson>;

export function useStudents(classId: string | null) {
  return useLastLoaded<StudentJson[]>(classId ? studentsKey(classId) : null);
}

export const createStudent = (values: { studentName: string; classId: string }) =>
  apiFetch<StudentJson>("/api/students", { method: "POST", body: values });

export const updateStudent = (studentId: string, values: { studentName?: string; classId?: string }) =>
  apiFetch<StudentJson>(`/api/students/${encodeURIComponent(studentId)}`, { method: "PUT", body: values });
