"use client";

import { apiFetch } from "@/lib/client/fetcher";
import { useLastLoaded } from "@/lib/client/last-loaded";
import type { toClassJson } from "@/lib/schools/contract-json";
import { CLASSES_KEY } from "@/lib/api-keys";
import { subjectList } from "@/lib/schools/subject-list.shared";

export { CLASSES_KEY };

export type ClassJson = ReturnType<typeof toClassJson>;
export type ClassFormValues = Record<"className" | "subjectName" | "classRoom" | "classCredit" | "schoolId", string>;

export function useClasses() {
  return useLastLoaded<ClassJson[]>(CLASSES_KEY);
}

export const createClass = (values: ClassFormValues) =>
  apiFetch<ClassJson>(CLASSES_KEY, { method: "POST", body: values });

/**
 * The classes behind GET /api/classes, whose entries are one per subject taught in a class: one item
 * per class, its `_id` the class's and its `subjectName` every subject taught in it (as the server's
 * reports write them), its teachers all of theirs. For what belongs to a class rather than to one of
 * its subjects: its register, its students, its report cards.
 */
export function classesOf<E extends ClassJson>(entries: readonly E[]): E[] {
  const byClass = new Map<string, { first: E; subjects: string[]; teachers: Set<string> }>();
  for (const entry of entries) {
    const known = byClass.get(entry.classId);
    if (known) {
      known.subjects.push(entry.subjectName);
      entry.teacherIds.forEach((id) => known.teachers.add(id));
    } else
      byClass.set(entry.classId, { first: entry, subjects: [entry.subjectName], teachers: new Set(entry.teacherIds) });
  }
  return [...byClass.values()].map(({ first, subjects, teachers }) => ({
    ...first,
    _id: first.classId,
    subjectName: subjectList(subjects),
    teacherIds: [...teachers],
  }));
}
