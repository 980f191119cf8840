/** The attendance screen's modal titles: shared by each modal and its loading placeholder (lazy-modals.ts). */
export const schoolModalTitle = (school: unknown) => (school ? "Edit School" : "Create School");
export const CLASS_MODAL_TITLE = "Create Class";
export const STUDENT_MODAL_TITLE = "Add Student";
export const classStudentsTitle = (klass: { className: string; subjectName: string }) =>
  `${klass.className} - ${klass.subjectName}: Students`;
