// Reads back what a PDF from our writer (pdfkit) says and with which fonts, so tests can check the
// printed words rather than the layout that fed them. Text is drawn as glyph ids of subset fonts;
// each font's ToUnicode map turns them back into characters.
import { inflateSync } from "node:zlib";

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const found = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2];
    const start = body.indexOf("stream");
    if (start < 0) {
      found.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    const from = match.index! + match[0].indexOf(body) + start + "stream".length + (body[start + 6] === "\r" ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(from, from + length);
    found.set(Number(match[1]), { dict, stream: dict.includes("/FlateDecode") ? inflateSync(raw) : raw });
  }
  return found;
}

function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const chars = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of block[1].matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
    )) {
      const targets = target.startsWith("[") ? [...target.matchAll(/<([0-9a-f]+)>/gi)].map((t) => chars(t[1])) : null;
      for (let id = parseInt(from, 16), i = 0; id <= parseInt(to, 16); id++, i++) {
        map.set(id, targets ? targets[i] : String.fromCodePoint(parseInt(target.slice(1, -1), 16) + i));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, id, target] of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(parseInt(id, 16), chars(target));
  }
  return map;
}

export interface PdfReadout {
  /** The text of each page, its drawing operations joined with spaces. */
  pages: string[];
  /** Every font size set with `Tf`. */
  fontSizes: number[];
  /** BaseFont names, and whether each has its file embedded. */
  fonts: { name: string; embedded: boolean }[];
}

export function readPdf(pdf: Buffer): PdfReadout {
  const all = objects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const fonts: PdfReadout["fonts"] = [];
  const cmaps = new Map<number, Map<number, string>>();
  for (const [id, object] of all) {
    if (!/\/Type \/Font[\s/>]/.test(object.dict) || /\/Subtype \/CIDFontType2/.test(object.dict)) continue;
    const name = /\/BaseFont \/(\S+)/.exec(object.dict)?.[1] ?? "?";
    const descendant = all.get(Number(/\/DescendantFonts \[(\d+) 0 R\]/.exec(object.dict)?.[1]));
    const descriptor = descendant ? all.get(ref(descendant.dict, "FontDescriptor")) : undefined;
    fonts.push({ name, embedded: Boolean(descriptor && /\/FontFile[23]? /.test(descriptor.dict)) });
    const cmap = all.get(ref(object.dict, "ToUnicode"))?.stream;
    if (cmap) cmaps.set(id, toUnicode(cmap.toString("latin1")));
  }

  const fontSizes: number[] = [];
  const pages: string[] = [];
  for (const object of all.values()) {
    if (!/\/Type \/Page\b/.test(object.dict)) continue;
    const resources = all.get(ref(object.dict, "Resources"))?.dict ?? object.dict;
    const names = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name, id]) => [name, Number(id)]));
    const content = all.get(ref(object.dict, "Contents"))?.stream?.toString("latin1") ?? "";
    let cmap: Map<number, string> | undefined;
    const words: string[] = [];
    for (const [, font, size, hex, operator] of content.matchAll(/\/(F\d+) ([\d.]+) Tf|<([0-9a-f]*)>|(TJ|Tj)/gi)) {
      if (font) {
        fontSizes.push(Number(size));
        cmap = cmaps.get(names.get(font) ?? -1);
      } else if (hex !== undefined) {
        words.push((hex.match(/.{4}/g) ?? []).map((id) => cmap?.get(parseInt(id, 16)) ?? "\uFFFD").join(""));
      } else if (operator) words.push(" ");
    }
    pages.push(words.join("").replace(/\s+/g, " ").trim());
  }
  return { pages, fontSizes, fonts };
}

/** Each page's MediaBox as [width, height] in points, in page order: A4 is 595.28 × 841.89. */
export function pageSizes(pdf: Buffer): [number, number][] {
  const all = objects(pdf);
  const pages = [...all.values()].filter(({ dict }) => /\/Type\s*\/Page(?!s)\b/.test(dict));
  return pages.map(({ dict }) => {
    const box = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(dict);
    if (!box) throw new Error("A page without its own MediaBox");
    const [x0, y0, x1, y1] = box.slice(1).map(Number);
    return [x1 - x0, y1 - y0];
  });
}
