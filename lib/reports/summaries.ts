// Report building blocks: turn one aggregated SQL row into the contract's summary objects.
import { Prisma } from "@/lib/generated/prisma/client";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { attendanceRate } from "@/lib/attendance-rate";

export interface AttendanceCounts {
  present: number;
  absent: number;
  late: number;
  excused: number;
}

export interface AttendanceSummary extends AttendanceCounts {
  total: number;
  /** present / total as a whole percent (spec §9). */
  attendanceRate: number;
}

export interface MarksSummary {
  totalMarks: number;
  average: number;
  highest: number;
  lowest: number;
}

export const emptyCounts = (): AttendanceCounts => ({ present: 0, absent: 0, late: 0, excused: 0 });

export function toAttendanceSummary(counts: Partial<AttendanceCounts> | undefined): AttendanceSummary {
  const { present = 0, absent = 0, late = 0, excused = 0 } = counts ?? {};
  const total = present + absent + late + excused;
  return { present, absent, late, excused, total, attendanceRate: attendanceRate({ present, absent, late, excused }) };
}

/** Averages are shown to one decimal; a school without marks reports zeros. */
export const roundOne = (value: number) => Math.round(value * 10) / 10;

export function toMarksSummary(row: MarkStatsRow | undefined): MarksSummary {
  if (!row || row.count === 0) return { totalMarks: 0, average: 0, highest: 0, lowest: 0 };
  return { totalMarks: row.count, average: roundOne(row.sum / row.count), highest: row.max ?? 0, lowest: row.min ?? 0 };
}

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
 * The school ids a report may cover: null for an admin (all schools, no filter), else the teacher's
 * member schools, read once.
 */
export async function reportSchoolIds(actor: Actor): Promise<string[] | null> {
  if (isAdmin(actor)) return null;
  const rows = await db.schoolMembership.findMany({ where: { userId: actor.id }, select: { schoolId: true } });
  return rows.map((row) => row.schoolId);
}

/** `WHERE "schoolId" = ANY(ids)` for a teacher, nothing for an admin. */
export const schoolFilter = (ids: string[] | null, column = Prisma.raw(`"schoolId"`)) =>
  ids === null ? Prisma.empty : Prisma.sql`WHERE ${column} = ANY(${ids}::text[])`;

/** Who generated a report: the username, as text (the original client prints it as is). */
export type ReportAuthor = string;

export const reportAuthor = (actor: Actor): ReportAuthor => actor.username;
