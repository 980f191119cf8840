// Reading an uploaded CSV with csv-parse: UTF-8 with or without a BOM, comma or semicolon,
// quoted fields with embedded separators, quotes and line breaks. Each row keeps its line in the file.
import { parse } from "csv-parse/sync";
import { problem } from "@/lib/problems/api-error";

export const CSV_MAX_BYTES = 1_000_000;
export const CSV_MAX_ROWS = 5_000;

/** The declared types an upload may have: what browsers and spreadsheets send for a .csv file. */
export const CSV_TYPES = ["text/csv", "text/plain", "application/vnd.ms-excel", "application/csv"];

/** An import's body as route() reads it under an Idempotency-Key: the same bound as lib/http/csv-body.ts. */
export const CSV_IMPORT_BODY = { maxBytes: CSV_MAX_BYTES, tooLarge: "csv-too-large" } as const;

/** The upload's bytes as text: valid UTF-8, or the problem that says so. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw problem("csv-encoding");
  }
}

export interface CsvRow {
  /** Line of the file the row starts on (the header is line 1). */
  line: number;
  values: Record<string, string>;
}

/** Semicolon when the header line has more of them than commas (Excel in many locales), else comma. */
function delimiterOf(text: string): string {
  const header = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0];
  const count = (char: string) => header.split(char).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/**
 * Rows keyed by the header's names, matched without regard to case or spaces (`Student Name` →
 * `studentname`). Blank lines are skipped; more than CSV_MAX_ROWS rows is 413.
 */
export function parseCsv(text: string): { columns: string[]; rows: CsvRow[] } {
  if (!text.replace(/^\uFEFF/, "").trim()) throw problem("csv-empty");
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const reason =
      error instanceof Error
        ? error.message
            .replace(/^Invalid Record Length: /, "")
            .split(":")[0]
            .toLowerCase()
        : "";
    throw problem("csv-unreadable", { line, reason: reason || "unreadable quoting" });
  }
  if (records.length < 2) throw problem("csv-empty");
  if (records.length - 1 > CSV_MAX_ROWS) throw problem("csv-too-many-rows");
  const columns = records[0].record.map(normalizeColumn);
  const rows = records.slice(1).map(({ record, info }, index) => {
    const values: Record<string, string> = {};
    columns.forEach((column, at) => {
      if (column && !(column in values)) values[column] = record[at] ?? "";
    });
    // info.lines is the line the record ends on; a quoted line break makes a record span lines.
    const spans = record.reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - spans || index + 2, values };
  });
  return { columns, rows };
}

export const normalizeColumn = (name: string) => name.replace(/\s+/g, "").toLowerCase();
