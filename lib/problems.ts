/**
 * The closed list of problems the API answers with, code → HTTP status (docs/api-contract.md#problem-codes).
 * An answer's `message` is the English of `errors.<code>` in messages/en.json with the answer's `params`;
 * screens show `errors.<code>` of their own language and never read the English. Shared by server and
 * screens, so it holds no server code.
 *
 * The first group is one code per status, for an answer no more specific problem names; a new failure
 * gets its own code here, its English in every catalogue, and is thrown as `problem(code, params)`.
 */
export const PROBLEMS = {
  "invalid-input": 400,
  "sign-in-required": 401,
  forbidden: 403,
  "not-found": 404,
  "method-not-allowed": 405,
  conflict: 409,
  "too-large": 413,
  "unsupported-media-type": 415,
  unprocessable: 422,
  "too-many-requests": 429,
  "server-error": 500,
  "database-unavailable": 503,

  "already-exists": 409,
  "reference-missing": 400,
  "nul-text": 400,
  "request-cancelled": 400,
  "cross-site-refused": 403,
  "no-such-endpoint": 404,

  "early-warning-rule": 400,
  "early-warning-window-needed": 400,
  "at-risk-scope-needed": 400,
  "intervention-action": 400,
  "intervention-note": 400,
  "intervention-outcome": 400,
  "intervention-next-step": 400,
  "intervention-owner-not-member": 400,
  "intervention-already-resolved": 409,
  // Student profile and guardians (docs/product-spec.md#guardians); `item` is the guardian's number.
  "student-birth-date-invalid": 400,
  "student-gender-unknown": 400,
  "student-code-invalid": 400,
  "student-code-taken": 409,
  "guardians-invalid": 400,
  "guardians-too-many": 400,
  "guardian-unknown": 400,
  "guardian-name-required": 400,
  "guardian-name-too-long": 400,
  "guardian-name-invisible": 400,
  "guardian-relationship-unknown": 400,
  "guardian-phone-invalid": 400,
  "guardian-phone-repeated": 400,
  "guardian-email-invalid": 400,
  "guardian-language-unknown": 400,
  "guardian-consent-invalid": 400,
  "guardians-mentor-read-only": 403,
} as const satisfies Record<string, ProblemStatus>;

type ProblemStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export type ProblemCode = keyof typeof PROBLEMS;

/** Values an answer's message is written with (`{ max: 100 }` → "… at most 100 …"). */
export type ProblemParams = Record<string, string | number>;

/** What every error answer of `/api` carries (params only when the message has values in it). */
export interface ProblemBody {
  message: string;
  code: ProblemCode;
  params?: ProblemParams;
}

export function isProblemCode(value: unknown): value is ProblemCode {
  return typeof value === "string" && Object.hasOwn(PROBLEMS, value);
}

/** The code of an answer that names none more specific: one per status. */
export function codeOfStatus(status: number): ProblemCode {
  const generic: Partial<Record<number, ProblemCode>> = {
    400: "invalid-input",
    401: "sign-in-required",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    409: "conflict",
    413: "too-large",
    415: "unsupported-media-type",
    422: "unprocessable",
    429: "too-many-requests",
    503: "database-unavailable",
  };
  return generic[status] ?? (status >= 500 ? "server-error" : "invalid-input");
}
