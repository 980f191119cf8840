import type { z } from "zod";
import { GUARDIAN_LANGUAGES, MAX_GUARDIANS } from "@/lib/constants";
import type { ProblemCode, ProblemParams } from "@/lib/problems/codes";
import { dateOfBirth, gender, guardianInput, studentCode, type GuardianInput } from "@/lib/schools/guardians.schema";
import { normalizePhone, type PhoneRegion } from "@/lib/schools/phone.schema";

// The student CSV's profile and guardian columns (docs/api-contract.md#student-csv-columns), read by the import and
// written by the export in this one order, so an exported file imports back as it is.

/** The columns of guardian k (1–3): guardian1Name, guardian1Relationship, … */
export const GUARDIAN_CSV_FIELDS = ["Name", "Relationship", "Phone", "Email", "Language", "Consent"] as const;
export const PROFILE_CSV_COLUMNS = ["studentCode", "dateOfBirth", "gender"] as const;
export const guardianColumns = (k: number) => GUARDIAN_CSV_FIELDS.map((field) => `guardian${k}${field}`);
export const GUARDIANS_CSV_COLUMNS = Array.from({ length: MAX_GUARDIANS }, (_, i) => guardianColumns(i + 1)).flat();

// Consent as people type it in a sheet, in our three languages; blank is no.
const YES = new Set(["yes", "y", "true", "1", "oui", "o", "yego"]);
const NO = new Set(["no", "n", "false", "0", "non", "oya", ""]);

export interface StudentCsvProfile {
  dateOfBirth: string | null;
  gender: z.infer<typeof gender>;
  studentCode: string | null;
  guardians: (GuardianInput & { phone: string })[];
}

export type RowProblem = { code: ProblemCode; params?: ProblemParams };
export type ProfileRowResult = { ok: true; profile: StudentCsvProfile } | { ok: false; problem: RowProblem };

const fail = (code: string, params?: ProblemParams): ProfileRowResult => ({
  ok: false,
  problem: { code: code as ProblemCode, params },
});

/** Whether a row (keys as lib/csv/read.ts gives them: lower case) fills in any guardian's cell. */
export const rowHasGuardians = (values: Record<string, string>) =>
  GUARDIANS_CSV_COLUMNS.some((column) => (values[column.toLowerCase()] ?? "").trim() !== "");

/**
 * A row's profile and guardians, checked with the API's own rules: a guardian is every guardian k whose
 * cells are not all blank; a blank relationship is "guardian" and a blank language "rw"; phones are read
 * the school's way (lib/schools/phone.schema.ts). The first problem names the guardian (`item`).
 */
export function readProfileRow(values: Record<string, string>, region: PhoneRegion): ProfileRowResult {
  const cell = (column: string) => (values[column.toLowerCase()] ?? "").trim();
  const profile = {
    dateOfBirth: dateOfBirth.safeParse(cell("dateOfBirth")),
    gender: gender.safeParse(cell("gender").toLowerCase()),
    studentCode: studentCode.safeParse(cell("studentCode")),
  };
  for (const parsed of Object.values(profile)) if (!parsed.success) return fail(parsed.error.issues[0].message);

  const guardians: StudentCsvProfile["guardians"] = [];
  const phones = new Set<string>();
  for (let k = 1; k <= MAX_GUARDIANS; k++) {
    const [name, relationship, phone, email, language, consent] = guardianColumns(k).map(cell);
    if (![name, relationship, phone, email, language, consent].some(Boolean)) continue;
    const item = guardians.length + 1;
    const agreed = consent.toLowerCase();
    if (!YES.has(agreed) && !NO.has(agreed)) return fail("guardian-consent-invalid", { item });
    const parsed = guardianInput.safeParse({
      name,
      relationship: relationship.toLowerCase() || "guardian",
      // Our export writes "'+250…" so that a spreadsheet keeps the + (lib/csv/write.ts): read it back.
      phone: phone.replace(/^'(?=\+)/, ""),
      email,
      language: language.toLowerCase() || GUARDIAN_LANGUAGES[0],
      consent: YES.has(agreed),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const params: ProblemParams = { item };
      if ("maximum" in issue && typeof issue.maximum === "number") params.max = issue.maximum;
      return fail(issue.message, params);
    }
    const e164 = normalizePhone(parsed.data.phone, region);
    if (!e164) return fail("guardian-phone-invalid", { item });
    if (phones.has(e164)) return fail("guardian-phone-repeated", { item });
    phones.add(e164);
    guardians.push({ ...parsed.data, phone: e164 });
  }
  return {
    ok: true,
    profile: {
      dateOfBirth: profile.dateOfBirth.data ?? null,
      gender: profile.gender.data ?? null,
      studentCode: profile.studentCode.data ?? null,
      guardians,
    },
  };
}
