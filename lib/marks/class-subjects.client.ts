// The class entries of GET /api/classes (one per subject taught in a class) as the marks screens offer
// them: first a class, then one of the subjects taught in it. Plain functions, so tests can hold them.

/** What of a class entry (lib/schools/contract-json.ts#toClassJson) the choices read. */
export interface ClassEntry {
  _id: string;
  classId: string;
  className: string;
  subjectName: string;
  subjectId: string;
  schoolId: { _id: string; name: string; yearStartMonth?: number };
  teacherIds?: readonly string[];
}

/** One class, with the entries of the subjects taught in it (the viewer's own first). */
export interface TaughtClass<E extends ClassEntry = ClassEntry> {
  classId: string;
  className: string;
  schoolId: E["schoolId"];
  subjects: E[];
}

const teaches = (entry: ClassEntry, viewerId: string | null | undefined) =>
  !!viewerId && (entry.teacherIds ?? []).includes(viewerId);

/** A class's subjects: those `viewerId` teaches first, each part by name. */
export function orderSubjects<E extends ClassEntry>(entries: readonly E[], viewerId?: string | null): E[] {
  const byName = (a: E, b: E) => a.subjectName.localeCompare(b.subjectName);
  return [
    ...entries.filter((entry) => teaches(entry, viewerId)).sort(byName),
    ...entries.filter((entry) => !teaches(entry, viewerId)).sort(byName),
  ];
}

/** One item per class (in the order the entries first name it), each with its subjects ordered. */
export function groupClasses<E extends ClassEntry>(entries: readonly E[], viewerId?: string | null): TaughtClass<E>[] {
  const groups = new Map<string, TaughtClass<E>>();
  for (const entry of entries) {
    const group = groups.get(entry.classId);
    if (group) group.subjects.push(entry);
    else
      groups.set(entry.classId, {
        classId: entry.classId,
        className: entry.className,
        schoolId: entry.schoolId,
        subjects: [entry],
      });
  }
  return [...groups.values()].map((group) => ({ ...group, subjects: orderSubjects(group.subjects, viewerId) }));
}

/** The subjects taught in a class, the viewer's first; none for a class not in the list. */
export const subjectsOf = <E extends ClassEntry>(entries: readonly E[], classId: string, viewerId?: string | null) =>
  orderSubjects(
    entries.filter((entry) => entry.classId === classId),
    viewerId,
  );

/** The subject to choose for a class without asking: its only one, else the only one the viewer teaches there. */
export function defaultSubjectId(entries: readonly ClassEntry[], classId: string, viewerId?: string | null): string {
  const subjects = entries.filter((entry) => entry.classId === classId);
  if (subjects.length === 1) return subjects[0].subjectId;
  const own = subjects.filter((entry) => teaches(entry, viewerId));
  return own.length === 1 ? own[0].subjectId : "";
}

/** The entry of a subject taught in a class, if it is. */
export const entryOf = <E extends ClassEntry>(entries: readonly E[], classId: string, subjectId: string) =>
  entries.find((entry) => entry.classId === classId && entry.subjectId === subjectId);

/** Whether `viewerId` teaches this entry's subject. */
export const isViewersSubject = teaches;
