import { z } from "zod";
import { id, optionalText, plainNumber, type Loose } from "@/lib/validation/common";
import { humanName, optionalHumanName } from "@/lib/validation/human-text";
import { OPTIONAL_SCHOOL_FIELDS } from "@/lib/school-fields";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A plausible founding year: 1800 to the current year. */
const establishedYear = z.preprocess(
  (value) => {
    const v = blankToUndefined(typeof value === "string" ? value.trim() : value);
    return typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v;
  },
  z
    .number({ error: "Established year must be a year such as 1998" })
    .int("Established year must be a year such as 1998")
    .refine((year) => year >= 1800 && year <= new Date().getUTCFullYear(), {
      message: `Established year must be between 1800 and ${new Date().getUTCFullYear()}`,
    })
    .optional(),
);

const coordinate = (min: number, max: number, label: string) =>
  z.preprocess(
    (value) => plainNumber(blankToUndefined(value)),
    z
      .number({ error: `${label} must be a number between ${min} and ${max}` })
      .min(min, `${label} must be a number between ${min} and ${max}`)
      .max(max, `${label} must be a number between ${min} and ${max}`)
      .optional(),
  );

const email = optionalText(200).refine(
  (value) => value === undefined || z.email().safeParse(value).success,
  "Please enter a valid email address",
);
const phone = optionalText(30).refine(
  (value) => value === undefined || /^\+?[0-9][0-9 ()./-]{5,24}$/.test(value),
  "Please enter a valid phone number",
);

const schoolFields = {
  name: humanName({ field: "School name", required: "School name is required", max: 200 }),
  address: optionalText(300),
  district: optionalHumanName("District", 120),
  phone,
  email,
  principal: optionalHumanName("Principal's name", 200),
  establishedYear,
  description: optionalText(2000),
  latitude: coordinate(-90, 90, "Latitude"),
  longitude: coordinate(-180, 180, "Longitude"),
};

export const createSchoolSchema = z.object(schoolFields);

/** An IANA zone name the runtime knows (e.g. Africa/Kigali); a typo would put every report on the wrong clock. */
const timeZone = z
  .string({ error: "Time zone must be a name such as Africa/Kigali" })
  .trim()
  .max(64, "Time zone must be a name such as Africa/Kigali")
  .refine((zone) => {
    try {
      return zone !== "" && new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone !== "";
    } catch {
      return false;
    }
  }, "Time zone must be a name such as Africa/Kigali");

const yearStartMonth = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: "School year start month must be a month from 1 (January) to 12 (December)" })
    .int("School year start month must be a month from 1 (January) to 12 (December)")
    .min(1, "School year start month must be a month from 1 (January) to 12 (December)")
    .max(12, "School year start month must be a month from 1 (January) to 12 (December)"),
);

/** What only an admin may change on a school: the clock and calendar every member's reports follow. */
export const ADMIN_SCHOOL_FIELDS = ["timeZone", "yearStartMonth"] as const;

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
      _id: id("Invalid school id").optional(),
      id: id("Invalid school id").optional(),
      cleared: z.array(z.enum(CLEARABLE)),
      ...schoolFields,
      timeZone,
      yearStartMonth,
    })
    .partial({ name: true, timeZone: true, yearStartMonth: true })
    .transform(({ _id, id: plainId, cleared, ...fields }, ctx) => {
      const schoolId = _id ?? plainId;
      if (!schoolId) {
        ctx.addIssue({ code: "custom", message: "School id is required", path: ["_id"] });
        return z.NEVER;
      }
      return { schoolId, fields: { ...fields, ...Object.fromEntries(cleared.map((key) => [key, null])) } };
    }),
);

export const setPrimarySchoolSchema = z.object({ schoolId: id("Please select a school") });

export type CreateSchoolInput = Loose<z.infer<typeof createSchoolSchema>>;
export type UpdateSchoolInput = z.infer<typeof updateSchoolSchema>;
