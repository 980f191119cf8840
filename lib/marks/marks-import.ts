// POST /api/marks/import: one exam's marks for a class from CSV, the students named by studentId or
// studentName. Dry run by default; a commit writes every row in one transaction or none.
import { db, inTransaction, type DbClient } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { DEFAULT_MAX_MARKS } from "@/lib/constants";
import { problem } from "@/lib/problems/api-error";
import { requireClass } from "@/lib/auth/scope";
import { nameKey } from "@/lib/schools/students-import";
import { parseCsv } from "@/lib/csv/read";
import { preview, type CheckedRow, type ImportPreview, type RowProblem } from "@/lib/csv/import-result";
import { hasInvisible } from "@/lib/validation/human-text";
import { IMPORT_MESSAGES } from "@/lib/validation/csv-import";
import type { MarksImportQuery } from "@/lib/marks/marks-import.schema";

export interface MarkImportValues {
  studentId: string | null;
  studentName: string;
  totalMarks: string;
  maxMarks: string;
}

const WHOLE = /^\d{1,6}$/;

export async function importMarks(
  actor: Actor,
  query: MarksImportQuery,
  /** The body is read only once the class is known to be the actor's (a stranger gets 404, not 413). */
  readText: () => Promise<string>,
  client: DbClient = db,
): Promise<ImportPreview<MarkImportValues>> {
  const cls = await requireClass(actor, query.classId, client);
  const taught = await client.classSubject.findFirst({
    where: { classId: cls.id, subjectId: query.subjectId },
    select: { subjectId: true },
  });
  if (!taught) throw problem("import-wrong-subject");
  const { columns, rows } = parseCsv(await readText());
  const byId = columns.includes("studentid");
  if ((!byId && !columns.includes("studentname")) || !columns.includes("totalmarks"))
    throw problem("import-marks-columns");

  const slot = {
    subjectId: taught.subjectId,
    examType: query.examType,
    academicYear: query.academicYear,
    academicTerm: query.academicTerm,
  };
  const students = await client.student.findMany({
    where: { classId: cls.id },
    select: { id: true, studentName: true },
  });
  const marked = await client.mark.findMany({
    where: { ...slot, student: { classId: cls.id } },
    select: { studentId: true },
  });
  const ids = new Map(students.map((s) => [s.id, s]));
  const names = new Map<string, (typeof students)[number][]>();
  for (const s of students) names.set(nameKey(s.studentName), [...(names.get(nameKey(s.studentName)) ?? []), s]);
  const hasMark = new Set(marked.map((m) => m.studentId));
  const seen = new Map<string, number>();

  const checked: CheckedRow<MarkImportValues>[] = rows.map(({ line, values }) => {
    const givenId = (values.studentid ?? "").trim();
    const givenName = (values.studentname ?? "").trim();
    const matches = givenId ? [ids.get(givenId)].filter((s) => s !== undefined) : (names.get(nameKey(givenName)) ?? []);
    const student = matches.length === 1 ? matches[0] : null;
    const shown: MarkImportValues = {
      studentId: student?.id ?? (givenId || null),
      studentName: student?.studentName ?? givenName,
      totalMarks: values.totalmarks ?? "",
      maxMarks: values.maxmarks ?? "",
    };
    const maximum = shown.maxMarks ? Number(shown.maxMarks) : DEFAULT_MAX_MARKS;
    let problem: RowProblem | null = null;
    if (!givenId && hasInvisible(givenName))
      problem = { code: "name-invisible", params: { field: "importStudentName" } };
    else if (matches.length > 1) problem = { code: IMPORT_MESSAGES.ambiguousName };
    else if (!student) problem = { code: IMPORT_MESSAGES.unknownStudent };
    else if (seen.has(student.id))
      problem = { code: IMPORT_MESSAGES.duplicateInFile, params: { line: seen.get(student.id)! } };
    else if (shown.maxMarks && (!WHOLE.test(shown.maxMarks) || maximum < 1))
      problem = { code: IMPORT_MESSAGES.maxMarks };
    else if (!WHOLE.test(shown.totalMarks) || Number(shown.totalMarks) < 1)
      problem = { code: IMPORT_MESSAGES.totalMarks };
    else if (Number(shown.totalMarks) > maximum)
      problem = { code: IMPORT_MESSAGES.aboveMaximum, params: { max: maximum } };
    else if (hasMark.has(student.id)) problem = { code: IMPORT_MESSAGES.markExists };
    if (student && !seen.has(student.id)) seen.set(student.id, line);
    return { line, values: shown, problem };
  });
  const result = preview(checked, 0, !query.commit);
  if (!query.commit || result.errors > 0) return result;

  const examDate = new Date(`${query.examDate}T00:00:00Z`);
  const written = await inTransaction(client, async (tx) => {
    const clash = await tx.mark.findFirst({
      where: { ...slot, studentId: { in: checked.map((row) => row.values.studentId!) } },
      select: { id: true },
    });
    if (clash) throw problem("import-changed");
    const created = await tx.mark.createMany({
      data: checked.map((row) => ({
        ...slot,
        studentId: row.values.studentId!,
        classId: cls.id,
        schoolId: cls.schoolId,
        teacherId: actor.id,
        totalMarks: Number(row.values.totalMarks),
        maxMarks: row.values.maxMarks ? Number(row.values.maxMarks) : DEFAULT_MAX_MARKS,
        examDate,
      })),
    });
    return created.count;
  });
  return preview(checked, written, false);
}
