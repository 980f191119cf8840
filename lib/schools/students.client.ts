"use client";

import useSWR from "swr";
import { apiFetch, swrFetcher } from "@/lib/client/fetcher";
import { useLastLoaded } from "@/lib/client/last-loaded";
import type { toStudentJson } from "@/lib/schools/contract-json";
import type { getStudent } from "@/lib/schools/students";
import type { Gender, GuardianLanguage, GuardianRelationship } from "@/lib/constants";
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

/** GET /api/students/{id}: the student with the profile and guardians (contacts masked for mentors). */
export type StudentDetail = Awaited<ReturnType<typeof getStudent>>;
export type GuardianDetail = StudentDetail["guardians"][number];

export const studentDetailKey = (studentId: string) => `/api/students/${encodeURIComponent(studentId)}`;

/**
 * Plain SWR, not useLastLoaded: guardians' phones and e-mails are never kept in the browser's storage
 * (a school's phone is often shared), so this screen needs the network.
 */
export function useStudentDetail(studentId: string) {
  return useSWR<StudentDetail>(studentDetailKey(studentId), swrFetcher);
}

export interface StudentProfileValues {
  dateOfBirth: string | null;
  gender: Gender | null;
  studentCode: string | null;
}

export const updateStudentProfile = (studentId: string, values: StudentProfileValues) =>
  apiFetch<StudentDetail>(studentDetailKey(studentId), { method: "PUT", body: values });

export interface GuardianValues {
  _id?: string;
  name: string;
  relationship: GuardianRelationship;
  phone: string;
  email: string | null;
  language: GuardianLanguage;
  consent: boolean;
}

export const saveGuardians = (studentId: string, guardians: GuardianValues[]) =>
  apiFetch<StudentDetail>(`${studentDetailKey(studentId)}/guardians`, { method: "PUT", body: { guardians } });
