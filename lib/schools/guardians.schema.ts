import { z } from "zod";
import {
  GENDERS,
  GUARDIAN_LANGUAGES,
  GUARDIAN_NAME_MAX,
  GUARDIAN_RELATIONSHIPS,
  MAX_GUARDIANS,
  MIN_BIRTH_DATE,
  STUDENT_CODE_MAX,
} from "@/lib/constants";
import { isRealIsoDay, todayIso } from "@/lib/days";
import { hasInvisible, normalizeName } from "@/lib/validation/human-text";
import { PHONE_INPUT_MAX } from "@/lib/schools/phone.schema";
import { id } from "@/lib/validation/common";

// A student's profile and guardians (docs/product-spec.md#guardians). Every message is a problem code
// (lib/problems/codes.ts): the API answers it with the guardian's number (`item`, from the path) and
// the screens show it in their language. The phone's shape is checked here; whether it is a number is
// decided with the school (lib/schools/phone.schema.ts), by the service.

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** YYYY-MM-DD from MIN_BIRTH_DATE to today; null or "" clears it. */
export const dateOfBirth = z.preprocess(
  blankToNull,
  z
    .string({ error: "student-birth-date-invalid" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "student-birth-date-invalid")
    .refine((day) => isRealIsoDay(day) && day >= MIN_BIRTH_DATE && day <= todayIso(), "student-birth-date-invalid")
    .nullable(),
);

export const gender = z.preprocess(blankToNull, z.enum(GENDERS, { error: "student-gender-unknown" }).nullable());

/** The national student code: letters and digits, with dashes, dots or slashes between; null or "" clears it. */
export const studentCode = z.preprocess(
  blankToNull,
  z
    .string({ error: "student-code-invalid" })
    .trim()
    .max(STUDENT_CODE_MAX, "student-code-invalid")
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9./-]*[A-Za-z0-9])?$/, "student-code-invalid")
    .nullable(),
);

/** The profile fields PUT /api/students/{id} takes besides the name and class (each optional). */
export const studentProfileFields = {
  dateOfBirth: dateOfBirth.optional(),
  gender: gender.optional(),
  studentCode: studentCode.optional(),
};

const guardianName = z
  .string({ error: "guardian-name-required" })
  .transform(normalizeName)
  .pipe(
    z
      .string()
      .min(1, "guardian-name-required")
      .max(GUARDIAN_NAME_MAX, "guardian-name-too-long")
      .refine((value) => !hasInvisible(value), "guardian-name-invisible"),
  );

const email = z.preprocess(
  blankToNull,
  z
    .string({ error: "guardian-email-invalid" })
    .trim()
    .max(254, "guardian-email-invalid")
    .toLowerCase()
    .pipe(z.email({ error: "guardian-email-invalid" }))
    .nullable()
    .optional(),
);

/** One guardian as the form and the API send it; `_id` names one of the student's guardians to keep. */
export const guardianInput = z.object({
  _id: id("guardian-unknown").optional(),
  name: guardianName,
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, { error: "guardian-relationship-unknown" }),
  phone: z
    .string({ error: "guardian-phone-invalid" })
    .trim()
    .min(1, "guardian-phone-invalid")
    .max(PHONE_INPUT_MAX, "guardian-phone-invalid"),
  email,
  language: z.enum(GUARDIAN_LANGUAGES, { error: "guardian-language-unknown" }),
  consent: z.boolean({ error: "guardian-consent-invalid" }).default(false),
});
export type GuardianInput = z.infer<typeof guardianInput>;

/** PUT /api/students/{id}/guardians: the whole list, in order; [] removes every guardian. */
export const guardiansBody = z.object({
  // The count first: a 4th guardian is the answer's reason even when it is also badly typed.
  guardians: z
    .array(z.unknown(), { error: "guardians-invalid" })
    .max(MAX_GUARDIANS, "guardians-too-many")
    .pipe(z.array(guardianInput)),
});
export type GuardiansBody = z.infer<typeof guardiansBody>;
