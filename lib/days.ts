// Calendar days as `YYYY-MM-DD` strings (UTC), the form the API and the `@db.Date` columns share.
// The one definition of the day helpers; a school's own clock is `schoolTimeZone()` in
// lib/schools/school-time-zone.ts. Pure functions: validation schemas and screens may import them.

export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a `@db.Date` column (Prisma reads it as UTC midnight), or of an instant in UTC. */
export const toIsoDay = (date: Date | string) =>
  typeof date === "string" ? date.slice(0, 10) : date.toISOString().slice(0, 10);

/** UTC midnight of a `YYYY-MM-DD` day, for a `@db.Date` column. */
export const fromIsoDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** Today's UTC day as `YYYY-MM-DD`. */
export const todayIso = (now = new Date()) => toIsoDay(now);

/** Today as `YYYY-MM-DD` in the browser's own time zone (date inputs' default and maximum). */
export const localToday = (now = new Date()) => toIsoDay(new Date(now.getTime() - now.getTimezoneOffset() * 60_000));

/** The day `days` after (or, negative, before) `isoDay`. */
export const addDays = (isoDay: string, days: number) =>
  toIsoDay(new Date(fromIsoDay(isoDay).getTime() + days * DAY_MS));

/** Whether `isoDay` names a day that exists (no 2025-02-30), with `Date`'s own calendar. */
export function isRealIsoDay(isoDay: string): boolean {
  const date = fromIsoDay(isoDay);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDay);
}

// One formatter per zone, made once: making one is costly, and every bulk save asks (docs/performance.md#api-overhead).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of `now` in an IANA time zone. */
export function dayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
