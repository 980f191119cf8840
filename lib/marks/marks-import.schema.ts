// POST /api/marks/import's query: one exam of one class and subject, and whether to write (lib/validation/csv-import.ts).
import { z } from "zod";
import { id } from "@/lib/validation/common";
import { commit } from "@/lib/validation/csv-import";
import { academicTerm, academicYear, examDate, examType } from "@/lib/marks/marks.schema";

export const marksImportQuery = z.object({
  classId: id("select-class"),
  subjectId: id("select-subject"),
  examType,
  academicYear,
  academicTerm,
  examDate,
  commit,
});
export type MarksImportQuery = z.infer<typeof marksImportQuery>;
