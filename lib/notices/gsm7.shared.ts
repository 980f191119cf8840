// SMS text in the GSM 03.38 alphabet (docs/design.md#notices): 160 characters fit one segment when every
// character is in it; a single character outside it (a French "ç", a curly apostrophe) sends the whole
// message as UCS-2, 70 characters a segment, so a 120-character notice would cost three.

const BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ\u00a7¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table: each costs two characters (an escape and itself). */
const EXTENSION = "^{}\\[~]|€\f";
const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

/** Single-segment and per-part limits of a concatenated GSM-7 message. */
export const GSM7_SEGMENT = 160;
const GSM7_PART = 153;

/** Characters that have a plain GSM-7 spelling of more than a dropped accent. */
const SPELLED: Record<string, string> = {
  œ: "oe",
  Œ: "OE",
  "‘": "'",
  "’": "'",
  "‚": "'",
  "“": '"',
  "”": '"',
  "«": '"',
  "»": '"',
  "–": "-",
  "—": "-",
  "…": "...",
  "\u00a0": " ",
  "\u202f": " ",
  "\t": " ",
};

export const isGsm7 = (text: string) => [...text].every((char) => BASIC_SET.has(char) || EXTENSION_SET.has(char));

/** The message's length in GSM-7 septets (extension characters count two). */
export const gsm7Length = (text: string) =>
  [...text].reduce((total, char) => total + (EXTENSION_SET.has(char) ? 2 : 1), 0);

/** Segments a GSM-7 text costs. */
export function gsm7Segments(text: string): number {
  const length = gsm7Length(text);
  return length <= GSM7_SEGMENT ? 1 : Math.ceil(length / GSM7_PART);
}

/**
 * The text with every character outside GSM-7 replaced by its nearest spelling inside it: an accent
 * GSM-7 lacks is dropped (ç → c, ê → e, î → i, ô → o, û → u; é è à ù ì ò and Ç stay, they are in it),
 * typographic quotes and dashes become plain ones, and anything else (emoji, other scripts) becomes
 * "?". A text already in GSM-7 comes back unchanged.
 */
export function toGsm7(text: string): string {
  let out = "";
  for (const char of text) {
    if (BASIC_SET.has(char) || EXTENSION_SET.has(char)) out += char;
    else if (SPELLED[char] !== undefined) out += SPELLED[char];
    else {
      const bare = char.normalize("NFD").replace(/\p{M}/gu, "");
      out += bare && isGsm7(bare) ? bare : "?";
    }
  }
  return out;
}
