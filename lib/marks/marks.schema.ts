import { z } from "zod";
import type { ProblemCode } from "@/lib/problems/codes";
import { isAcademicYear } from "@/lib/academic-years";
import { ACADEMIC_TERMS, DEFAULT_MAX_MARKS, EXAM_TYPES, MARKS_PAGE_SIZE, MIN_TOTAL_MARKS } from "@/lib/constants";
import { id, isoDate, onePage, pagingNumber, plainNumber } from "@/lib/validation/common";
import {
  MARK_FILTER_KEYS,
  MARK_FILTER_MAX_LENGTH,
  MARK_FILTERS,
  type MarkFilterKey,
  type MarkFilterRule,
} from "@/lib/marks/mark-filters.schema";

// docs/product-spec.md#validation, in the order the form checks them.
const MARKS_MESSAGES = {
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

const MAX_SCORE = 100_000;
const MAX_RECORDS = 500;

const yearText = (message: ProblemCode) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isAcademicYear(value), message);
export const academicYear = yearText(MARKS_MESSAGES.year);
export const academicTerm = z.enum(ACADEMIC_TERMS, { error: MARKS_MESSAGES.term });
export const examType = z.enum(EXAM_TYPES, { error: MARKS_MESSAGES.examType });

/** A score of at least 1; plain decimal strings from older clients are accepted. */
export const totalMarks = z.preprocess(
  plainNumber,
  z
    .number({ error: MARKS_MESSAGES.totalMarks })
    .int("total-marks-not-integer")
    .min(MIN_TOTAL_MARKS, MARKS_MESSAGES.totalMarks)
    .max(MAX_SCORE, "total-marks-too-large"),
);

/** What the exam is out of (the original client's 'Total marks' box); 100 when left out. */
export const maxMarks = z.preprocess(
  (value) => (value === "" || value === null ? undefined : plainNumber(value)),
  z
    .number({ error: MARKS_MESSAGES.maxMarks })
    .int("max-marks-not-integer")
    .min(MIN_TOTAL_MARKS, MARKS_MESSAGES.maxMarks)
    .max(MAX_SCORE, "max-marks-too-large")
    .optional(),
);

/** The score cannot be above what the exam is out of. */
function scoreWithinMaximum(value: { totalMarks?: number; maxMarks?: number }, ctx: z.RefinementCtx) {
  const maximum = value.maxMarks ?? DEFAULT_MAX_MARKS;
  if (value.totalMarks !== undefined && value.totalMarks > maximum) {
    ctx.addIssue({
      code: "custom",
      message: MARKS_MESSAGES.aboveMaximum,
      params: { max: maximum },
      path: ["totalMarks"],
    });
  }
}

/** `YYYY-MM-DD`; a full ISO timestamp is cut to its date. */
export const examDate = z.preprocess(
  (value) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value),
  isoDate(MARKS_MESSAGES.examDate),
);

// Key order is the order of the spec's messages: zod reports the first failing key first.
/** Every field of one mark, as the forms and the API send it; each schema below is cut from it. */
const mark = z.object(
  {
    academicYear,
    academicTerm,
    classId: id(MARKS_MESSAGES.class),
    // The subject, among those taught in the class; left out: the one the class reference names.
    subjectId: id("select-subject").optional(),
    examType,
    totalMarks,
    maxMarks,
    studentId: id(MARKS_MESSAGES.student),
    examDate,
  },
  { error: MARKS_MESSAGES.invalidRecords },
);

/**
 * One record of `POST /api/marks/bulk`. teacherId and schoolId may be sent (the contract lists them)
 * but are dropped: the server takes them from the session and the class. subjectId chooses among the
 * subjects taught in the class; one not taught there is dropped too (lib/marks/marks.ts#classesFor).
 */
export const markRecord = mark.extend({ studentId: id(MARKS_MESSAGES.invalidRecords) }).superRefine(scoreWithinMaximum);

export const createMarksBulkBody = z
  .array(markRecord, { error: MARKS_MESSAGES.invalidRecords })
  .min(1, MARKS_MESSAGES.students)
  .max(MAX_RECORDS, "marks-too-many-records");
export type MarkRecordInput = z.infer<typeof markRecord>;

