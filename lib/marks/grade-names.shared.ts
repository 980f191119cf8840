// The default grading bands' names (lib/marks/grading-math.ts DEFAULT_BANDS) in the reader's language,
// on the report card's screen, its print view and its PDF alike. A school stores its bands' names as
// written; the five defaults are stored in English, so a French or Kinyarwanda card printed them in
// English. They are translated here (vocab.grade); a name a school wrote itself is its own and shown as
// it is. Free of imports: the screen pays for nothing else.

// vocab.grade keys, written out so the catalogue tests see them.
const DEFAULT_BAND_KEYS: Record<string, string> = {
  Excellent: "grade.excellent",
  "Very good": "grade.veryGood",
  Good: "grade.good",
  Satisfactory: "grade.satisfactory",
  "Needs improvement": "grade.needsImprovement",
};

/** A band's name (or a card's grade) in the reader's language; `vocab` reads the "vocab" namespace. */
export function gradeName(label: string | null, vocab: (key: string) => string): string {
  if (label === null) return "–";
  const key = Object.hasOwn(DEFAULT_BAND_KEYS, label) ? DEFAULT_BAND_KEYS[label] : undefined;
  return key ? vocab(key) : label;
}

/** A legend line "80–100 Excellent" as its range and its translated name. */
export function legendLine(line: string, vocab: (key: string) => string): { range: string; name: string } {
  const space = line.indexOf(" ");
  return { range: line.slice(0, space), name: gradeName(line.slice(space + 1), vocab) };
}

/**
 * A name typed on the grading form as it is stored: a default band's name in the reader's language goes
 * back to its English default, so it stays a default every reader sees in their own language; any
 * other name is the school's own and is kept as typed.
 */
export function storedBandName(name: string, vocab: (key: string) => string): string {
  for (const [label, key] of Object.entries(DEFAULT_BAND_KEYS)) if (vocab(key) === name) return label;
  return name;
}

/** The grading form's text, "80 Excellent" per line, with the default names in the reader's language. */
export const bandsFormText = (bands: { min: number; label: string }[], vocab: (key: string) => string) =>
  bands.map((band) => `${band.min} ${gradeName(band.label, vocab)}`).join("\n");

/**
 * The grading form's text as bands: "80 Très bien" per line, a default name sent as the default it is.
 * A line that does not start with a number is sent as is (min -1) for the server to refuse.
 */
export const bandsOfFormText = (text: string, vocab: (key: string) => string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^(\d+)\s+(.+)$/.exec(line);
      return match ? { min: Number(match[1]), label: storedBandName(match[2], vocab) } : { min: -1, label: line };
    });
