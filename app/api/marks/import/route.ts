import { route } from "@/lib/http/route";
import { importResponse } from "@/lib/csv/import-result";
import { throttleImport } from "@/lib/csv/limits";
import { CSV_IMPORT_BODY, readCsvText } from "@/lib/csv/read";
import { importMarks } from "@/lib/services/marks-import";
import { marksImportQuery } from "@/lib/validation/csv-import";

// POST /api/marks/import?classId=&subjectId=&examType=&academicYear=&academicTerm=&examDate=&commit= — one exam's marks from CSV
export const POST = route(
  { role: "signed-in", query: marksImportQuery, rawBody: CSV_IMPORT_BODY },
  async ({ actor, query, request }) => {
    await throttleImport(actor);
    return importResponse(await importMarks(actor, query, () => readCsvText(request)), query.commit);
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
