import { z } from "zod";
import type { ProblemCode } from "@/lib/problems/codes";

// The one rule for a name a person types (usernames, students, classes, subjects, rooms, schools,
// principals, districts, grading bands, and the names in CSV imports): NFKC-normalized (full-width
// and ligature forms fold, so two names that look the same are the same) and trimmed, and refused when
// it holds a character that shows as nothing or moves the text around it: controls, format characters
// (zero-width U+200B, the bidi overrides U+202A–U+202E and isolates U+2066–U+2069 that make
// "RTL \u202Egnp.exe" read "RTL exe.png"), private-use, unassigned, line/paragraph separators and
// default-ignorable ones (e.g. U+3164 HANGUL FILLER). docs/product-spec.md#validation.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/** Whether `text` holds a character the rule refuses. */
export const hasInvisible = (text: string) => INVISIBLE.test(text);

/** The fields the rule names in its refusal (`name-invisible` with `params.field`). */
export type NameField =
  | "studentName"
  | "className"
  | "subjectName"
  | "classRoom"
  | "schoolName"
  | "district"
  | "principal"
  | "bandName"
  | "importStudentName"
  | "username";

/** The rule's refusal, naming the field: "Student name may not contain invisible characters". */
export const invisibleIssue = (field: NameField) => ({ message: "name-invisible" as const, params: { field } });

/** What the rule makes of a name before it is checked: NFKC, trimmed. */
export const normalizeName = (text: string) => text.normalize("NFKC").trim();

export interface NameRule {
  /** The field as the refusal names it. */
  field: NameField;
  /** Missing or blank. */
  required: ProblemCode;
  max: number;
  tooLong?: ProblemCode;
}

/** A required name: normalized, 1 to `max` characters, nothing invisible. */
export const humanName = ({ field, required, max, tooLong = "text-too-long" }: NameRule) =>
  z
    .string({ error: required })
    .transform(normalizeName)
    .pipe(
      z
        .string()
        .min(1, required)
        .max(max, tooLong)
        .refine((value) => !hasInvisible(value), invisibleIssue(field)),
    );

/** An optional name: as above, blank or null becomes undefined. */
export const optionalHumanName = (field: NameField, max: number) =>
  z
    .string({ error: "not-text" })
    .transform(normalizeName)
    .pipe(
      z
        .string()
        .max(max, "text-too-long")
        .refine((value) => !hasInvisible(value), invisibleIssue(field)),
    )
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));
