import { IMPORT_MESSAGES } from "@/lib/validation/csv-import";
import type { ProblemCode, ProblemParams } from "@/lib/problems";

export interface ImportRow<T> {
  line: number;
  /** What the row says, as read (for the preview table). */
  values: T;
  error: string | null;
  /** The error's problem code, where it has one, for the screens to say it in their language. */
  code?: ProblemCode;
  params?: ProblemParams;
}

export interface ImportPreview<T> {
  dryRun: boolean;
  total: number;
  valid: number;
  errors: number;
  rows: ImportRow<T>[];
  /** How many rows were written (0 on a dry run). */
  written: number;
}

export function preview<T>(rows: ImportRow<T>[], written = 0, dryRun = true): ImportPreview<T> {
  const errors = rows.filter((row) => row.error).length;
  return { dryRun, total: rows.length, valid: rows.length - errors, errors, rows, written };
}

/**
 * The answer: the preview on a dry run or a successful commit; a commit with any bad row writes nothing
 * and is 422 `{ message, ...preview }`, so the screen can show why.
 */
export function importResponse<T>(result: ImportPreview<T>, commit: boolean): Response {
  if (commit && result.errors > 0)
    return Response.json({ message: IMPORT_MESSAGES.nothingImported, ...result }, { status: 422 });
  return Response.json(result, { status: commit ? 201 : 200 });
}
