// The SQL fragments the reports (and the dashboards that show the same numbers) read with: the
// SELECT lists of an attendance or marks aggregate. Shaping their rows is summaries.ts's job.
import { Prisma } from "@/lib/generated/prisma/client";

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
