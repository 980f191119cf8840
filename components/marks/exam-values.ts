import type { MarkClassJson } from "@/lib/marks/mark-classes.client";

/** The exam an entry of marks belongs to, as the marks forms and the CSV import hold it (strings of inputs). */
export interface ExamValues {
  academicYear: string;
  academicTerm: string;
  /** The class's own id (lib/schools/contract-json.ts#toClassJson's `classId`), not a subject entry's. */
  classId: string;
  /** One of the subjects taught in the class. */
  subjectId: string;
  examType: string;
  examDate: string;
  /** What the exam is out of (100 unless changed). */
  maxMarks: string;
}

/** The month the chosen class's school starts its year in (its academic years follow it). */
export const startMonthOf = (values: ExamValues, classes: MarkClassJson[]) =>
  classes.find((klass) => klass.classId === values.classId)?.schoolId.yearStartMonth;
