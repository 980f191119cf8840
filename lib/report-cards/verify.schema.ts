import { z } from "zod";

// The code printed on a report card (docs/design.md#signed-cards): 12 characters of Crockford's base32
// (no I, L, O or U, so nothing reads as another), 60 random bits, printed in three groups of 4.
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const CODE_LENGTH = 12;

/**
 * What a person typed, as the code it means: case, spaces and dashes do not matter, and the letters
 * Crockford's alphabet leaves out read as the digits they look like (O → 0, I and L → 1). null when it
 * cannot be a code at all.
 */
export function normalizeCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** "ABCD-EFGH-JKMN": the code as printed. */
export const groupCode = (code: string) => code.match(/.{1,4}/g)!.join("-");

/** `/verify/{code}` and `/api/verify/{code}`: anything up to 40 characters; what is not a code is Not valid. */
export const verifyParams = z.object({ code: z.string().min(1).max(40) });

/** The signature the QR's URL carries (64 bytes, base64url), checked against the card's own. */
export const verifyQuery = z.object({
  s: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86}$/, "s is a signature: 86 base64url characters")
    .optional(),
});

/** `POST /api/reports/issued-cards/{code}/revoke`. */
export const revokeParams = z.object({
  code: z
    .string({ error: "card-code-invalid" })
    .max(40, "card-code-invalid")
    .transform(
      (value, ctx) => normalizeCode(value) ?? (ctx.addIssue({ code: "custom", message: "card-code-invalid" }), z.NEVER),
    ),
});
