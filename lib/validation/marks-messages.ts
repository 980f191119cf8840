// The marks screens' constants without zod (the schemas in marks.ts load on submit).

// docs/product-spec.md#validation, in the order the form checks them.
export const MARKS_MESSAGES = {
  year: "Please select an academic year",
  term: "Please select an academic term",
  class: "Please select a class",
  examType: "Please select an exam type",
  totalMarks: "Total marks must be greater than 0",
  students: "Please select at least one student",
  student: "Please select a student",
  classNotFound: "Selected class not found",
  invalidRecords: "Some records have invalid data. Please check your selections.",
  examDate: "Please select an exam date",
  loadFailed: "Failed to load data. Please try again.",
  maxMarks: "Maximum marks must be greater than 0",
  aboveMaximum: (maximum: number) => `Total marks must be at most ${maximum} (the exam's maximum marks)`,
  nothingToUpdate: "Nothing to update",
} as const;
