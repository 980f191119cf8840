// School years, kept out of lib/constants.ts so screens that never show a year do not load this.
import { ACADEMIC_YEARS } from "@/lib/constants";

/**
 * Any school year `YYYY-(YYYY+1)` from 2000 to next year is valid: the original client offers the
 * spec's three plus the current one (e.g. 2026-2027). Screens offer the spec's years and the current one.
 */
export function isAcademicYear(value: string, now = new Date()): boolean {
  const match = /^(\d{4})-(\d{4})$/.exec(value);
  if (!match) return false;
  const start = Number(match[1]);
  return Number(match[2]) === start + 1 && start >= 2000 && start <= now.getUTCFullYear() + 1;
}
export function academicYearOptions(now = new Date()): string[] {
  const year = now.getUTCFullYear();
  return [...new Set<string>([...ACADEMIC_YEARS, `${year - 1}-${year}`, `${year}-${year + 1}`])].sort();
}
