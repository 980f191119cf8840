// The report form's constants without zod (the schema in lesson-reports.ts loads on submit).

// docs/product-spec.md#validation, comment form (the daily report and the observation): these five messages, checked in this order (the shape's key order).
export const LESSON_REPORT_MESSAGES = {
  school: "select-school",
  className: "select-class",
  subject: "select-subject",
  students: "students-too-few",
  gps: "gps-required",
} as const;

export const MAX_STORY_LENGTH = 2000;
export const MAX_STUDENTS = 1000;

// The mentor's lesson observation: the original client's own messages for its two required fields.
export const OBSERVATION_MESSAGES = {
  modelLesson: "model-lesson-required",
  lessonObservation: "lesson-observation-required",
} as const;

export const COMMENTER_ROLES = ["teacher", "mentor"] as const;
export type CommenterRole = (typeof COMMENTER_ROLES)[number];
