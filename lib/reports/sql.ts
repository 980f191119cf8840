// The SQL fragments the reports (and the dashboards that show the same numbers) read with: the
// SELECT lists of an attendance or marks aggregate. Shaping their rows is summaries.ts's job.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { db, sql } from "@/lib/db";
import { inSchoolsOfSql } from "@/lib/auth/scope";

/** The SELECT list that counts each status in one pass (`count(*) FILTER`), cast to int for JS. */
export const STATUS_COUNTS = Prisma.sql`
  count(*) FILTER (WHERE status = 'present')::int AS present,
  count(*) FILTER (WHERE status = 'absent')::int AS absent,
  count(*) FILTER (WHERE status = 'late')::int AS late,
  count(*) FILTER (WHERE status = 'excused')::int AS excused`;

/** The same four counts added up from the per class and day counters ("AttendanceDaily"). */
export const DAILY_SUMS = Prisma.sql`
  coalesce(sum(present), 0)::int AS present,
  coalesce(sum(absent), 0)::int AS absent,
  coalesce(sum(late), 0)::int AS late,
  coalesce(sum(excused), 0)::int AS excused`;

/** Counters emptied by deletions stay as zero rows: leave them out of breakdowns. */
export const HAS_RECORDS = Prisma.sql`HAVING sum(present + absent + late + excused) > 0`;

/** The SELECT list of a marks aggregate. */
export const MARK_STATS = Prisma.sql`
  count(*)::int AS count,
  coalesce(sum("totalMarks"), 0)::float8 AS sum,
  max("totalMarks")::int AS max,
  min("totalMarks")::int AS min`;

/** One row of `MARK_STATS`. */
export interface MarkStatsRow {
  count: number;
  sum: number;
  max: number | null;
  min: number | null;
}

/**
 * A report's header row: one of the actor's schools (no row when out of scope: the report's 404),
 * its id and name with `aggregate` over its rows of `table`, in one statement.
 */
export const schoolTotalsSql = (
  actor: Actor,
  schoolId: string,
  table: "Mark" | "AttendanceDaily",
  aggregate: Prisma.Sql,
) =>
  Prisma.sql`
    SELECT sc.id, sc.name, o.* FROM "School" sc, LATERAL (SELECT ${aggregate} FROM ${Prisma.raw(`"${table}"`)} WHERE "schoolId" = sc.id) o
    WHERE sc.id = ${schoolId} AND ${inSchoolsOfSql(actor, Prisma.sql`sc.id`)}`;

/**
 * Runs a report's statements side by side (each on its own pool connection) and answers their rows
 * under the same names: `readEach<{ classes: CountRow; … }>({ classes: sql, … })`.
 */
export async function readEach<Rows extends Record<string, unknown>>(statements: {
  [Name in keyof Rows]: Prisma.Sql;
}): Promise<{ [Name in keyof Rows]: Rows[Name][] }> {
  const names = Object.keys(statements) as (keyof Rows)[];
  const results = await Promise.all(names.map((name) => sql(db).rows(statements[name])));
  return Object.fromEntries(names.map((name, index) => [name, results[index]])) as {
    [Name in keyof Rows]: Rows[Name][];
  };
}

/**
 * `attendanceRate` of lib/attendance/attendance-rate.shared.ts written in SQL, for a rate a statement compares or sorts by:
 * the same float division and the same round-half-up (`Math.round(x)` is `floor(x + 0.5)`; PostgreSQL's
 * own `round(float8)` rounds half to even). tests/attendance/attendance-rate-sql.test.ts holds them equal for every
 * count up to 1,000.
 */
export const attendanceRateSql = (present: Prisma.Sql, total: Prisma.Sql) =>
  Prisma.sql`(CASE WHEN ${total} > 0 THEN floor((${present})::float8 / (${total}) * 100 + 0.5)::int ELSE 0 END)`;

/** A mark as a percent of what it was out of, in float8 like JavaScript's `totalMarks * 100 / maxMarks`. */
export const markPercentSql = (alias: string) =>
  Prisma.sql`(${Prisma.raw(`${alias}."totalMarks"`)}::float8 * 100 / ${Prisma.raw(`${alias}."maxMarks"`)})`;
