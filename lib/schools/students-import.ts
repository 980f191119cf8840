// POST /api/students/import: a class roster from CSV, with each student's profile and guardians when the
// file has their columns (lib/schools/student-csv.schema.ts). A dry run answers every row's outcome; a
// commit writes all rows in one transaction, or nothing when any row is wrong.
import { db, inTransaction, type DbClient } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { problem } from "@/lib/problems/api-error";
import { requireClass } from "@/lib/auth/scope";
import { guardianRow, requireGuardianEditor } from "@/lib/schools/guardians";
import { fromIsoDay } from "@/lib/days";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseCsv } from "@/lib/csv/read";
import { preview, type CheckedRow, type ImportPreview, type RowProblem } from "@/lib/csv/import-result";
import { problemOfIssue } from "@/lib/validation/issue-problem";
import { IMPORT_MESSAGES, importedStudentName } from "@/lib/validation/csv-import";
import { phoneRegionOf } from "@/lib/schools/phone.schema";
import { readProfileRow, rowHasGuardians, type StudentCsvProfile } from "@/lib/schools/student-csv.schema";

/** Names compare without regard to case or repeated spaces ("ann  mugisha" = "Ann Mugisha"). */
export const nameKey = (name: string) => name.normalize("NFKC").replace(/\s+/g, " ").trim().toLowerCase();

/** What the preview shows of a row: the name, the code, and the guardians' names. */
export type StudentImportValues = { studentName: string; studentCode: string; guardians: string };

export async function importStudents(
  actor: Actor,
  classId: string,
  /** The body is read only once the class is known to be the actor's (a stranger gets 404, not 413). */
  readText: () => Promise<string>,
  commit: boolean,
  client: DbClient = db,
): Promise<ImportPreview<StudentImportValues>> {
  const cls = await requireClass(actor, classId, client);
  const { columns, rows } = parseCsv(await readText());
  if (!columns.includes("studentname")) throw problem("import-student-name-column");
  // Mentors cannot change guardians anywhere (lib/schools/guardians.ts): not by file either.
  if (rows.some((row) => rowHasGuardians(row.values))) requireGuardianEditor(actor);
  const school = await client.school.findUniqueOrThrow({ where: { id: cls.schoolId }, select: { timeZone: true } });
  const region = phoneRegionOf(school);
  const takenCodes = new Set(
    (
      await client.student.findMany({
        where: { schoolId: cls.schoolId, studentCode: { not: null } },
        select: { studentCode: true },
      })
    ).map((s) => s.studentCode!),
  );
  const codesInFile = new Map<string, number>();
  const profiles = new Map<number, StudentCsvProfile>();
  const existing = new Set(
    (await client.student.findMany({ where: { classId: cls.id }, select: { studentName: true } })).map((s) =>
      nameKey(s.studentName),
    ),
  );
  const seen = new Map<string, number>();
  const checked: CheckedRow<StudentImportValues>[] = rows.map(({ line, values }) => {
    const given = (values.studentname ?? "").replace(/\s+/g, " ").trim();
    const parsed = importedStudentName(given);
    const studentName = parsed.success ? parsed.data : given;
    const key = nameKey(studentName);
    const read = readProfileRow(values, region);
    const code = read.ok ? read.profile.studentCode : null;
    let problem: RowProblem | null = null;
    if (!parsed.success) problem = problemOfIssue(parsed.error.issues[0]) ?? { code: "invalid-input" };
    else if (seen.has(key)) problem = { code: IMPORT_MESSAGES.duplicateInFile, params: { line: seen.get(key)! } };
    else if (existing.has(key)) problem = { code: IMPORT_MESSAGES.alreadyInClass };
    else if (!read.ok) problem = read.problem;
    else if (code && codesInFile.has(code))
      problem = { code: IMPORT_MESSAGES.sameCodeInFile, params: { line: codesInFile.get(code)! } };
    else if (code && takenCodes.has(code)) problem = { code: "student-code-taken" };
    if (studentName && !seen.has(key)) seen.set(key, line);
    if (code && !codesInFile.has(code)) codesInFile.set(code, line);
    if (read.ok) profiles.set(line, read.profile);
    const shown = read.ok ? read.profile : null;
    return {
      line,
      values: {
        studentName,
        studentCode: shown?.studentCode ?? (values.studentcode ?? "").trim(),
        guardians: shown ? shown.guardians.map((g) => g.name).join(", ") : "",
      },
      problem,
    };
  });
  const result = preview(checked, 0, !commit);
  if (!commit || result.errors > 0) return result;

  const consentTime = new Date();
  const written = await inTransaction(client, async (tx) => {
    // Someone may have added a student (or given a code) since the file was read: check again inside.
    const now = await tx.student.findMany({ where: { classId: cls.id }, select: { studentName: true } });
    if (now.some((s) => seen.has(nameKey(s.studentName)))) throw problem("import-changed");
    const created = await tx.student.createManyAndReturn({
      data: checked.map((row) => {
        const profile = profiles.get(row.line)!;
        return {
          studentName: row.values.studentName,
          classId: cls.id,
          schoolId: cls.schoolId,
          createdById: actor.id,
          dateOfBirth: profile.dateOfBirth ? fromIsoDay(profile.dateOfBirth) : null,
          gender: profile.gender,
          studentCode: profile.studentCode,
        };
      }),
      select: { id: true, studentName: true },
    });
    // Names are unique in the file (checked above), so each created row finds its line by its name.
    const lineOf = new Map(checked.map((row) => [nameKey(row.values.studentName), row.line]));
    await tx.guardian.createMany({
      data: created.flatMap((student) =>
        profiles.get(lineOf.get(nameKey(student.studentName))!)!.guardians.map((guardian, index) => ({
          studentId: student.id,
          ...guardianRow(guardian, index, consentTime),
        })),
      ),
    });
    return created.length;
  }).catch((error: unknown) => {
    // A student code given to another student of the school since the file was read.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw problem("import-changed");
    throw error;
  });
  return preview(checked, written, false);
}
