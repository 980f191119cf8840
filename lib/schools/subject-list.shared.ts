// How a class's subjects are written as one text ("English, Mathematics"), on the server (reports,
// CSV, the class list's SQL) and in the browser (the screens that show a class rather than a subject).

/** Between two subject names in the one text that names a class's subjects. */
export const SUBJECT_SEPARATOR = ", ";

/** A class's subject names as one text, in name order. */
export const subjectList = (names: readonly string[]) =>
  [...names].sort((a, b) => a.localeCompare(b)).join(SUBJECT_SEPARATOR);
