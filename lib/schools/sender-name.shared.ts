// The name a school's SMS to families opens with (School.senderName, set on the school form; the notices
// clean a school's own name with the same rule). Shared by the school's schema, its form and the notices.
/** Longest sender name a school's SMS opens with (PUT /api/schools/my-school `senderName`). */
export const SENDER_NAME_MAX = 40;
/** Digits a sender name may hold in all: room for "GS Kigali 2", none for a phone number or an amount. */
export const SENDER_NAME_DIGITS_MAX = 4;

const WEB_ADDRESS = /(?:https?:\/\/|www\.)\S*|\S+@\S+|\S+\.[a-z]{2,}(?:\/\S*)?/giu;

/**
 * A school's name as its SMS may open with it: letters, digits and spaces only, no web or e-mail
 * address, and no digits at all when it holds more than a name would (a phone number, an amount),
 * cut at a word to SENDER_NAME_MAX. A sender name an admin set passes unchanged (the schema holds it
 * to the same rule); a school's own name, which any teacher of it may edit, is cleaned by it.
 */
export function plainSenderName(text: string): string {
  let plain = text.replace(WEB_ADDRESS, " ").replace(/[^\p{L}\p{N} ]+/gu, " ");
  if ((plain.match(/\p{N}/gu) ?? []).length > SENDER_NAME_DIGITS_MAX) plain = plain.replace(/\p{N}+/gu, " ");
  plain = plain.replace(/\s+/g, " ").trim();
  if (plain.length <= SENDER_NAME_MAX) return plain;
  const cut = plain.slice(0, SENDER_NAME_MAX + 1);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : plain.slice(0, SENDER_NAME_MAX)).trim();
}

/** Whether `text` is a sender name as the schema takes it (plainSenderName leaves it as it is). */
export const isPlainSenderName = (text: string) =>
  text.length > 0 &&
  text.length <= SENDER_NAME_MAX &&
  /^[\p{L}\p{N} ]+$/u.test(text) &&
  (text.match(/\p{N}/gu) ?? []).length <= SENDER_NAME_DIGITS_MAX &&
  plainSenderName(text) === text;
