// Splits a report layout into A4 pages ahead of rendering, with every height measured from the
// embedded font. Each page is then laid out on its own (`wrap={false}`): react-pdf's page breaking
// re-lays out the rest of the document at each break, and even on pre-cut pages it re-ran Yoga per
// page. Known pages also let the renderer stream a few pages at a time.
import type { Column, ReportLayout, ReportSection } from "@/lib/reports/layout";
import type { Measure } from "@/lib/reports/pdf/measure";

export const PAGE = { width: 595.28, height: 841.89, paddingX: 36, paddingTop: 36, paddingBottom: 54 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.paddingX;
const CONTENT_HEIGHT = PAGE.height - PAGE.paddingTop - PAGE.paddingBottom;

/** Sizes in points; body text is 9 pt at the smallest (docs/design.md#convention-10). */
export const TYPE = {
  title: { size: 18, line: 22 },
  subtitle: { size: 10, line: 13 },
  heading: { size: 12, line: 15, before: 12, after: 6 },
  body: { size: 9, line: 11.5 },
  cell: { padX: 4, padY: 3.5 },
  fact: { padY: 2, gap: 8 },
};

export interface Measures {
  regular: Measure;
  bold: Measure;
  title: Measure;
  subtitle: Measure;
  heading: Measure;
}

export interface PlacedColumn {
  x: number;
  width: number;
  numeric: boolean;
}
/** One table row: each cell's wrapped lines, and the row's height. */
export interface PlacedRow {
  cells: string[][];
  height: number;
}

export type Block =
  | { kind: "title"; height: number; title?: string; subtitle?: string }
  | { kind: "heading"; text: string; height: number }
  | { kind: "facts"; rows: { facts: [string, string][]; height: number }[]; height: number }
  | { kind: "table"; columns: PlacedColumn[]; head: PlacedRow; rows: PlacedRow[]; height: number }
  | { kind: "empty"; text: string; height: number }
  | { kind: "verification"; url: string; lines: string[][]; height: number };

/** The QR code's side in points: at 300 dpi a module of a 49-module code is 7 dots, plenty for a phone. */
export const QR_SIZE = 84;
const QR_GAP = 12;
export const QR_TEXT_X = QR_SIZE + QR_GAP;

const linesHeight = (lines: number, line: number) => lines * line;

/**
 * Column widths from their shares of the row, except that no column is narrower than the longest
 * word of its heading (a narrow numeric column would otherwise print "Student" / "s").
 */
function placeColumns(columns: Column[], bold: Measure): PlacedColumn[] {
  const least = columns.map(
    (column) => Math.max(...column.label.split(/\s+/).map((word) => bold.width(word))) + 2 * TYPE.cell.padX + 1,
  );
  const fixed = new Set<number>();
  let widths: number[] = [];
  for (;;) {
    const share = columns.reduce((sum, column, index) => sum + (fixed.has(index) ? 0 : column.width), 0);
    const left = CONTENT_WIDTH - [...fixed].reduce((sum, index) => sum + least[index], 0);
    widths = columns.map((column, index) => (fixed.has(index) ? least[index] : (left * column.width) / share));
    const narrow = widths.findIndex((width, index) => !fixed.has(index) && width < least[index]);
    if (narrow < 0 || fixed.size === columns.length - 1) break;
    fixed.add(narrow);
  }
  let x = 0;
  return columns.map((column, index) => {
    const placed = { x, width: widths[index], numeric: Boolean(column.numeric) };
    x += widths[index];
    return placed;
  });
}

function placeRow(measure: Measure, columns: PlacedColumn[], cells: string[]): PlacedRow {
  const wrapped = cells.map((cell, index) => measure.wrap(cell, columns[index].width - 2 * TYPE.cell.padX));
  const lines = Math.max(1, ...wrapped.map((cellLines) => cellLines.length));
  return { cells: wrapped, height: linesHeight(lines, TYPE.body.line) + 2 * TYPE.cell.padY };
}

export const FACTS_PER_ROW = 3;
const FACT_WIDTH = CONTENT_WIDTH / FACTS_PER_ROW;

function factsBlock(m: Measures, facts: [string, string][]): Block {
  const rows: { facts: [string, string][]; height: number }[] = [];
  for (let i = 0; i < facts.length; i += FACTS_PER_ROW) {
    const row = facts.slice(i, i + FACTS_PER_ROW);
    const lines = Math.max(
      ...row.map(([label, value]) => m.regular.wrap(`${label}: ${value}`, FACT_WIDTH - TYPE.fact.gap).length),
    );
    rows.push({ facts: row, height: linesHeight(lines, TYPE.body.line) + 2 * TYPE.fact.padY });
  }
  return { kind: "facts", rows, height: rows.reduce((sum, row) => sum + row.height, 0) };
}

const headingBlock = (m: Measures, text: string): Block => ({
  kind: "heading",
  text,
  height:
    linesHeight(m.heading.wrap(text, CONTENT_WIDTH).length, TYPE.heading.line) +
    TYPE.heading.before +
    TYPE.heading.after,
});

/** The logo's side, in points, when a layout has one; the title's text wraps beside it. */
export const LOGO_SIZE = 48;
export const titleWidth = (layout: ReportLayout) => (layout.logo ? CONTENT_WIDTH - LOGO_SIZE - 12 : CONTENT_WIDTH);

export function titleHeight(
  m: Measures,
  layout: ReportLayout,
  title = layout.title,
  subtitle = layout.subtitle,
): number {
  const width = titleWidth(layout);
  const text =
    linesHeight(m.title.wrap(title, width).length, TYPE.title.line) +
    4 +
    linesHeight(m.subtitle.wrap(subtitle, width).length, TYPE.subtitle.line) +
    6;
  return Math.max(text, layout.logo ? LOGO_SIZE + 8 : 0);
}

/** Pages of blocks: a table carried over repeats its header; a heading never ends a page. */
export function paginate(layout: ReportLayout, m: Measures): Block[][] {
  // A layout whose first section starts its own page (report cards) has no title of its own.
  const pages: Block[][] = layout.sections[0]?.startsPage
    ? [[]]
    : [[{ kind: "title", height: titleHeight(m, layout) }]];
  let used = pages[0][0]?.height ?? 0;
  const page = () => pages[pages.length - 1];
  const newPage = () => {
    pages.push([]);
    used = 0;
  };
  const place = (block: Block) => {
    page().push(block);
    used += block.height;
  };

  for (const section of layout.sections) placeSection(section);
  return pages;

  function placeSection(section: ReportSection) {
    if (section.startsPage) {
      if (used > 0) newPage();
      const { title, subtitle } = section.startsPage;
      place({ kind: "title", height: titleHeight(m, layout, title, subtitle), title, subtitle });
    }
    const heading = headingBlock(m, section.heading);
    if (section.verification) {
      const width = CONTENT_WIDTH - QR_TEXT_X;
      const lines = section.verification.lines.map((line, index) =>
        (index === 0 ? m.bold : m.regular).wrap(line, width),
      );
      const text = lines.reduce((sum, wrapped) => sum + linesHeight(wrapped.length, TYPE.body.line), 0);
      const block: Block = {
        kind: "verification",
        url: section.verification.url,
        lines,
        height: Math.max(QR_SIZE, text),
      };
      if (used > 0 && used + heading.height + block.height > CONTENT_HEIGHT) newPage();
      place(heading);
      place(block);
      return;
    }
    const facts = section.facts ? factsBlock(m, section.facts) : null;
    const table = section.table;
    const columns = table ? placeColumns(table.columns, m.bold) : [];
    const head = table
      ? placeRow(
          m.bold,
          columns,
          table.columns.map((column) => column.label),
        )
      : null;
    const rows = table ? table.rows.map((cells) => placeRow(m.regular, columns, cells)) : [];
    const empty: Block | null =
      table && rows.length === 0 ? { kind: "empty", text: table.empty, height: TYPE.body.line + 6 } : null;

    // Keep the heading with what follows it: its facts, or the table head and a first row.
    const leading =
      heading.height + (facts?.height ?? 0) + (head ? head.height + (rows[0]?.height ?? empty?.height ?? 0) : 0);
    if (used > 0 && used + leading > CONTENT_HEIGHT) newPage();
    place(heading);
    if (facts) place(facts);
    if (!table || !head) return;
    if (empty) {
      place({ kind: "table", columns, head, rows: [], height: head.height });
      place(empty);
      return;
    }
    let current: Extract<Block, { kind: "table" }> | null = null;
    for (const row of rows) {
      if (current && used + row.height > CONTENT_HEIGHT) {
        newPage();
        current = null;
      }
      if (!current) {
        current = { kind: "table", columns, head, rows: [], height: head.height };
        place(current);
      }
      current.rows.push(row);
      current.height += row.height;
      used += row.height;
    }
  }
}
