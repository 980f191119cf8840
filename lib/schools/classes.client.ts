"use client";

import { apiFetch } from "@/lib/client/fetcher";
import { useLastLoaded } from "@/lib/client/last-loaded";
import type { toClassJson } from "@/lib/schools/contract-json";
import { CLASSES_KEY } from "@/lib/api-keys";

export { CLASSES_KEY };

export type ClassJson = ReturnType<typeof toClassJson>;
export type ClassFormValues = Record<"className" | "subjectName" | "classRoom" | "classCredit" | "schoolId", string>;

export function useClasses() {
  return useLastLoaded<ClassJson[]>(CLASSES_KEY);
}

export const createClass = (values: ClassFormValues) =>
  apiFetch<ClassJson>(CLASSES_KEY, { method: "POST", body: values });
