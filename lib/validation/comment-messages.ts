// The comment form's constants without zod (the schema in comments.ts loads on submit).

// docs/product-spec.md#validation, comment form: these five messages, checked in this order (the shape's key order).
export const COMMENT_MESSAGES = {
  school: "Please select a school",
  className: "Please select a class",
  subject: "Please select a subject",
  students: "Number of students must be greater than 0",
  gps: "GPS location is required. Please capture your location before submitting.",
} as const;

export const MAX_STORY_LENGTH = 2000;
export const MAX_STUDENTS = 1000;

// The mentor's lesson observation: the original client's own messages for its two required fields.
export const MENTOR_MESSAGES = {
  modelLesson: "Model Lesson is required for mentor comments",
  lessonObservation: "Lesson Observation is required for mentor comments",
} as const;

export const COMMENTER_ROLES = ["teacher", "mentor"] as const;
export type CommenterRole = (typeof COMMENTER_ROLES)[number];
