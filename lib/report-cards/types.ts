// The shape of a report card as computed from the marks (build.ts makes them; issue.ts and signed.ts sign
// them). Apart from build.ts so that signing does not import the builder that calls it.
import type { AcademicTerm, ExamType } from "@/lib/constants";
import type { Grading } from "@/lib/marks/grading";
import type { DayWindow } from "@/lib/marks/term-window";

export interface SubjectLine {
  subjectId: string;
  subjectName: string;
  /** Percent of what each exam was out of, one decimal; null when there is no mark. */
  exams: Record<ExamType, number | null>;
  termScore: number | null;
  grade: string | null;
  classAverage: number | null;
  missingExams: ExamType[];
  rescaled: boolean;
  /** Says how a missing exam changed the weights, in words. */
  note: string | null;
}

export interface AttendanceLine extends DayWindow {
  present: number;
  absent: number;
  late: number;
  excused: number;
  total: number;
  /** Present ÷ total, whole percent. */
  rate: number;
}

export interface TermCard {
  academicTerm: AcademicTerm;
  termLabel: string;
  subjects: SubjectLine[];
  overallAverage: number | null;
  grade: string | null;
  position: { rank: number; outOf: number } | null;
  attendance: AttendanceLine;
  remark: { text: string; updatedAt: string } | null;
}

export interface CardHeader {
  school: { _id: string; name: string; hasLogo: boolean };
  /** `subjectName`: every subject taught in the class, by name, joined with ", " (the contract's field). */
  class: { _id: string; className: string; subjectName: string };
  student: { _id: string; studentName: string };
  academicYear: string;
  weights: Grading["weights"];
  bands: Grading["bands"];
  legend: string[];
  generatedAt: string;
}

export type TermReportCard = CardHeader & TermCard;
export type AnnualReportCard = CardHeader & {
  academicTerm: null;
  terms: TermCard[];
  annualAverage: number | null;
  grade: string | null;
  position: { rank: number; outOf: number } | null;
};
/** A card as computed from the marks, before it is issued. */
export type ComputedCard = TermReportCard | AnnualReportCard;
