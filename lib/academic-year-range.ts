// An academic year's days, and the exam-date check the marks forms and the server share (kept apart
// from lib/academic-years.ts so the marks list, which only offers years, does not load it).
import { academicYearOf, DEFAULT_YEAR_START_MONTH } from "@/lib/academic-years";
import { addDays } from "@/lib/days";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const pad = (month: number) => String(month).padStart(2, "0");

/** First and last day (`YYYY-MM-DD`, inclusive) of a school year such as "2026-2027". */
export function academicYearRange(academicYear: string, startMonth = DEFAULT_YEAR_START_MONTH) {
  const start = Number(academicYear.slice(0, 4));
  const from = `${start}-${pad(startMonth)}-01`;
  return { from, to: addDays(`${start + 1}-${pad(startMonth)}-01`, -1) };
}

/** Is the exam day inside the school year it is recorded under? */
export const isInAcademicYear = (isoDay: string, academicYear: string, startMonth = DEFAULT_YEAR_START_MONTH) =>
  academicYearOf(isoDay, startMonth) === academicYear;

// Written by hand, not Intl: browsers and Node disagree on short month names ("Sep" / "Sept").
const writtenDay = (isoDay: string) =>
  `${Number(isoDay.slice(8, 10))} ${MONTH_NAMES[Number(isoDay.slice(5, 7)) - 1].slice(0, 3)} ${isoDay.slice(0, 4)}`;

/**
 * The values of `exam-date-outside-year`, an exam date outside its school year (the same on the form and
 * from the server). Its words also say where this year's marks go: the original web client offers only
 * the years up to 2025-2026 and fills in today's date (docs/api-contract.md#marks-exam-date).
 */
export function examDateOutsideYear(academicYear: string, startMonth = DEFAULT_YEAR_START_MONTH) {
  const { from, to } = academicYearRange(academicYear, startMonth);
  return { year: academicYear, from: writtenDay(from), to: writtenDay(to) };
}
