import { z } from "zod";
import { id } from "@/lib/validation/common";
import { humanName, invisibleMessage } from "@/lib/validation/human-text";
import { academicTerm, academicYear, examDate, examType } from "@/lib/validation/marks";

/** `commit=true` writes; anything else (or nothing) is a dry run. */
const commit = z
  .enum(["true", "false"], { error: "commit must be true or false" })
  .optional()
  .transform((value) => value === "true");

export const studentsImportQuery = z.object({ classId: id("Class selection is required"), commit });

export const marksImportQuery = z.object({
  classId: id("Please select a class"),
  subjectId: id("Please select a subject"),
  examType,
  academicYear,
  academicTerm,
  examDate,
  commit,
});
export type MarksImportQuery = z.infer<typeof marksImportQuery>;

export const IMPORT_MESSAGES = {
  nothingImported: "Nothing was imported: fix the rows marked with an error and try again",
  studentNameColumn: "The file needs a studentName column",
  studentName: "studentName is required",
  studentNameLong: "studentName must be at most 120 characters",
  studentNameInvisible: invisibleMessage("studentName"),
  duplicateInFile: (line: number) => `Same student as line ${line}`,
  alreadyInClass: "Already in this class",
  sameCodeInFile: (line: number) => `Same student code as line ${line}`,
  marksColumns: "The file needs a studentName or studentId column and a totalMarks column",
  unknownStudent: "No student with this name or id in the class",
  ambiguousName: "Two students in the class have this name: use studentId",
  totalMarks: "totalMarks must be a whole number of at least 1",
  maxMarks: "maxMarks must be a whole number of at least 1",
  aboveMaximum: (maximum: number) => `totalMarks must be at most ${maximum}`,
  markExists: "Already has a mark for this exam: edit it on the marks screen",
  wrongSubject: "The class is not taught in this subject",
  changedMeanwhile: "The class changed while importing: preview the file again",
} as const;

/** A name in a roster file: the names' rule of every form (lib/validation/human-text.ts), in the file's words. */
export const importedStudentName = (text: string) =>
  humanName({
    field: "studentName",
    required: IMPORT_MESSAGES.studentName,
    max: 120,
    tooLong: IMPORT_MESSAGES.studentNameLong,
  }).safeParse(text.replace(/\s+/g, " "));
