// POST /api/students/import: a class roster from CSV. A dry run answers every row's outcome; a commit
// writes all rows in one transaction, or nothing when any row is wrong.
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/http/api-error";
import { requireClass } from "@/lib/services/scope";
import { parseCsv } from "@/lib/csv/read";
import { preview, type CheckedRow, type ImportPreview, type ImportRow, type RowProblem } from "@/lib/csv/import-result";
import { problemOfIssue } from "@/lib/validation/issue-problem";
import { IMPORT_MESSAGES, importedStudentName } from "@/lib/validation/csv-import";

/** Names compare without regard to case or repeated spaces ("ann  mugisha" = "Ann Mugisha"). */
export const nameKey = (name: string) => name.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();

export type StudentImportRow = ImportRow<{ studentName: string }>;

export async function importStudents(
  actor: Actor,
  classId: string,
  /** The body is read only once the class is known to be the actor's (a stranger gets 404, not 413). */
  readText: () => Promise<string>,
  commit: boolean,
): Promise<ImportPreview<{ studentName: string }>> {
  const cls = await requireClass(actor, classId);
  const { columns, rows } = parseCsv(await readText());
  if (!columns.includes("studentname")) throw problem("import-student-name-column");
  const existing = new Set(
    (await db.student.findMany({ where: { classId }, select: { studentName: true } })).map((s) =>
      nameKey(s.studentName),
    ),
  );
  const seen = new Map<string, number>();
  const checked: CheckedRow<{ studentName: string }>[] = rows.map(({ line, values }) => {
    const given = (values.studentname ?? "").replace(/\s+/g, " ").trim();
    const parsed = importedStudentName(given);
    const studentName = parsed.success ? parsed.data : given;
    const key = nameKey(studentName);
    let problem: RowProblem | null = null;
    if (!parsed.success) problem = problemOfIssue(parsed.error.issues[0]) ?? { code: "invalid-input" };
    else if (seen.has(key)) problem = { code: IMPORT_MESSAGES.duplicateInFile, params: { line: seen.get(key)! } };
    else if (existing.has(key)) problem = { code: IMPORT_MESSAGES.alreadyInClass };
    if (studentName && !seen.has(key)) seen.set(key, line);
    return { line, values: { studentName }, problem };
  });
  const result = preview(checked, 0, !commit);
  if (!commit || result.errors > 0) return result;

  const written = await db.$transaction(async (tx) => {
    // Someone may have added a student since the names were read: check again inside the transaction.
    const now = await tx.student.findMany({ where: { classId }, select: { studentName: true } });
    if (now.some((s) => seen.has(nameKey(s.studentName)))) throw problem("import-changed");
    const created = await tx.student.createMany({
      data: checked.map((row) => ({
        studentName: row.values.studentName,
        classId,
        schoolId: cls.schoolId,
        createdById: actor.id,
      })),
    });
    return created.count;
  });
  return preview(checked, written, false);
}
