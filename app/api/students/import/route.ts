import { route } from "@/lib/http/route";
import { throttleImport } from "@/lib/csv/limits";
import { CSV_IMPORT_BODY } from "@/lib/csv/read";
import { readCsvBody } from "@/lib/http/csv-body";
import { importResponse } from "@/lib/http/import-response";
import { importStudents } from "@/lib/schools/students-import";
import { studentsImportQuery } from "@/lib/validation/csv-import";

// POST /api/students/import?classId=&commit= — a class roster from CSV: preview by default, commit=true writes all or none
export const POST = route(
  { role: "signed-in", query: studentsImportQuery, rawBody: CSV_IMPORT_BODY },
  async ({ actor, query, request, tx }) => {
    await throttleImport(actor, tx);
    return importResponse(
      await importStudents(actor, query.classId, () => readCsvBody(request), query.commit, tx),
      query.commit,
    );
  },
);

// The methods it does not take: 405 with Allow, and CORS preflights.
export * from "@/lib/http/other-methods";
