import { problem } from "@/lib/problems/api-error";
import { readBytesAtMost } from "@/lib/http/read-body";
import { CSV_MAX_BYTES, CSV_TYPES, decodeCsv } from "@/lib/csv/read";

/**
 * An uploaded CSV's text, read at the edge for the import services: a CSV's declared type (415 before
 * any byte is read), at most 1 MB (413 beyond, read no further), valid UTF-8.
 */
export async function readCsvBody(request: Request): Promise<string> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!CSV_TYPES.includes(type)) throw problem("csv-type");
  return decodeCsv(await readBytesAtMost(request, CSV_MAX_BYTES, "csv-too-large"));
}
