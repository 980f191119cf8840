// The marks screens' constants without zod (the schemas in marks.ts load on submit).

// docs/product-spec.md#validation, in the order the form checks them.
export const MARKS_MESSAGES = {
  year: "select-academic-year",
  term: "select-academic-term",
  class: "select-class",
  examType: "select-exam-type",
  totalMarks: "total-marks-too-small",
  students: "select-students",
  student: "select-student",
  invalidRecords: "marks-invalid-records",
  examDate: "select-exam-date",
  maxMarks: "max-marks-too-small",
  aboveMaximum: "marks-above-maximum",
  nothingToUpdate: "nothing-to-update",
} as const;
