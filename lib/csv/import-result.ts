import { englishOf } from "@/lib/problems/problem-text";
import type { ProblemCode, ProblemParams } from "@/lib/problems/codes";

/** What is wrong with a row, as a problem of lib/problems/codes.ts. */
export interface RowProblem {
  code: ProblemCode;
  params?: ProblemParams;
}

export interface CheckedRow<T> {
  line: number;
  /** What the row says, as read (for the preview table). */
  values: T;
  problem: RowProblem | null;
}

/** A row as answered: `error` is the problem's English (the original contract), `code`/`params` name it. */
export interface ImportRow<T> {
  line: number;
  values: T;
  error: string | null;
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

export function preview<T>(checked: CheckedRow<T>[], written = 0, dryRun = true): ImportPreview<T> {
  const rows = checked.map(({ line, values, problem }): ImportRow<T> =>
    problem
      ? { line, values, error: englishOf(problem.code, problem.params), ...problem }
      : { line, values, error: null },
  );
  const errors = rows.filter((row) => row.error).length;
  return { dryRun, total: rows.length, valid: rows.length - errors, errors, rows, written };
}
