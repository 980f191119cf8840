// A school's optional details, in the order the school form shows them: the form's blank start, its
// value type and its field errors, and the edit schema's "sent blank means cleared", all read this list.
// A plain module (no zod), so the form can read it without pulling in the schema.
export const OPTIONAL_SCHOOL_FIELDS = [
  "address",
  "district",
  "phone",
  "email",
  "principal",
  "establishedYear",
  "latitude",
  "longitude",
  "description",
] as const;

/** Every field of the school form, name first. */
export const SCHOOL_FORM_FIELDS = ["name", ...OPTIONAL_SCHOOL_FIELDS] as const;
