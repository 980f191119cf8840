import { route } from "@/lib/http/route";
import { throttleImport } from "@/lib/csv/limits";
import { CSV_IMPORT_BODY } from "@/lib/csv/read";
import { readCsvBody } from "@/lib/http/csv-body";
import { importResponse } from "@/lib/http/import-response";
import { importMarks } from "@/lib/marks/marks-import";
import { marksImportQuery } from "@/lib/marks/marks-import.schema";

// POST /api/marks/import?classId=&subjectId=&examType=&academicYear=&academicTerm=&examDate=&commit= — one exam's marks from CSV
export const POST = route(
  { role: "signed-in", query: marksImportQuery, rawBody: CSV_IMPORT_BODY },
  async ({ actor, query, request, tx }) => {
    await throttleImport(actor, tx);
    return importResponse(await importMarks(actor, query, () => readCsvBody(request), tx), query.commit);
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
