// Renders a report layout into one PDF a few pages at a time, handing bytes out as each chunk is
// written. @react-pdf/renderer's renderToStream lays out the whole document before its first byte
// (docs/performance.md#pdfs); its own parts (reconciler → layout → render into the pdfkit writer) are
// driven here per chunk instead, so page 1 leaves while page 60 is still to come.
import PDFDocument from "pdfkit";
import layoutDocument from "@react-pdf/layout";
import renderIntoWriter from "@react-pdf/render";
import { Font, pdf } from "@react-pdf/renderer";
import { checkImage } from "@/lib/image-check";
import type { ReportLayout } from "@/lib/reports/layout";
import { faces, forgetGlyphs, loadFonts } from "@/lib/reports/pdf/fonts";
import { createMeasure } from "@/lib/reports/pdf/measure";
import { TYPE, paginate, type Measures } from "@/lib/reports/pdf/paginate";
import type { TableFaces } from "@/lib/reports/pdf/paint-table";
import { ReportPages, type PageInput } from "@/lib/reports/pdf/report-document";

/** Page 1 alone (first bytes out early), then chunks small enough to keep memory flat. */
const FIRST_CHUNK = 1;
const CHUNK = 8;

let fonts: { measures: Measures; table: TableFaces } | null = null;

async function prepareFonts() {
  await loadFonts();
  if (!fonts) {
    const regular = faces(400);
    const bold = faces(700);
    const measures: Measures = {
      regular: createMeasure(regular, TYPE.body.size),
      bold: createMeasure(bold, TYPE.body.size),
      title: createMeasure(bold, TYPE.title.size),
      subtitle: createMeasure(regular, TYPE.subtitle.size),
      heading: createMeasure(bold, TYPE.heading.size),
    };
    fonts = { measures, table: { regular, bold, measureRegular: measures.regular, measureBold: measures.bold } };
  }
  return fonts;
}

type Writer = InstanceType<typeof PDFDocument>;
type LaidOut = Awaited<ReturnType<typeof layoutDocument>>;
const layoutWithFonts = layoutDocument as unknown as (document: unknown, fontStore: typeof Font) => Promise<LaidOut>;
const renderPages = renderIntoWriter as unknown as (writer: Writer, document: LaidOut) => Writer;

/** Lays out some pages and writes them; `render` ends the writer after them, so that end is held back. */
async function writeChunk(writer: Writer, element: Parameters<typeof pdf>[0]) {
  const document = pdf(element).container.document;
  const laidOut = await layoutWithFonts(document, Font);
  const end = writer.end;
  writer.end = () => writer;
  try {
    renderPages(writer, laidOut);
  } finally {
    writer.end = end;
  }
  // The writer holds the last page open until the next one starts: close it so its bytes go now.
  writer.flushPages();
}

/** Logos already looked at by this thread: a class's PDF draws one on every page, and the next PDF likely too. */
const checkedLogos = new Map<string, string | null>();

/**
 * Why the layout's logo cannot be drawn (null when it can): decoded here with the upload's own check
 * (lib/image-check.ts), so a logo stored before that check, or damaged since, leaves the cards without
 * it instead of failing them. The answer is kept, so each bad logo is reported once per worker.
 */
export function logoProblem(logo: string): { problem: string | null; firstTime: boolean } {
  const known = checkedLogos.get(logo);
  if (known !== undefined) return { problem: known, firstTime: false };
  const match = /^data:image\/(png|jpeg);base64,(.*)$/s.exec(logo);
  const check = match ? checkImage(Buffer.from(match[2], "base64")) : null;
  const problem = !check ? "not a PNG or JPEG data URL" : check.ok ? null : `${check.problem}: ${check.detail}`;
  if (checkedLogos.size >= 16) checkedLogos.delete(checkedLogos.keys().next().value!);
  checkedLogos.set(logo, problem);
  return { problem, firstTime: true };
}

export interface RenderOptions {
  onData(chunk: Uint8Array): void;
  /** Something left out of the PDF rather than failing it (said once per cause). */
  onWarning?(message: string): void;
  /** Called after each chunk of pages has gone through `onData`. */
  onPages?(): void;
  /** Checked between chunks: a download the client gave up on stops rendering. */
  cancelled?(): boolean;
}

/** Writes `layout` as a PDF through `onData`; resolves once the last byte has been handed out. */
export async function renderReport(
  layout: ReportLayout,
  { onData, onPages, onWarning, cancelled = () => false }: RenderOptions,
): Promise<void> {
  if (layout.logo) {
    const { problem, firstTime } = logoProblem(layout.logo);
    if (problem) {
      if (firstTime) onWarning?.(`the school's logo cannot be drawn (${problem}); the PDF is made without it`);
      layout = { ...layout, logo: undefined };
    }
  }
  const { measures, table } = await prepareFonts();
  forgetGlyphs();
  const pages = paginate(layout, measures);
  const writer = new PDFDocument({
    compress: true,
    autoFirstPage: false,
    displayTitle: true,
    pdfVersion: "1.7",
    lang: layout.paper.lang,
    info: {
      Title: layout.title,
      Author: layout.paper.author,
      Creator: layout.paper.author,
      Producer: "react-pdf",
      CreationDate: new Date(),
    },
  });
  const finished = new Promise<void>((resolve, reject) => {
    writer.on("end", resolve);
    writer.on("error", reject);
  });

  for (let start = 0; start < pages.length;) {
    if (cancelled()) {
      writer.destroy();
      return;
    }
    const size = start === 0 ? FIRST_CHUNK : CHUNK;
    const chunk: PageInput[] = pages
      .slice(start, start + size)
      .map((blocks, index) => ({ blocks, number: start + index + 1 }));
    await writeChunk(writer, <ReportPages layout={layout} pages={chunk} total={pages.length} faces={table} />);
    // Attached after page 1 is written, so the first bytes out carry a page, not just the header.
    if (start === 0) writer.on("data", (data: Uint8Array) => onData(data));
    start += size;
    await new Promise((resolve) => setImmediate(resolve));
    onPages?.();
  }
  writer.end();
  await finished;
}
