// School years from the calendar, kept out of lib/constants.ts so screens that never show a year do not load this.
// The pickers need only this file; checking an exam date against a year is lib/academic-year-range.ts.
// Year "2026-2027" starts on the 1st of the school's start month in 2026 and ends the day before that
// date in 2027 (docs/product-spec.md#constants).

/** September: the school year of the seeded schools (School.yearStartMonth's default). */
export const DEFAULT_YEAR_START_MONTH = 9;
/** Pickers offer the current year and this many before it. */
export const RECENT_ACADEMIC_YEARS = 3;

/** Today as `YYYY-MM-DD` on the browser's (or server's) own clock. */
const localIsoDay = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/** The school year a day (`YYYY-MM-DD`) falls in. */
export function academicYearOf(isoDay: string, startMonth = DEFAULT_YEAR_START_MONTH): string {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  const start = month >= startMonth ? year : year - 1;
  return `${start}-${start + 1}`;
}

/**
 * Any school year `YYYY-(YYYY+1)` from 2000 to next year is valid: marks from past years stay
 * editable, and a school may record next year's first exams early.
 */
export function isAcademicYear(value: string, now = new Date()): boolean {
  const match = /^(\d{4})-(\d{4})$/.exec(value);
  if (!match) return false;
  const start = Number(match[1]);
  return Number(match[2]) === start + 1 && start >= 2000 && start <= now.getUTCFullYear() + 1;
}

/** The current school year and the recent ones, newest first, derived from today (not a fixed list). */
export function academicYearOptions(now = new Date(), startMonth = DEFAULT_YEAR_START_MONTH): string[] {
  const current = Number(academicYearOf(localIsoDay(now), startMonth).slice(0, 4));
  return Array.from({ length: RECENT_ACADEMIC_YEARS + 1 }, (_, back) => `${current - back}-${current - back + 1}`);
}

/** The school year today falls in (the pickers' preselected choice). */
export const currentAcademicYear = (now = new Date(), startMonth = DEFAULT_YEAR_START_MONTH) =>
  academicYearOf(localIsoDay(now), startMonth);
