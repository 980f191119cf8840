import { PROBLEMS, type ProblemCode, type ProblemParams } from "@/lib/problems/codes";
import { englishOf, usedParams } from "@/lib/problems/problem-text";

/**
 * The one error a service or handler throws to answer with a status and `{ message, code, params? }`:
 * a problem of lib/problems/codes.ts (its status from there), its message the English of messages/en.json.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly params?: ProblemParams;
  constructor(
    readonly code: ProblemCode,
    params?: ProblemParams,
    readonly headers?: Record<string, string>,
  ) {
    super(englishOf(code, params));
    this.name = "ApiError";
    this.status = PROBLEMS[code];
    this.params = usedParams(code, params);
  }
}

/** Throw `problem("class-not-found")`: the problem with its values and headers (Retry-After). */
export function problem(code: ProblemCode, params?: ProblemParams, headers?: Record<string, string>): ApiError {
  return new ApiError(code, params, headers);
}

type CodeOf<S extends number> = { [C in ProblemCode]: (typeof PROBLEMS)[C] extends S ? C : never }[ProblemCode];

/** A 404 naming what was not found (`notFound("school-not-found")`). */
export const notFound = (code: CodeOf<404> = "not-found") => problem(code);
/** A 403 naming who may (`forbidden("members-admin-only")`). */
export const forbidden = (code: CodeOf<403> = "forbidden") => problem(code);
