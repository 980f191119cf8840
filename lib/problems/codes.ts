/** PROBLEMS' first group: one code per status, for an answer no more specific problem names. */
const GENERIC_PROBLEMS = {
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
} as const;

/**
 * The closed list of problems the API answers with, code → HTTP status (docs/api-contract.md#problem-codes).
 * An answer's `message` is the English of `errors.<code>` in messages/en.json with the answer's `params`;
 * screens show `errors.<code>` of their own language and never read the English. Shared by server and
 * screens, so it holds no server code.
 *
 * The first group is one code per status, for an answer no more specific problem names; a new failure
 * gets its own code here (in its group, sorted), its English in every catalogue, and is thrown as
 * `problem(code, params)`.
 */
export const PROBLEMS = {
  ...GENERIC_PROBLEMS,

  "already-exists": 409,
  "reference-missing": 400,
  "nul-text": 400,
  "request-cancelled": 400,
  "cross-site-refused": 403,
  "no-such-endpoint": 404,

  // request
  "body-malformed": 400,
  "body-required": 400,
  "body-too-deep": 400,
  "body-too-large": 413,
  "content-type-json": 415,
  "idempotency-key-invalid": 400,
  "idempotency-key-reused": 422,
  "idempotency-key-running": 409,

  // auth
  "account-deactivated": 403,
  "account-gone": 401,
  "authorization-invalid": 401,
  "credentials-invalid": 401,
  "email-taken": 409,
  "password-current-wrong": 400,
  "password-same-as-username": 400,
  "password-too-common": 400,
  "session-ended": 401,
  "token-invalid": 401,
  "username-taken": 409,

  // limits
  "changes-throttled": 429,
  "download-running": 429,
  "downloads-busy": 429,
  "downloads-throttled": 429,
  "forgot-password-throttled": 429,
  "geocode-throttled": 429,
  "hashing-busy": 429,
  "imports-throttled": 429,
  "join-code-throttled": 429,
  "password-throttled": 429,
  "pdf-busy": 429,
  "pdf-throttled": 429,
  "sign-in-throttled": 429,
  "signup-throttled": 429,
  "tracking-throttled": 429,

  // not-found
  "attendance-not-found": 404,
  "class-not-found": 404,
  "class-not-in-school": 404,
  "join-code-unknown": 404,
  "join-request-not-found": 404,
  "logo-not-found": 404,
  "mark-not-found": 404,
  "marks-class-not-found": 404,
  "member-not-found": 404,
  "school-not-found": 404,
  "student-not-found": 404,
  "subject-not-in-school": 404,
  "user-not-found": 404,

  // forbidden
  "members-admin-only": 403,
  "school-managers-only": 403,
  "school-settings-admin-only": 403,
  "sender-name-admin-only": 403,

  // conflict
  "cannot-deactivate-self": 409,
  "class-exists": 409,
  "import-changed": 409,
  "last-admin": 409,
  "marks-exist": 409,
  "same-school-exists": 409,

  // records
  "attendance-future": 400,
  "class-or-student-invalid": 400,
  "exam-date-outside-year": 400,
  "marks-above-maximum": 400,
  "marks-invalid-records": 400,
  "select-school": 400,
  "student-not-in-class": 400,

  // files
  "csv-empty": 400,
  "csv-encoding": 400,
  "csv-too-large": 413,
  "csv-too-many-rows": 413,
  "csv-type": 415,
  "csv-unreadable": 400,
  "import-marks-columns": 400,
  "import-rejected": 422,
  "import-student-name-column": 400,
  "import-wrong-subject": 400,
  "logo-damaged": 400,
  "logo-dimensions": 400,
  "logo-too-large": 413,
  "logo-type": 415,

  // fields: what a shared schema (lib/validation) says of a field
  "academic-term-unknown": 400,
  "academic-year-unknown": 400,
  "active-not-boolean": 400,
  "address-not-text": 400,
  "address-too-long": 400,
  "attendance-action-invalid": 400,
  "attendance-class-missing": 400,
  "attendance-no-students": 400,
  "attendance-nothing-marked": 400,
  "attendance-status-invalid": 400,
  "attendance-too-many-records": 400,
  "band-label-invalid": 400,
  "band-min-invalid": 400,
  "bands-count": 400,
  "bands-distinct": 400,
  "bands-need-zero": 400,
  "bulk-record-duplicate": 400,
  "bulk-record-invalid": 400,
  "bulk-record-mixed": 400,
  "challenge-not-text": 400,
  "challenge-too-long": 400,
  "choose-user": 400,
  "class-id-invalid": 400,
  "class-id-unknown": 400,
  "teacher-not-member": 400,
  "subject-teachers-too-many": 400,
  "class-name-required": 400,
  "class-required": 400,
  "class-room-required": 400,
  "commenter-role-invalid": 400,
  "comments-limit-invalid": 400,
  "commit-not-boolean": 400,
  "date-from-invalid": 400,
  "date-future": 400,
  "date-invalid": 400,
  "date-out-of-range": 400,
  "date-range-too-long": 400,
  "date-to-before-from": 400,
  "date-to-invalid": 400,
  "email-invalid": 400,
  "email-required": 400,
  "email-too-long": 400,
  "end-date-invalid": 400,
  "established-year-invalid": 400,
  "established-year-range": 400,
  "event-data-invalid": 400,
  "event-type-invalid": 400,
  "event-type-unknown": 400,
  "exam-type-unknown": 400,
  "export-too-long": 400,
  "fill-required": 400,
  "forgot-username-required": 400,
  "from-date-invalid": 400,
  "gps-required": 400,
  "gps-timestamp-invalid": 400,
  "gps-type-invalid": 400,
  "id-invalid": 400,
  "import-already-in-class": 400,
  "import-same-code-in-file": 400,
  "import-ambiguous-name": 400,
  "import-duplicate-in-file": 400,
  "import-mark-exists": 400,
  "import-max-marks-invalid": 400,
  "import-student-name-required": 400,
  "import-student-name-too-long": 400,
  "import-total-above-maximum": 400,
  "import-total-marks-invalid": 400,
  "import-unknown-student": 400,
  "invalid-type": 400,
  "join-code-invalid": 400,
  "join-code-required": 400,
  "latitude-invalid": 400,
  "latitude-out-of-range": 400,
  "latitude-required": 400,
  "lesson-observation-required": 400,
  "limit-not-integer": 400,
  "limit-too-large": 400,
  "limit-too-small": 400,
  "locale-invalid": 400,
  "longitude-invalid": 400,
  "longitude-out-of-range": 400,
  "longitude-required": 400,
  "marks-too-many-records": 400,
  "marks-too-many-students": 400,
  "max-marks-not-integer": 400,
  "max-marks-too-large": 400,
  "max-marks-too-small": 400,
  "model-lesson-required": 400,
  "name-invisible": 400,
  "needs-approval-not-boolean": 400,
  "not-text": 400,
  "nothing-to-update": 400,
  "page-not-integer": 400,
  "page-too-far": 400,
  "page-too-large": 400,
  "page-too-small": 400,
  "password-current-required": 400,
  "password-new-required": 400,
  "password-required": 400,
  "password-same-as-old": 400,
  "password-too-long": 400,
  "password-too-short": 400,
  "passwords-mismatch": 400,
  "period-start-after-end": 400,
  "period-too-long": 400,
  "phone-invalid": 400,
  "reading-not-number": 400,
  "reading-out-of-range": 400,
  "remark-too-long": 400,
  "report-date-invalid": 400,
  "report-role-invalid": 400,
  "role-invalid": 400,
  "school-id-invalid": 400,
  "school-id-required": 400,
  "school-id-unknown": 400,
  "school-latitude-invalid": 400,
  "school-longitude-invalid": 400,
  "school-name-required": 400,
  "search-too-long": 400,
  "select-academic-term": 400,
  "select-academic-year": 400,
  "select-class": 400,
  "select-date-range": 400,
  "select-exam-date": 400,
  "select-exam-type": 400,
  "select-role": 400,
  "select-student": 400,
  "select-students": 400,
  "select-subject": 400,
  "sender-name-invalid": 400,
  "session-id-invalid": 400,
  "session-id-required": 400,
  "session-required": 400,
  "start-after-end": 400,
  "start-date-invalid": 400,
  "status-filter-invalid": 400,
  "student-id-invalid": 400,
  "student-name-required": 400,
  "students-not-integer": 400,
  "students-too-few": 400,
  "students-too-many": 400,
  "subject-filter-too-long": 400,
  "subject-name-required": 400,
  "success-story-not-text": 400,
  "success-story-too-long": 400,
  "teacher-filter-too-long": 400,
  "text-too-long": 400,
  "time-zone-invalid": 400,
  "to-date-invalid": 400,
  "total-marks-not-integer": 400,
  "total-marks-too-large": 400,
  "total-marks-too-small": 400,
  "tracking-event-invalid": 400,
  "tracking-no-events": 400,
  "tracking-payload-invalid": 400,
  "tracking-too-many-events": 400,
  "user-id-invalid": 400,
  "username-characters": 400,
  "username-required": 400,
  "username-too-long": 400,
  "view-daily-invalid": 400,
  "view-roster-invalid": 400,
  "weight-invalid": 400,
  "weights-sum": 400,
  "year-start-month-invalid": 400,

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

  // Absence notices (docs/product-spec.md#notices).
  "receipt-unverified": 403,
  "intervention-body-invalid": 400,
  "notice-statuses-invalid": 400,
  "notice-delay-invalid": 400,
  "notice-quiet-hours-format": 400,
  "notice-quiet-hours-same": 400,
  "notice-monthly-limit-invalid": 400,
  "notice-enabled-invalid": 400,
  "notice-rule-invalid": 400,
  "notice-status-filter-invalid": 400,
  "receipt-provider-unknown": 400,
  "too-many-wrong-codes": 429,
  "card-code-invalid": 400,
  "early-warning-rule": 400,
  "early-warning-window-needed": 400,
  "early-warning-min-days-window": 400,
  "at-risk-scope-needed": 400,
  "intervention-action": 400,
  "intervention-note": 400,
  "intervention-outcome": 400,
  "intervention-next-step": 400,
  "intervention-owner-not-member": 400,
  "intervention-already-resolved": 409,
  "callbacks-throttled": 429,
  "callback-too-large": 413,
  "intervention-not-found": 404,
  "report-card-not-found": 404,
  "public-address-missing": 409,
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

/** The code of an answer that names none more specific: its status's generic code. */
export function codeOfStatus(status: number): ProblemCode {
  const generic = Object.entries(GENERIC_PROBLEMS).find(([, of]) => of === status)?.[0] as ProblemCode | undefined;
  return generic ?? (status >= 500 ? "server-error" : "invalid-input");
}

/**
 * Problems in one language's words: `say` is that language's `errors` catalogue. A problem about one part
 * of a request may name another problem as its `reason` ("Record 3 (student x): Invalid id"): the reason
 * is a code, written in the same language first, with the same params. The one translator of the API's
 * English (lib/problems/problem-text.ts), the screens (useSay) and the grid's form action.
 */
export function problemWords(
  say: (code: string, params?: ProblemParams) => string,
): (code: ProblemCode | ClientProblemCode, params?: ProblemParams) => string {
  const write = (code: string, params?: ProblemParams): string =>
    say(
      code,
      params && looksLikeCode(params.reason)
        ? { ...params, reason: write(params.reason, { ...params, reason: "" }) }
        : params,
    );
  return write;
}

/**
 * Problems the screens meet without an answer to read (no network, a timeout, an answer without a
 * body, a form's own summary): words in the same `errors` namespace, no status.
 */
export const CLIENT_PROBLEMS = [
  "check-fields",
  "code-load-failed",
  "network-error",
  "request-timed-out",
  "server-status",
  "unexpected-error",
] as const;

export type ClientProblemCode = (typeof CLIENT_PROBLEMS)[number];

export function isClientProblemCode(value: unknown): value is ClientProblemCode {
  return typeof value === "string" && (CLIENT_PROBLEMS as readonly string[]).includes(value);
}

/** A problem as a screen shows it: `errors.<code>` in its language with `params`. */
export interface Problem {
  code: ProblemCode | ClientProblemCode;
  params?: ProblemParams;
}

/** What a screen says: a problem to translate, or a line already in the screen's language. */
export type Said = Problem | string;

/**
 * Shaped like a code (kebab-case, as no English sentence is): what the screens test, so that their
 * bundles need not carry the table above. The server checks the table (isProblemCode).
 */
export function looksLikeCode(value: unknown): value is ProblemCode {
  return typeof value === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}
