// CSV downloads: UTF-8 with a BOM and CRLF line ends, so Excel and LibreOffice open them
// with the right characters and rows; text that a spreadsheet would run as a formula is neutralized.
import { Payload } from "@/lib/platform/payload";

export type Cell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell starting with = + - @ (or a tab or carriage return, which some spreadsheets skip before
 * them) gets a leading apostrophe: shown as text, never evaluated (OWASP "CSV injection").
 * Numbers are written as numbers, so a negative number stays one.
 */
export function neutralize(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return String(cell);
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** One cell, quoted when it holds a separator, a quote or a line break. */
export function csvCell(cell: Cell): string {
  const text = neutralize(cell);
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(",")}\r\n`;

const CSV_TYPE = "text/csv; charset=utf-8";

/** A whole CSV file held in memory (small exports: a class, a school report). */
export function csvFile(rows: Cell[][], filename: string): Payload {
  return new Payload(`\uFEFF${rows.map(csvLine).join("")}`, { type: CSV_TYPE, filename });
}

/** A CSV written batch by batch (long lists), so memory holds one batch whatever the size. */
export function csvStream(header: Cell[], batches: AsyncIterable<Cell[][]>, filename: string): Payload {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value.map(csvLine).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Payload(body, { type: CSV_TYPE, filename });
}
