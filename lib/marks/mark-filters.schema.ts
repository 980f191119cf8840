// The eight filters of the marks list, defined once and without zod: the list screen reads them from
// its URL with `readMarkFilters` (no zod loaded), the list request sends them with `markFilterParams`,
// and marks.ts builds the API's `listMarksQuery` fields from the same table. Blank filters are
// ignored (docs/product-spec.md#calls).
import { ACADEMIC_TERMS, EXAM_TYPES } from "@/lib/constants";
import { isAcademicYear } from "@/lib/academic-years";
import type { ProblemCode } from "@/lib/problems/codes";

/**
 * What one filter holds, and the problem code the API answers when a value is wrong:
 * - year: a school year (`YYYY-YYYY`); day: `YYYY-MM-DD`; oneOf: one of `options`
 * - id: a record's id; text: a name matched by the server, at most MARK_FILTER_MAX_LENGTH characters
 */
export type MarkFilterRule =
  | { kind: "year" | "id" | "text" | "day"; message: ProblemCode }
  | { kind: "oneOf"; options: readonly [string, ...string[]]; message: ProblemCode };

export const MARK_FILTERS = {
  academicYear: { kind: "year", message: "academic-year-unknown" },
  academicTerm: { kind: "oneOf", options: ACADEMIC_TERMS, message: "academic-term-unknown" },
  classId: { kind: "id", message: "class-id-invalid" },
  subjectName: { kind: "text", message: "subject-filter-too-long" },
  examType: { kind: "oneOf", options: EXAM_TYPES, message: "exam-type-unknown" },
  teacherName: { kind: "text", message: "teacher-filter-too-long" },
  dateFrom: { kind: "day", message: "date-from-invalid" },
  dateTo: { kind: "day", message: "date-to-invalid" },
} as const satisfies Record<string, MarkFilterRule>;

export type MarkFilterKey = keyof typeof MARK_FILTERS;
export type MarkFilters = Partial<Record<MarkFilterKey, string>>;
export const MARK_FILTER_KEYS = Object.keys(MARK_FILTERS) as readonly MarkFilterKey[];

/** The longest value a filter carries (the API's text filters allow 100 characters). */
export const MARK_FILTER_MAX_LENGTH = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a value must look like before the screen sends it; the API checks the rest (ids, lengths, real days). */
function looksValid(rule: MarkFilterRule, value: string): boolean {
  switch (rule.kind) {
    case "year":
      return isAcademicYear(value);
    case "oneOf":
      return rule.options.includes(value);
    case "day":
      return DAY.test(value);
    default:
      return true;
  }
}

/** Every filter read from URL parameters; a value a hand-edited URL gets wrong reads as blank. */
export function readMarkFilters(params: { get(key: string): string | null }): Required<MarkFilters> {
  const out = Object.fromEntries(MARK_FILTER_KEYS.map((key) => [key, ""])) as Required<MarkFilters>;
  for (const key of MARK_FILTER_KEYS) {
    const value = params.get(key)?.trim() ?? "";
    if (value === "" || !looksValid(MARK_FILTERS[key], value)) continue;
    out[key] = value.slice(0, MARK_FILTER_MAX_LENGTH);
  }
  return out;
}

/** The filters as URL parameters, trimmed; blank ones are left out. */
export function markFilterParams(filters: MarkFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of MARK_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}
