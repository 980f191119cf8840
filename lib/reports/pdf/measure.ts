// Text measurement from the embedded font's own advance widths, so the pages are cut where the text
// really ends. react-pdf's text pipeline (bidi, script runs, shaping, line breaking, one Yoga node per
// cell) was most of a long report's time (docs/performance.md#pdfs); a table's cells are measured here
// instead, once, and painted as plain lines.
import type { FontFace } from "@/lib/reports/pdf/fonts";

/** A stretch of text drawn with one face: 0 = Latin, 1 = Latin Extended. */
export interface TextRun {
  text: string;
  face: 0 | 1;
  width: number;
}

export interface Measure {
  readonly size: number;
  width(text: string): number;
  runs(text: string): TextRun[];
  /** Greedy word wrap; a word wider than the line is cut between characters. */
  wrap(text: string, maxWidth: number): string[];
}

export function createMeasure([latin, extended]: [FontFace, FontFace], size: number): Measure {
  // Per code point: which face draws it and its advance at `size`.
  const glyphs = new Map<number, { face: 0 | 1; width: number }>();
  const glyph = (codePoint: number) => {
    let found = glyphs.get(codePoint);
    if (!found) {
      const face: 0 | 1 = latin.hasGlyphForCodePoint(codePoint) || !extended.hasGlyphForCodePoint(codePoint) ? 0 : 1;
      const font = face === 0 ? latin : extended;
      found = { face, width: (font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm) * size };
      glyphs.set(codePoint, found);
    }
    return found;
  };

  const width = (text: string) => {
    let total = 0;
    for (const char of text) total += glyph(char.codePointAt(0)!).width;
    return total;
  };

  const runs = (text: string): TextRun[] => {
    const out: TextRun[] = [];
    for (const char of text) {
      const { face, width: advance } = glyph(char.codePointAt(0)!);
      const last = out[out.length - 1];
      if (last && last.face === face) {
        last.text += char;
        last.width += advance;
      } else out.push({ text: char, face, width: advance });
    }
    return out;
  };

  const breakWord = (word: string, maxWidth: number): string[] => {
    const parts: string[] = [];
    let part = "";
    for (const char of word) {
      if (part && width(part + char) > maxWidth) {
        parts.push(part);
        part = "";
      }
      part += char;
    }
    return part ? [...parts, part] : parts;
  };

  const wrap = (text: string, maxWidth: number): string[] => {
    if (width(text) <= maxWidth) return [text];
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (width(word) <= maxWidth) line = word;
      else {
        const parts = breakWord(word, maxWidth);
        lines.push(...parts.slice(0, -1));
        line = parts[parts.length - 1] ?? "";
      }
    }
    if (line) lines.push(line);
    return lines.length ? lines : [""];
  };

  return { size, width, runs, wrap };
}