/**
 * `PUT /api/marks/{id}`: any of the record's fields for one student; the ones left out keep their
 * value (the original client's quick edit sends `{ totalMarks }` or `{ maxMarks }` alone). The score
 * is checked against the maximum once merged with the stored mark.
 */
export const updateMarkBody = mark
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), MARKS_MESSAGES.nothingToUpdate);
export type UpdateMarkInput = z.infer<typeof updateMarkBody>;
/** The whole record the edit form sends (our screen always sends every field). */
export const editMarkForm = mark.superRefine(scoreWithinMaximum);
export type EditMarkForm = z.infer<typeof editMarkForm>;

/** The create form: the mark's shared fields, then one score per chosen student, then the date. */
export const createMarksForm = z
  .object({
    ...mark.omit({ studentId: true, examDate: true }).shape,
    students: z
      .array(z.object({ studentId: id(MARKS_MESSAGES.invalidRecords), totalMarks }), { error: MARKS_MESSAGES.students })
      .min(1, MARKS_MESSAGES.students)
      .max(MAX_RECORDS, "marks-too-many-students"),
    examDate,
  })
  .superRefine((form, ctx) => {
    for (const [index, student] of form.students.entries()) {
      if (student.totalMarks > (form.maxMarks ?? DEFAULT_MAX_MARKS)) {
        ctx.addIssue({
          code: "custom",
          message: MARKS_MESSAGES.aboveMaximum,
          params: { max: form.maxMarks ?? DEFAULT_MAX_MARKS },
          path: ["students", index, "totalMarks"],
        });
        return;
      }
    }
  });
export type CreateMarksForm = z.infer<typeof createMarksForm>;

/** The bulk body for a validated form. */
export const toBulkRecords = (form: CreateMarksForm): MarkRecordInput[] =>
  form.students.map((student) => ({
    academicYear: form.academicYear,
    academicTerm: form.academicTerm,
    classId: form.classId,
    subjectId: form.subjectId,
    examType: form.examType,
    totalMarks: student.totalMarks,
    maxMarks: form.maxMarks,
    studentId: student.studentId,
    examDate: form.examDate,
  }));

// docs/product-spec.md#calls: blank filters are ignored.
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** The server's check of one filter of mark-filters.ts, answering with the filter's message. */
function filterSchema(rule: MarkFilterRule): z.ZodType {
  switch (rule.kind) {
    case "year":
      return yearText(rule.message);
    case "oneOf":
      return z.enum(rule.options, { error: rule.message });
    case "id":
      return id(rule.message);
    case "text":
      return z.string().trim().max(MARK_FILTER_MAX_LENGTH, rule.message);
    case "day":
      return isoDate(rule.message);
  }
}
type Optional<T> = T extends z.ZodType ? ReturnType<typeof optional<T>> : never;
/** What filterSchema gives for a rule: an enum of its options, or a string. */
type FilterSchema<R> = R extends { options: readonly (infer V extends string)[] }
  ? z.ZodEnum<{ [K in V]: K }>
  : z.ZodString;

/** One field per filter of mark-filters.ts, in its order, and no other. */
const markFilterFields = Object.fromEntries(
  MARK_FILTER_KEYS.map((key) => [key, optional(filterSchema(MARK_FILTERS[key]))]),
) as { [K in MarkFilterKey]: Optional<FilterSchema<(typeof MARK_FILTERS)[K]>> };

export const listMarksQuery = z.object({
  ...markFilterFields,
  // Without `page` or `limit` the whole list is answered (up to LIST_CAP rows, streamed); with either, one page.
  page: optional(pagingNumber("page", 1_000_000, "page-too-far")),
  limit: optional(pagingNumber("limit", 100)),
});
export type ListMarksQuery = z.infer<typeof listMarksQuery>;
/** One page of the list (our marks screen). */
export type MarksPageQuery = ListMarksQuery & { page: number; limit: number };
export const pageOf = (query: ListMarksQuery): MarksPageQuery | null => onePage(query, MARKS_PAGE_SIZE);

/** `GET /api/marks/class/{classId}?academicYear=&academicTerm=&examType=`: one class's marks. */
export const classMarksQuery = listMarksQuery.pick({ academicYear: true, academicTerm: true, examType: true });
