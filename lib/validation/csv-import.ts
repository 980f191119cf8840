import { z } from "zod";
import { id } from "@/lib/validation/common";
import { humanName } from "@/lib/validation/human-text";

/** `commit=true` writes; anything else (or nothing) is a dry run. */
export const commit = z
  .enum(["true", "false"], { error: "commit-not-boolean" })
  .optional()
  .transform((value) => value === "true");

export const studentsImportQuery = z.object({ classId: id("class-required"), commit });

export const IMPORT_MESSAGES = {
  studentNameColumn: "import-student-name-column",
  studentName: "import-student-name-required",
  studentNameLong: "import-student-name-too-long",
  duplicateInFile: "import-duplicate-in-file",
  alreadyInClass: "import-already-in-class",
  sameCodeInFile: "import-same-code-in-file",
  marksColumns: "import-marks-columns",
  unknownStudent: "import-unknown-student",
  ambiguousName: "import-ambiguous-name",
  totalMarks: "import-total-marks-invalid",
  maxMarks: "import-max-marks-invalid",
  aboveMaximum: "import-total-above-maximum",
  markExists: "import-mark-exists",
  wrongSubject: "import-wrong-subject",
} as const;

/** A name in a roster file: the names' rule of every form (lib/validation/human-text.ts), in the file's words. */
export const importedStudentName = (text: string) =>
  humanName({
    field: "importStudentName",
    required: IMPORT_MESSAGES.studentName,
    max: 120,
    tooLong: IMPORT_MESSAGES.studentNameLong,
  }).safeParse(text.replace(/\s+/g, " "));
