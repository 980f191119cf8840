// The eight filters of the marks list, defined once and without zod so the list screen can read
// them from its URL without loading zod: the API's `listMarksQuery` (marks.ts) has exactly these
// keys (its field table is typed by `MarkFilterKey`), the screen keeps them in its URL, and the
// list request sends them. Blank filters are ignored (docs/product-spec.md#calls).
import { ACADEMIC_TERMS, EXAM_TYPES } from "@/lib/constants";
import { isAcademicYear } from "@/lib/academic-years";

export const MARK_FILTER_KEYS = [
  "academicYear",
  "academicTerm",
  "classId",
  "subjectName",
  "examType",
  "teacherName",
  "dateFrom",
  "dateTo",
] as const;
export type MarkFilterKey = (typeof MARK_FILTER_KEYS)[number];
export type MarkFilters = Partial<Record<MarkFilterKey, string>>;

/** The longest value a filter carries (the API's text filters allow 100 characters). */
export const MARK_FILTER_MAX_LENGTH = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = (options: readonly string[]) => (value: string) => options.includes(value);

/** What a value must look like before the screen sends it; the API checks the rest. */
const CHECKS: Partial<Record<MarkFilterKey, (value: string) => boolean>> = {
  academicYear: (value) => isAcademicYear(value),
  academicTerm: oneOf(ACADEMIC_TERMS),
  examType: oneOf(EXAM_TYPES),
  dateFrom: (value) => DAY.test(value),
  dateTo: (value) => DAY.test(value),
};

/** Every filter read from URL parameters; a value a hand-edited URL gets wrong reads as blank. */
export function readMarkFilters(params: { get(key: string): string | null }): Required<MarkFilters> {
  const out = Object.fromEntries(MARK_FILTER_KEYS.map((key) => [key, ""])) as Required<MarkFilters>;
  for (const key of MARK_FILTER_KEYS) {
    const value = params.get(key)?.trim() ?? "";
    if (value === "" || CHECKS[key]?.(value) === false) continue;
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
