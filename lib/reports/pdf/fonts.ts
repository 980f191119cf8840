// The PDFs embed Inter (from @fontsource/inter, already a dependency) instead of relying on the
// viewer's Helvetica. Fontsource ships Inter split by script: Latin first, Latin Extended as the
// fallback for names such as "Łukasz" or "Şahin"; both are embedded as subsets of what is used.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Font } from "@react-pdf/renderer";
import { woffToSfnt } from "@/lib/reports/pdf/woff";

export const FONT_FAMILY = "Inter";
const FALLBACK_FAMILY = "Inter Ext";
/** What react-pdf's own text uses: Latin, then Latin Extended (react-pdf adds Helvetica last). */
export const FONT_STACK = [FONT_FAMILY, FALLBACK_FAMILY];

export type Weight = 400 | 700;
const WEIGHTS: Weight[] = [400, 700];
const SUBSETS = [
  [FONT_FAMILY, "latin"],
  [FALLBACK_FAMILY, "latin-ext"],
] as const;

/** The same font object react-pdf lays text out with (fontkit's API: glyphs, metrics, layout). */
export type FontFace = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
};

// npm start, next start, the tests and the benches all run from the project root.
const fontFile = (subset: string, weight: Weight) =>
  path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files", `inter-${subset}-${weight}-normal.woff`);
const fontSource = (subset: string, weight: Weight) =>
  `data:font/ttf;base64,${woffToSfnt(readFileSync(fontFile(subset, weight)), ["GSUB"]).toString("base64")}`;

let loaded: Promise<void> | null = null;

/** Registers the faces with react-pdf and loads them, once per thread (parsing one: docs/performance.md#pdfs). */
export function loadFonts(): Promise<void> {
  loaded ??= (async () => {
    for (const [family, subset] of SUBSETS) {
      Font.register({
        family,
        fonts: WEIGHTS.map((fontWeight) => ({ src: fontSource(subset, fontWeight), fontWeight })),
      });
    }
    // Words are never hyphenated in a report; skipping the pattern lookup saves time per word.
    Font.registerHyphenationCallback((word) => [word]);
    await Promise.all(
      SUBSETS.flatMap(([fontFamily]) => WEIGHTS.map((fontWeight) => Font.load({ fontFamily, fontWeight }))),
    );
    // Both subsets call themselves "Inter-Regular"; the PDF writer keys the fonts it embeds by that
    // name and, finding the other subset under it, would embed a new copy at every switch.
    for (const weight of WEIGHTS) {
      const extended = Font.getFont({ fontFamily: FALLBACK_FAMILY, fontWeight: weight }).data;
      if (extended) Object.defineProperty(extended, "postscriptName", { value: `${extended.postscriptName}-LatinExt` });
    }
  })();
  return loaded;
}

/** The loaded faces of a weight: [Latin, Latin Extended]. Call after `loadFonts()`. */
export function faces(weight: Weight): [FontFace, FontFace] {
  const face = (fontFamily: string) => {
    const data = Font.getFont({ fontFamily, fontWeight: weight }).data;
    if (!data) throw new Error(`Font ${fontFamily} ${weight} is not loaded`);
    return data as unknown as FontFace;
  };
  return [face(FONT_FAMILY), face(FALLBACK_FAMILY)];
}

/**
 * Forgets the glyph objects fontkit keeps per face. Embedding a subset at the end of a PDF loads glyphs
 * by id, which caches them with no characters; the next PDF's text layout is handed those objects and
 * react-pdf drops them as empty (digits and dots vanished from bold text, and copied text came out as
 * other letters) — react-pdf issue 3404. Called before each PDF, so every PDF starts as the first did.
 */
export function forgetGlyphs(): void {
  for (const [fontFamily] of SUBSETS) {
    for (const fontWeight of WEIGHTS) {
      const data = Font.getFont({ fontFamily, fontWeight }).data as unknown as { _glyphs?: object } | null;
      if (data?._glyphs) data._glyphs = {};
    }
  }
}
