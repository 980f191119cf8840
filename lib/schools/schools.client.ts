"use client";

import { apiFetch } from "@/lib/client/fetcher";
import { useLastLoaded } from "@/lib/client/last-loaded";
import type { toSchoolJson } from "@/lib/schools/contract-json";
import { SCHOOLS_KEY } from "@/lib/api-keys";
import type { SCHOOL_FORM_FIELDS } from "@/lib/schools/school-fields.shared";

export type SchoolJson = ReturnType<typeof toSchoolJson>;

/** School form values as typed (numbers as text); the server parses them with the same schema. */
export type SchoolFormValues = Record<(typeof SCHOOL_FORM_FIELDS)[number], string> &
  // Shown when an admin edits a school (only admins may change them).
  Partial<Record<"timeZone" | "yearStartMonth", string>>;

export { SCHOOLS_KEY };

export function useSchools() {
  return useLastLoaded<{ data: SchoolJson[] }>(SCHOOLS_KEY);
}

export const createSchool = (values: SchoolFormValues) =>
  apiFetch<SchoolJson>("/api/classes/teacher-school", { method: "POST", body: values });

export const updateSchool = (schoolId: string, values: SchoolFormValues) =>
  apiFetch<SchoolJson>("/api/schools/my-school", { method: "PUT", body: { _id: schoolId, ...values } });

export const setPrimarySchool = (schoolId: string) =>
  apiFetch<SchoolJson>("/api/schools/primary", { method: "PUT", body: { schoolId } });
