// The comment form's constants without zod (the schema in comments.ts loads on submit).

// Spec §5, comment form: these five messages, checked in this order (the shape's key order).
export const COMMENT_MESSAGES = {
  school: "Please select a school",
  className: "Please select a class",
  subject: "Please select a subject",
  students: "Number of students must be greater than 0",
  gps: "GPS location is required. Please capture your location before submitting.",
} as const;

export const MAX_STORY_LENGTH = 2000;
export const MAX_STUDENTS = 1000;
/** Today as `YYYY-MM-DD` in the browser's own time zone (the date input's default and maximum). */
export function localToday(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
