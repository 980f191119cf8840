// The one attendance-rate definition (docs/product-spec.md#constants), used by
// the teacher screens, the admin dashboard, the trends, the reports and their PDFs. Kept free of
// imports so a screen that shows a rate pays for nothing else.

export interface StatusCounts {
  present: number;
  absent: number;
  late: number;
  excused: number;
}

/**
 * present ÷ total as a whole percent, where total is every recorded status (present, absent, late,
 * excused); a student not marked yet is not in it. 0 when nothing is recorded. Late is not present:
 * screens show it beside the rate.
 */
export function attendanceRate({ present, absent, late, excused }: StatusCounts): number {
  const total = present + absent + late + excused;
  return total > 0 ? Math.round((present / total) * 100) : 0;
}
