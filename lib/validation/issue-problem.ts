import { looksLikeCode, type ProblemCode, type ProblemParams } from "@/lib/problems/codes";

/** What a zod issue offers (structural, so that screens need not load zod to read one). */
export interface IssueLike {
  message: string;
  code?: string;
  expected?: unknown;
  input?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  params?: unknown;
  path?: readonly PropertyKey[];
}

/** The name zod gives what it received (`array`, `null`, `string`, …). */
function typeOf(input: unknown): string {
  if (Array.isArray(input)) return "array";
  if (input === null) return "null";
  if (typeof input === "number" && Number.isNaN(input)) return "NaN";
  return typeof input;
}

const value = (raw: unknown): string | number | undefined =>
  typeof raw === "number" || typeof raw === "string" ? raw : typeof raw === "bigint" ? Number(raw) : undefined;

/**
 * The problem a schema's issue names: its message is the code (lib/validation writes them so), its
 * values the bound zod kept (`max`, `min`) and the `params` a refinement gave. Null for a message that
 * is no code (zod's own, from a check without one).
 */
export function problemOfIssue(issue: IssueLike | undefined): { code: ProblemCode; params?: ProblemParams } | null {
  if (!issue) return null;
  // A type check without words of its own (a body that is an array, not an object): zod's wording, as a code.
  if (
    !looksLikeCode(issue.message) &&
    issue.code === "invalid_type" &&
    typeof issue.expected === "string" &&
    issue.input !== undefined
  )
    return { code: "invalid-type", params: { expected: issue.expected, received: typeOf(issue.input) } };
  if (!looksLikeCode(issue.message)) return null;
  const params: ProblemParams = {};
  const max = value(issue.maximum);
  const min = value(issue.minimum);
  if (max !== undefined) params.max = max;
  if (min !== undefined) params.min = min;
  // Which item of a list is wrong ("Guardian 2: …"): the first index on the issue's path, from 1.
  const index = issue.path?.find((step) => typeof step === "number");
  if (typeof index === "number") params.item = index + 1;
  if (issue.params && typeof issue.params === "object") {
    for (const [key, raw] of Object.entries(issue.params)) {
      const given = value(raw);
      if (given !== undefined) params[key] = given;
    }
  }
  return Object.keys(params).length ? { code: issue.message, params } : { code: issue.message };
}
