// The days a term's attendance is counted over. Terms have no dates in the data yet, so a school year
// `Y-(Y+1)` is cut into three fixed windows: September–December, January–April, May–August. The card
// prints the window it used, so a family can see which days were counted.
import type { AcademicTerm } from "@/lib/constants";

export interface DayWindow {
  from: string;
  to: string;
}

export function termWindow(academicYear: string, term: AcademicTerm): DayWindow {
  const start = Number(academicYear.slice(0, 4));
  switch (term) {
    case "FIRST_TERM":
      return { from: `${start}-09-01`, to: `${start}-12-31` };
    case "SECOND_TERM":
      return { from: `${start + 1}-01-01`, to: `${start + 1}-04-30` };
    case "THIRD_TERM":
      return { from: `${start + 1}-05-01`, to: `${start + 1}-08-31` };
  }
}

export const TERM_LABELS: Record<AcademicTerm, string> = {
  FIRST_TERM: "First term",
  SECOND_TERM: "Second term",
  THIRD_TERM: "Third term",
};
