import { z } from "zod";
import type { ProblemCode } from "@/lib/problems/codes";
import { id, optionalText, plainNumber, type Loose } from "@/lib/validation/common";
import { humanName, optionalHumanName } from "@/lib/validation/human-text";
import { OPTIONAL_SCHOOL_FIELDS } from "@/lib/schools/school-fields.shared";
import { isPlainSenderName } from "@/lib/schools/sender-name.shared";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A plausible founding year: 1800 to the current year. */
const establishedYear = z.preprocess(
  (value) => {
    const v = blankToUndefined(typeof value === "string" ? value.trim() : value);
    return typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v;
  },
  z
    .number({ error: "established-year-invalid" })
    .int("established-year-invalid")
    .refine((year) => year >= 1800 && year <= new Date().getUTCFullYear(), {
      message: "established-year-range",
      params: { max: new Date().getUTCFullYear() },
    })
    .optional(),
);

const coordinate = (min: number, max: number, message: ProblemCode) =>
  z.preprocess(
    (value) => plainNumber(blankToUndefined(value)),
    z.number({ error: message }).min(min, message).max(max, message).optional(),
  );

const email = optionalText(200).refine(
  (value) => value === undefined || z.email().safeParse(value).success,
  "email-invalid",
);
const phone = optionalText(30).refine(
  (value) => value === undefined || /^\+?[0-9][0-9 ()./-]{5,24}$/.test(value),
  "phone-invalid",
);

const schoolFields = {
  name: humanName({ field: "schoolName", required: "school-name-required", max: 200 }),
  address: optionalText(300),
  district: optionalHumanName("district", 120),
  phone,
  email,
  principal: optionalHumanName("principal", 200),
  establishedYear,
  description: optionalText(2000),
  latitude: coordinate(-90, 90, "school-latitude-invalid"),
  longitude: coordinate(-180, 180, "school-longitude-invalid"),
};

export const createSchoolSchema = z.object(schoolFields);

/** An IANA zone name the runtime knows (e.g. Africa/Kigali); a typo would put every report on the wrong clock. */
const timeZone = z
  .string({ error: "time-zone-invalid" })
  .trim()
  .max(64, "time-zone-invalid")
  .refine((zone) => {
    try {
      return zone !== "" && new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone !== "";
    } catch {
      return false;
    }
  }, "time-zone-invalid");

const yearStartMonth = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: "year-start-month-invalid" })
    .int("year-start-month-invalid")
    .min(1, "year-start-month-invalid")
    .max(12, "year-start-month-invalid"),
);

/**
 * The name the school's SMS open with (docs/product-spec.md#notices): letters, digits and spaces, at
 * most SENDER_NAME_MAX and four digits (no phone number, no amount, no link fits); blank or null clears
 * it (the texts then use the school's name, cleaned to the same rule).
 */
const senderName = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : value),
  z
    .union(
      [
        z.literal(""),
        z.null(),
        z.string({ error: "sender-name-invalid" }).refine(isPlainSenderName, "sender-name-invalid"),
      ],
      {
        error: "sender-name-invalid",
      },
    )
    .transform((value) => (value === "" ? null : value))
    .optional(),
);

/** What only an admin may change on a school: the clock and calendar every member's reports follow. */
export const ADMIN_SCHOOL_FIELDS = ["timeZone", "yearStartMonth"] as const;
/** What only an admin (the school's head, later) may set: the words that open every SMS to its families. */
export const SENDER_SCHOOL_FIELDS = ["senderName"] as const;

const CLEARABLE = OPTIONAL_SCHOOL_FIELDS;

/** The optional fields a body sends blank ("" or null): an edit that empties a field clears it. */
function blankFields(raw: object): (typeof CLEARABLE)[number][] {
  const values = raw as Record<string, unknown>;
  return CLEARABLE.filter(
    (key) => values[key] === null || (typeof values[key] === "string" && values[key].trim() === ""),
  );
}

/**
 * PUT /api/schools/my-school: the school's `_id` (or `id`) plus the fields to change. A field left
 * out stays as it is; a field sent blank is cleared (null).
 */
export const updateSchoolSchema = z.preprocess(
  (raw) => (raw && typeof raw === "object" && !Array.isArray(raw) ? { ...raw, cleared: blankFields(raw) } : raw),
  z
    .object({
      _id: id("school-id-invalid").optional(),
      id: id("school-id-invalid").optional(),
      cleared: z.array(z.enum(CLEARABLE)),
      ...schoolFields,
      timeZone,
      yearStartMonth,
      senderName,
    })
    .partial({ name: true, timeZone: true, yearStartMonth: true })
    .transform(({ _id, id: plainId, cleared, ...fields }, ctx) => {
      const schoolId = _id ?? plainId;
      if (!schoolId) {
        ctx.addIssue({ code: "custom", message: "school-id-required", path: ["_id"] });
        return z.NEVER;
      }
      return { schoolId, fields: { ...fields, ...Object.fromEntries(cleared.map((key) => [key, null])) } };
    }),
);

export const setPrimarySchoolSchema = z.object({ schoolId: id("select-school") });

export type CreateSchoolInput = Loose<z.infer<typeof createSchoolSchema>>;
export type UpdateSchoolInput = z.infer<typeof updateSchoolSchema>;
