"use client";

// Apart from lib/marks/marks.client.ts, so screens that only pick a class (import, report cards) do not load the marks list's code.
import useSWR from "swr";
import { CLASSES_KEY, studentsKey } from "@/lib/api-keys";
import { swrFetcher } from "@/lib/client/fetcher";
import type { toClassJson, toStudentJson } from "@/lib/schools/contract-json";

export type MarkClassJson = ReturnType<typeof toClassJson>;
export type MarkStudentJson = ReturnType<typeof toStudentJson>;

/** The classes the user may record marks for (their schools'; all for an admin). */
export function useMarkClasses() {
  return useSWR<MarkClassJson[]>(CLASSES_KEY, swrFetcher, { revalidateOnFocus: false });
}

export function useClassStudents(classId: string | null | undefined) {
  return useSWR<MarkStudentJson[]>(classId ? studentsKey(classId) : null, swrFetcher, { revalidateOnFocus: false });
}
