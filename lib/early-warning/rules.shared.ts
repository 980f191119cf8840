// The early-warning rules' names, defaults and bounds, and the interventions' actions
// (docs/product-spec.md#early-warning). Kept free of imports (no zod) so the screens that show them pay
// for nothing else; lib/early-warning/early-warning.schema.ts builds the request schemas from them.

/** The rules' names as the list's reasons carry them, in the order a reason list is shown. */
export const AT_RISK_RULES = ["consecutive-absences", "attendance-rate", "marks-drop", "missing-marks"] as const;
export type AtRiskRule = (typeof AT_RISK_RULES)[number];

export interface EarlyWarningRules {
  /** Flag a student absent at this many school days in a row (their latest records). */
  consecutiveAbsences: number | null;
  /** Flag a student whose attendance rate over the window is below this percent. */
  minAttendanceRate: number | null;
  /** The rate's window: the school's latest this many school days (days with any register). */
  windowSchoolDays: number | null;
  /** Flag a drop of at least this many percentage points between a subject's two latest exams. */
  marksDrop: number | null;
  /** Flag an exam of the student's class still without the student's mark this many days after it. */
  missingMarksAfterDays: number | null;
  /**
   * The attendance-rate rule rates a student only once they have this many records in its window (null:
   * from their first): early in a term one absence in 6 days is 83 %, which says little yet.
   */
  minRecordedDays: number | null;
}

/** What a school without rules of its own uses. */
export const DEFAULT_EARLY_WARNING: EarlyWarningRules = {
  consecutiveAbsences: 3,
  minAttendanceRate: 85,
  windowSchoolDays: 20,
  marksDrop: 15,
  missingMarksAfterDays: 14,
  minRecordedDays: 10,
};

/** Each rule's bounds (inclusive): a value outside them is refused. */
export const RULE_BOUNDS: Record<keyof EarlyWarningRules, { min: number; max: number }> = {
  consecutiveAbsences: { min: 1, max: 60 },
  minAttendanceRate: { min: 1, max: 100 },
  windowSchoolDays: { min: 1, max: 200 },
  marksDrop: { min: 1, max: 100 },
  missingMarksAfterDays: { min: 0, max: 365 },
  minRecordedDays: { min: 1, max: 60 },
};

export const INTERVENTION_ACTIONS = ["called-guardian", "home-visit", "meeting", "referred", "other"] as const;
export type InterventionAction = (typeof INTERVENTION_ACTIONS)[number];

export const NOTE_MAX = 1000;
export const NEXT_STEP_MAX = 200;
