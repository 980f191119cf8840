// A class holds many subjects (ClassSubject, docs/design.md#classes-and-subjects). A report whose row is
// a class (the class report, the attendance report's classes, the admin's class register) names them
// all in the field that named the class's one subject: the names by name, joined with ", ", so the
// contract's JSON keeps its shape. Reports about marks take the subject from the mark instead.
import { Prisma, type Class, type School } from "@/lib/generated/prisma/client";
import { toClassJson } from "@/lib/schools/contract-json";
import { SUBJECT_SEPARATOR } from "@/lib/schools/subject-list.shared";

/**
 * The subject id a class's details show: its first subject's (the ClassSubject with the class's own id),
 * else the first by name; null when the class has none.
 */
export const classFirstSubjectIdSql = (classId: Prisma.Sql) => Prisma.sql`(
  SELECT cs."subjectId" FROM "ClassSubject" cs JOIN "Subject" sub ON sub.id = cs."subjectId"
  WHERE cs."classId" = ${classId} ORDER BY (cs.id = ${classId}) DESC, sub.name, sub.id LIMIT 1)`;

/** The same two, from the subjects read with Prisma (`{ id, subject }` of the class's ClassSubjects). */
export function classSubjectsOf(classId: string, entries: { id: string; subject: { id: string; name: string } }[]) {
  const byName = [...entries].sort((a, b) =>
    a.subject.name < b.subject.name ? -1 : a.subject.name > b.subject.name ? 1 : 0,
  );
  const first = entries.find((entry) => entry.id === classId) ?? byName[0];
  return {
    subjectNames: byName.map((entry) => entry.subject.name).join(SUBJECT_SEPARATOR),
    firstSubjectId: first?.subject.id ?? null,
  };
}

/**
 * The class as the contract's Class JSON, for a report about the whole class: `_id` the class's own id,
 * `subjectName` every subject taught in it, `subjectId` its first subject ('' when none).
 */
export const wholeClassJson = (
  klass: Class & { school: Pick<School, "id" | "name">; _count: { students: number } },
  subjects: { subjectNames: string; firstSubjectId: string | null },
) =>
  toClassJson({
    id: klass.id,
    createdAt: klass.createdAt,
    subject: { id: subjects.firstSubjectId ?? "", name: subjects.subjectNames },
    class: klass,
  });
