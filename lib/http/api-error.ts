import { codeOfStatus, PROBLEMS, type ProblemCode, type ProblemParams } from "@/lib/problems";
import { englishOf } from "@/lib/http/problem-text";

/**
 * The one error a service or handler throws to answer with a status and `{ message, code, params? }`.
 * Throw it through `problem(code, params)`; the bare constructor (an English message without a code of
 * its own, answered with its status's generic code) is what is left of the time before codes.
 */
export class ApiError extends Error {
  readonly code: ProblemCode;
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Record<string, string>,
    code?: ProblemCode,
    readonly params?: ProblemParams,
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code ?? codeOfStatus(status);
  }
}

/** A problem of lib/problems.ts, its message written in English from messages/en.json. */
export function problem(code: ProblemCode, params?: ProblemParams, headers?: Record<string, string>): ApiError {
  return new ApiError(PROBLEMS[code], englishOf(code, params), headers, code, params);
}

export const notFound = (what = "Record") => new ApiError(404, `${what} not found`);
export const forbidden = (message = "You do not have permission to do this") => new ApiError(403, message);
