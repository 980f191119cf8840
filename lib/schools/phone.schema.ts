// The one rule for a guardian's phone number (docs/product-spec.md#guardians). Stored and sent in E.164
// ("+250788123456"), the form every SMS provider takes. Shared by the screens (the form checks as you
// type), the API and the CSV import.
//
// Why our own rule and not libphonenumber-js: the only national form we read is Rwanda's, whose mobile
// plan is one line (+250 7, then 8 digits: MTN 078/079, Airtel 072/073, and room for new 07x ranges); any
// other number must be written internationally, and there a check of the digits' count is what a form
// can honestly promise (a number of the right shape may still be unassigned, whatever the library). The
// library's metadata would add tens of kilobytes to the phone-first screens for that.

/** Whose national form a school's numbers may be written in: only Rwanda's today. */
export type PhoneRegion = "RW" | null;

/** What a number may be typed as at most (with spaces, dashes, brackets). */
export const PHONE_INPUT_MAX = 32;

/**
 * A school is Rwandan for phone numbers when it keeps Rwandan time: School has no country, its
 * `district` is free text, and `timeZone` is `Africa/Kigali` unless someone chose another zone (a school
 * elsewhere in Central Africa Time would pick its own city: Bujumbura, Lubumbashi, Maputo, ...).
 */
export function phoneRegionOf(school: { timeZone: string }): PhoneRegion {
  return school.timeZone === "Africa/Kigali" ? "RW" : null;
}

const SEPARATORS = /[ \u00A0\-.()]/g;
// +250, then a mobile number: 7 and 8 more digits. SMS cannot reach Rwandan landlines (+250 25…).
const RWANDA = /^\+2507\d{8}$/;
// E.164: a country code that does not start with 0, at most 15 digits in all; 8 is the shortest
// number any country's subscribers have with their country code.
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * `text` as E.164, or null when it is not a phone number. In a Rwandan school (`region` "RW") the local
 * forms 07xx xxx xxx, 7xx xxx xxx and 250 7xx xxx xxx are read as +250…; elsewhere a number must start
 * with + (or 00). Spaces, dashes, dots and brackets are ignored.
 */
export function normalizePhone(text: string, region: PhoneRegion): string | null {
  if (text.length > PHONE_INPUT_MAX) return null;
  let digits = text.replace(SEPARATORS, "");
  if (digits.startsWith("00")) digits = `+${digits.slice(2)}`;
  if (!/^\+?\d+$/.test(digits)) return null;
  if (!digits.startsWith("+")) {
    if (region !== "RW") return null;
    if (/^07\d{8}$/.test(digits)) digits = `+250${digits.slice(1)}`;
    else if (/^7\d{8}$/.test(digits)) digits = `+250${digits}`;
    else if (/^2507\d{8}$/.test(digits)) digits = `+${digits}`;
    else return null;
  }
  if (digits.startsWith("+250")) return RWANDA.test(digits) ? digits : null;
  return E164.test(digits) ? digits : null;
}

/** An E.164 number as people read it: "+250 788 123 456" for Rwanda, else the country code apart. */
export function formatPhone(e164: string): string {
  if (RWANDA.test(e164)) return `+250 ${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`;
  return e164;
}
