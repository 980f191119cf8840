// Calendar days as `YYYY-MM-DD` strings (UTC), the form the API and the `@db.Date` columns share.

/** `YYYY-MM-DD` of a `@db.Date` column (Prisma reads it as UTC midnight). */
export const toIsoDay = (date: Date | string) =>
  typeof date === "string" ? date.slice(0, 10) : date.toISOString().slice(0, 10);

/** UTC midnight of a `YYYY-MM-DD` day, for a `@db.Date` column. */
export const fromIsoDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** Today's UTC day as `YYYY-MM-DD`. */
export const todayIso = () => toIsoDay(new Date());
