// How a guardian's phone and e-mail are shown to someone who may know that a guardian exists but not
// how to reach them (mentors, docs/product-spec.md#guardians): enough to tell two guardians apart.

/** "+250788123456" → "+250•••••••56": the country code's first digits and the last two. */
export function maskPhone(e164: string): string {
  if (e164.length <= 6) return "•".repeat(e164.length);
  return `${e164.slice(0, 4)}${"•".repeat(e164.length - 6)}${e164.slice(-2)}`;
}

/** "amina@example.com" → "a•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
