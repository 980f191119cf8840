import { db, inTransaction, type DbClient, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/problems/api-error";
import { inSchoolsOf } from "@/lib/auth/scope";
import { toMarkJson } from "@/lib/schools/contract-json";
import { DEFAULT_MAX_MARKS } from "@/lib/constants";
import { examDateOutsideYear, isInAcademicYear } from "@/lib/academic-year-range";
import type { MarkRecordInput, UpdateMarkInput } from "@/lib/marks/marks.schema";
import { fromIsoDay, toIsoDay } from "@/lib/days";

export const markInclude = {
  student: { select: { id: true, studentName: true } },
  class: { select: { id: true, className: true } },
  subject: { select: { id: true, name: true } },
  school: { select: { id: true, name: true } },
  teacher: { select: { id: true, username: true, role: true } },
} as const;

const markNotFound = () => problem("mark-not-found");
const invalidRecords = () => problem("marks-invalid-records");

type MarkKey = Pick<MarkRecordInput, "studentId" | "examType" | "academicTerm"> & {
  academicYear: string;
  subjectId: string;
};
const keyOf = (mark: Record<"studentId" | "subjectId" | "examType" | "academicYear" | "academicTerm", string>) =>
  [mark.studentId, mark.subjectId, mark.examType, mark.academicYear, mark.academicTerm].join("|");
const duplicate = (studentName: string) => problem("marks-exist", { name: studentName });

/** A record's class reference and, when sent, its subject (docs/api-contract.md#classes). */
interface ClassRef {
  classId: string;
  subjectId?: string;
}

/**
 * The class and subject of each record, each class within the actor's schools; one missing → 404
 * 'Selected class not found'. A reference is a class's id or a subject's taught in it
 * (lib/auth/scope.ts#requireClass); the subject is the one sent when it is taught in the class, else
 * the one the reference names, else the class's only one. Keyed by `slotOf(record)`.
 */
async function classesFor(actor: Actor, refs: ClassRef[], client: DbClient = db) {
  const ids = [...new Set(refs.map((ref) => ref.classId))];
  const taught = await client.classSubject.findMany({
    where: { OR: [{ id: { in: ids } }, { class: { id: { in: ids } } }], ...inSchoolsOf(actor) },
    select: { id: true, classId: true, subjectId: true, schoolId: true, school: { select: { yearStartMonth: true } } },
  });
  const slots = new Map<string, { id: string; schoolId: string; subjectId: string; yearStartMonth: number }>();
  for (const ref of refs) {
    const entry = taught.find((row) => row.id === ref.classId);
    const classId = entry?.classId ?? ref.classId;
    const subjects = taught.filter((row) => row.classId === classId);
    if (subjects.length === 0) throw problem("marks-class-not-found");
    // A subjectId the class is not taught in is dropped, as the contract always dropped it (the original
    // client sends what it likes there): the reference's subject stands.
    const chosen =
      subjects.find((row) => row.subjectId === ref.subjectId) ??
      entry ??
      (subjects.length === 1 ? subjects[0] : undefined);
    if (!chosen) throw problem(ref.subjectId ? "import-wrong-subject" : "select-subject");
    slots.set(slotOf(ref), {
      id: classId,
      schoolId: chosen.schoolId,
      subjectId: chosen.subjectId,
      yearStartMonth: chosen.school.yearStartMonth,
    });
  }
  return slots;
}
const slotOf = (ref: ClassRef) => `${ref.classId}|${ref.subjectId ?? ""}`;

/** The exam must have been sat within the school year it is recorded under, on its school's calendar. */
function checkExamYear(examDate: string, academicYear: string, yearStartMonth: number) {
  if (!isInAcademicYear(examDate, academicYear, yearStartMonth)) {
    throw problem("exam-date-outside-year", examDateOutsideYear(academicYear, yearStartMonth));
  }
}

/** The students the records name; each must exist and belong to the record's class. */
async function studentsFor(records: { studentId: string; classId: string }[], client: DbClient = db) {
  const students = await client.student.findMany({
    where: { id: { in: [...new Set(records.map((record) => record.studentId))] } },
    select: { id: true, classId: true, studentName: true },
  });
  const byId = new Map(students.map((student) => [student.id, student]));
  for (const record of records) {
    if (byId.get(record.studentId)?.classId !== record.classId) throw invalidRecords();
  }
  return byId;
}

/** Existing marks that share a unique key with `keys` (other than `exceptId`), read in the same transaction. */
async function findClash(tx: Tx, keys: MarkKey[], exceptId?: string) {
  const clash = await tx.mark.findFirst({
    where: {
      OR: keys.map((key) => ({
        studentId: key.studentId,
        subjectId: key.subjectId,
        examType: key.examType,
        academicYear: key.academicYear,
        academicTerm: key.academicTerm,
      })),
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { student: { select: { studentName: true } } },
  });
  return clash?.student.studentName;
}

/**
 * POST /api/marks/bulk: one transaction for all records. Teacher = the actor; the school comes from
 * the class, whatever the body says; the subject from the body or the class reference (classesFor).
 */
export async function createMarksBulk(actor: Actor, records: MarkRecordInput[], client: DbClient = db) {
  const classes = await classesFor(actor, records, client);
  const students = await studentsFor(
    records.map((record) => ({ studentId: record.studentId, classId: classes.get(slotOf(record))!.id })),
    client,
  );

  const rows = records.map((record) => {
    const klass = classes.get(slotOf(record))!;
    checkExamYear(record.examDate, record.academicYear, klass.yearStartMonth);
    return {
      studentId: record.studentId,
      classId: klass.id,
      subjectId: klass.subjectId,
      schoolId: klass.schoolId,
      teacherId: actor.id,
      examType: record.examType,
      totalMarks: record.totalMarks,
      maxMarks: record.maxMarks ?? DEFAULT_MAX_MARKS,
      academicYear: record.academicYear,
      academicTerm: record.academicTerm,
      examDate: fromIsoDay(record.examDate),
    };
  });
  const seen = new Set<string>();
  for (const row of rows) {
    const key = keyOf(row);
    if (seen.has(key)) throw duplicate(students.get(row.studentId)!.studentName);
    seen.add(key);
  }

  const created = await inTransaction(client, async (tx) => {
    const clash = await findClash(tx, rows);
    if (clash) throw duplicate(clash);
    return tx.mark.createManyAndReturn({ data: rows, include: markInclude });
  });
  // Answer in the order the records were sent.
  const order = new Map(rows.map((row, index) => [keyOf(row), index]));
  return created.sort((a, b) => order.get(keyOf(a))! - order.get(keyOf(b))!).map(toMarkJson);
}

async function requireMark(actor: Actor, id: string) {
  const mark = await db.mark.findFirst({ where: { id, ...inSchoolsOf(actor) }, include: markInclude });
  if (!mark) throw markNotFound();
  return mark;
}

/** GET /api/marks/{id}: a mark of the actor's schools, populated. */
export async function getMark(actor: Actor, id: string) {
  return toMarkJson(await requireMark(actor, id));
}

/**
 * PUT /api/marks/{id}: changes the fields sent, keeps the others (a partial body is the original
 * client's quick edit). The recording teacher stays; subject and school follow the (possibly new)
 * class; the score must stay within the (possibly new) maximum.
 */
export async function updateMark(actor: Actor, id: string, input: UpdateMarkInput) {
  const current = await requireMark(actor, id);
  const merged = {
    studentId: input.studentId ?? current.studentId,
    classId: input.classId ?? current.classId,
    examType: input.examType ?? current.examType,
    totalMarks: input.totalMarks ?? current.totalMarks,
    maxMarks: input.maxMarks ?? current.maxMarks,
    academicYear: input.academicYear ?? current.academicYear,
    academicTerm: input.academicTerm ?? current.academicTerm,
    examDate: input.examDate ? fromIsoDay(input.examDate) : current.examDate,
  };
  if (merged.totalMarks > merged.maxMarks) throw problem("marks-above-maximum", { max: merged.maxMarks });
  // Without a new class the mark keeps its subject; a new class reference names its own (classesFor).
  const ref = {
    classId: merged.classId,
    subjectId: input.subjectId ?? (input.classId ? undefined : current.subjectId),
  };
  const klass = (await classesFor(actor, [ref])).get(slotOf(ref))!;
  // A quick edit of the score alone leaves older records as they were.
  if (input.examDate || input.academicYear || input.classId) {
    checkExamYear(toIsoDay(merged.examDate), merged.academicYear, klass.yearStartMonth);
  }
  const students = await studentsFor([{ studentId: merged.studentId, classId: klass.id }]);
  const data = { ...merged, classId: klass.id, subjectId: klass.subjectId, schoolId: klass.schoolId };
  const updated = await db.$transaction(async (tx) => {
    const clash = await findClash(tx, [data], id);
    if (clash) throw duplicate(students.get(merged.studentId)!.studentName);
    return tx.mark.update({ where: { id }, data, include: markInclude });
  });
  return toMarkJson(updated);
}

/** DELETE /api/marks/{id}. */
export async function deleteMark(actor: Actor, id: string) {
  const { count } = await db.mark.deleteMany({ where: { id, ...inSchoolsOf(actor) } });
  if (count === 0) throw markNotFound();
  return { message: "Marks deleted successfully!" };
}
