// Report shaping: one aggregated SQL row (the fragments of sql.ts) into the contract's summary
// objects, and the header every report carries. No query here.
import type { Actor } from "@/lib/auth/permissions";
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import type { MarkStatsRow } from "@/lib/reports/sql";

export interface AttendanceCounts {
  present: number;
  absent: number;
  late: number;
  excused: number;
}

export interface AttendanceSummary extends AttendanceCounts {
  total: number;
  /** present / total as a whole percent (docs/product-spec.md#constants). */
  attendanceRate: number;
}

export interface MarksSummary {
  totalMarks: number;
  average: number;
  highest: number;
  lowest: number;
}

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

/** One line of a breakdown (per class, date, subject...): what it is, and its summary. */
export type Labelled<T> = T & { key: string; label: string; detail?: string };

/** Rows of a GROUP BY (`key`, `label`, maybe `detail`, then the aggregate) into breakdown lines. */
export const breakdown = <Row extends { key: string; label: string; detail?: string | null }, Summary>(
  rows: Row[],
  summarize: (row: Row) => Summary,
): Labelled<Summary>[] =>
  rows.map((row) => ({
    key: row.key,
    label: row.label,
    ...(row.detail ? { detail: row.detail } : {}),
    ...summarize(row),
  }));

/** Who generated a report: the username, as text (the original client prints it as is). */
export type ReportAuthor = string;

export const reportAuthor = (actor: Actor): ReportAuthor => actor.username;

/** The header of a report over one school: which school, when and by whom. */
export const schoolReportHeader = (actor: Actor, school: { id: string; name: string }) => ({
  schoolId: school.id,
  schoolName: school.name,
  generatedAt: new Date().toISOString(),
  generatedBy: reportAuthor(actor),
});
