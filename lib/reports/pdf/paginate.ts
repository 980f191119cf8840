// Splits a report layout into A4 pages ahead of rendering. @react-pdf's own page wrapping re-lays
// out everything left at each break (a 2,500-row table took minutes); pages of known content render
// in linear time. Heights are estimates in points; the page still wraps if one is ever short.
import type { Column, ReportLayout, ReportSection } from "@/lib/reports/layout";

export type Block =
  | { kind: "title" }
  | { kind: "heading"; text: string }
  | { kind: "facts"; facts: [string, string][] }
  | { kind: "head"; columns: Column[] }
  | { kind: "row"; columns: Column[]; cells: string[] }
  | { kind: "empty"; text: string };

export const PAGE = { width: 595, height: 842, paddingX: 32, paddingTop: 32, paddingBottom: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.paddingX;
const CONTENT_HEIGHT = PAGE.height - PAGE.paddingTop - PAGE.paddingBottom - 12;
const CHAR_WIDTH = 4.6; // Helvetica 9 pt, average glyph
const LINE = 11;

function rowHeight(columns: Column[], cells: string[]): number {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const lines = Math.max(
    1,
    ...cells.map((cell, index) => Math.ceil((cell.length * CHAR_WIDTH) / Math.max(20, (CONTENT_WIDTH * columns[index].width) / total - 6))),
  );
  return lines * LINE + 7;
}

export function blockHeight(block: Block): number {
  switch (block.kind) {
    case "title":
      return 46;
    case "heading":
      return 34;
    case "facts":
      return Math.ceil(block.facts.length / 3) * 14;
    case "head":
      return rowHeight(block.columns, block.columns.map((column) => column.label)) + 2;
    case "row":
      return rowHeight(block.columns, block.cells);
    case "empty":
      return 16;
  }
}

function sectionBlocks(section: ReportSection): Block[] {
  const blocks: Block[] = [{ kind: "heading", text: section.heading }];
  if (section.facts) blocks.push({ kind: "facts", facts: section.facts });
  if (section.table) {
    const { columns, rows, empty } = section.table;
    blocks.push({ kind: "head", columns });
    if (rows.length === 0) blocks.push({ kind: "empty", text: empty });
    for (const cells of rows) blocks.push({ kind: "row", columns, cells });
  }
  return blocks;
}

/** Pages of blocks: a table carried over repeats its header; a heading never ends a page. */
export function paginate(layout: ReportLayout): Block[][] {
  const pages: Block[][] = [[{ kind: "title" }]];
  let used = blockHeight({ kind: "title" });
  let currentHead: Block | null = null;

  const newPage = () => {
    pages.push([]);
    used = 0;
    if (currentHead) {
      pages[pages.length - 1].push(currentHead);
      used += blockHeight(currentHead);
    }
  };

  for (const section of layout.sections) {
    currentHead = null;
    const blocks = sectionBlocks(section);
    // Keep the heading with what follows it (its facts, or the table head and a first row).
    const leading = blocks.slice(0, section.table ? (section.facts ? 4 : 3) : 2);
    const leadingHeight = leading.reduce((sum, block) => sum + blockHeight(block), 0);
    if (used > 0 && used + leadingHeight > CONTENT_HEIGHT) newPage();
    for (const block of blocks) {
      const height = blockHeight(block);
      if (used + height > CONTENT_HEIGHT && block.kind === "row") newPage();
      pages[pages.length - 1].push(block);
      used += height;
      if (block.kind === "head") currentHead = block;
    }
  }
  return pages;
}
