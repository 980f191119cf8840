// docs/product-spec.md#constants: business constants shared by the screens and the server.
export const API_TIMEOUT_MS = 10_000;
export const REPORT_REDIRECT_MS = 1_500;
export const MARKS_REDIRECT_MS = 2_000;
export const PRINT_CLOSE_MS = 500;

// One named constant a line, as product-spec.md#constants lists them.
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_STUDENTS = 1;
export const MIN_TOTAL_MARKS = 1;
/** What an exam is out of when the client does not say (the original client's default). */
export const DEFAULT_MAX_MARKS = 100;

export const ATTENDANCE_CLASSES_OVERVIEW = 6;
export const ADMIN_RECENT_REPORTS = 5;
export const ADMIN_OVERVIEW_CLASSES = 6;
export const ADMIN_OVERVIEW_STUDENTS = 6;
export const MARKS_PAGE_SIZE = 10;

export const ACADEMIC_TERMS = ["FIRST_TERM", "SECOND_TERM", "THIRD_TERM"] as const;
export const EXAM_TYPES = ["BEGINNING_TERM", "MIDTERM", "ENDTERM"] as const;
export const ATTENDANCE_STATUSES = ["present", "absent", "late", "excused"] as const;

/** How printed reports name the enums (docs/design.md#convention-10: never `BEGINNING_TERM` on paper). */
export const EXAM_TYPE_LABELS: Record<(typeof EXAM_TYPES)[number], string> = {
  BEGINNING_TERM: "Beginning of term",
  MIDTERM: "Midterm",
  ENDTERM: "End of term",
};

export type AcademicTerm = (typeof ACADEMIC_TERMS)[number];
export type ExamType = (typeof EXAM_TYPES)[number];
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_REMARKS: Record<AttendanceStatus, string> = {
  present: "",
  absent: "",
  late: "Late arrival",
  excused: "Excused absence",
};

/** docs/product-spec.md#constants colour bands: 80+ green, 60–79 yellow, below 60 red. */
export function rateBand(rate: number): "green" | "yellow" | "red" {
  if (rate >= 80) return "green";
  if (rate >= 60) return "yellow";
  return "red";
}

/**
 * Whether a user (an actor, a user's JSON) or a bare role is the admin's: the one test of it, for the
 * services' scoping (docs/design.md#convention-6), the proxy's redirects and the screens.
 */
export const isAdmin = (who: { role: string } | string | null | undefined): boolean =>
  (typeof who === "string" ? who : who?.role) === "admin";

// Usage tracking (docs/product-spec.md#purpose, docs/product-spec.md#entities, docs/product-spec.md#calls POST /tracking).
export const TRACKING_EVENT_TYPES = [
  "app_start",
  "session_start",
  "user_action",
  "page_view",
  "button_click",
  "form_submit",
  "navigation",
  "login_attempt",
  "logout",
  "data_access",
  "admin_dashboard_access",
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];
export const TRACKING_MAX_BODY_BYTES = 32 * 1024;
export const TRACKING_MAX_BATCH = 50;
/**
 * Events a minute: per session (a person clicking fast sends a few dozen; the original client sends
 * one request per event) and per address (a school's shared connection carries many sessions).
 */
export const TRACKING_SESSION_LIMIT = { events: 120, windowSeconds: 60 } as const;
export const TRACKING_ADDRESS_LIMIT = { events: 1200, windowSeconds: 60 } as const;
/** Tracked positions keep their precision this long, then are rounded to about 1 km. */
export const TRACKING_PRECISE_DAYS = 30;
/** The position filed with a daily report or observation: kept as captured this long, then rounded the same way. */
export const REPORT_GPS_PRECISE_DAYS = TRACKING_PRECISE_DAYS;
export const TRACKING_FLUSH_MS = 3_000;
/** Adoption view: default period (days, ending today) and the longest period allowed. */
export const ADOPTION_DEFAULT_DAYS = 30;
export const ADOPTION_MAX_DAYS = 366;

// Student profile and guardians (docs/product-spec.md#guardians); the values are the database's enums.
export const GENDERS = ["female", "male", "other"] as const;
export const GUARDIAN_RELATIONSHIPS = ["mother", "father", "guardian", "grandparent", "sibling", "other"] as const;
export const GUARDIAN_LANGUAGES = ["rw", "en", "fr"] as const;
export const MAX_GUARDIANS = 3;
export const GUARDIAN_NAME_MAX = 100;
export const STUDENT_CODE_MAX = 40;
/** The oldest date of birth a form accepts (a typo such as 1900 is refused, not stored). */
export const MIN_BIRTH_DATE = "1950-01-01";
export type Gender = (typeof GENDERS)[number];
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];
export type GuardianLanguage = (typeof GUARDIAN_LANGUAGES)[number];

/** Where notices go: the values of the NOTICE_PROVIDER setting (lib/env.ts), one channel each. */
export const NOTICE_PROVIDERS = ["log", "africastalking", "twilio", "smtp"] as const;
export type NoticeProvider = (typeof NOTICE_PROVIDERS)[number];
