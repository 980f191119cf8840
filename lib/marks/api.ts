import { route } from "@/lib/http/route";
import { createMarksBulk, deleteMark, getMark, updateMark } from "@/lib/marks/marks";
import { id, idParams } from "@/lib/validation/common";
import { classMarksQuery, createMarksBulkBody, listMarksQuery, pageOf, updateMarkBody } from "@/lib/marks/marks.schema";
import { z } from "zod";
import { listMarks, streamMarks } from "@/lib/marks/marks-list";
import { requireClass } from "@/lib/auth/scope";
import { throttleImport } from "@/lib/csv/limits";
import { CSV_IMPORT_BODY } from "@/lib/csv/read";
import { readCsvBody } from "@/lib/http/csv-body";
import { importResponse } from "@/lib/http/import-response";
import { importMarks } from "@/lib/marks/marks-import";
import { marksImportQuery } from "@/lib/marks/marks-import.schema";
import { getGrading, setGrading } from "@/lib/marks/grading";
import { gradingBody } from "@/lib/marks/grading.schema";
import { schoolParams } from "@/lib/validation/common";
import type { ApiRoutes } from "@/lib/http/api-table";

/** The marks feature's /api routes: URL pattern (spelled as Next names folders) → the methods it answers. */
export const marksApi = {
  "/api/marks": {
    // GET /api/marks — the actor's marks, filtered and populated: one page with `page` (our screen), else
    // every match up to LIST_CAP, streamed; the total in X-Total-Count either way
    GET: route({ role: "signed-in", query: listMarksQuery }, async ({ actor, query }) => {
      const page = pageOf(query);
      if (!page) return streamMarks(actor, query);
      const { items, total } = await listMarks(actor, page);
      return Response.json(items, { headers: { "X-Total-Count": String(total) } });
    }),
  },
  "/api/marks/[id]": {
    // GET /api/marks/{id} — one mark of the actor's schools, populated
    GET: route({ role: "signed-in", params: idParams }, async ({ actor, params }) => getMark(actor, params.id)),
    // PUT /api/marks/{id} — correct one mark (same checks as creation, one student)
    PUT: route({ role: "signed-in", params: idParams, body: updateMarkBody }, async ({ actor, params, body }) =>
      updateMark(actor, params.id, body),
    ),
    // DELETE /api/marks/{id} — remove one mark
    DELETE: route({ role: "signed-in", params: idParams }, async ({ actor, params }) => deleteMark(actor, params.id)),
  },
  "/api/marks/bulk": {
    // POST /api/marks/bulk — record marks for one or more students of a class in one transaction
    POST: route({ role: "signed-in", body: createMarksBulkBody, status: 201 }, async ({ actor, body, tx }) =>
      createMarksBulk(actor, body, tx),
    ),
  },
  "/api/marks/class/[classId]": {
    // GET /api/marks/class/{classId}?academicYear=&academicTerm=&examType= — one class's marks (the original
    // client's marks entry loads what is already saved), streamed like GET /api/marks
    GET: route(
      { role: "signed-in", params: z.object({ classId: id("class-id-unknown") }), query: classMarksQuery },
      async ({ actor, params, query }) => {
        const klass = await requireClass(actor, params.classId);
        return streamMarks(actor, { ...query, classId: klass.id });
      },
    ),
  },
  "/api/marks/import": {
    // POST /api/marks/import?classId=&subjectId=&examType=&academicYear=&academicTerm=&examDate=&commit= — one exam's marks from CSV
    POST: route(
      { role: "signed-in", query: marksImportQuery, rawBody: CSV_IMPORT_BODY },
      async ({ actor, query, request, tx }) => {
        await throttleImport(actor, tx);
        return importResponse(await importMarks(actor, query, () => readCsvBody(request), tx), query.commit);
      },
    ),
  },
  "/api/schools/[id]/grading": {
    // GET /api/schools/{id}/grading — the school's exam weights and grading bands (defaults when unset)
    GET: route({ role: "signed-in", params: schoolParams }, async ({ actor, params }) => getGrading(actor, params.id)),
    // PUT /api/schools/{id}/grading — admins set the weights (sum 100) and the bands
    PUT: route({ role: "admin", params: schoolParams, body: gradingBody }, async ({ actor, params, body }) =>
      setGrading(actor, params.id, body),
    ),
  },
} satisfies ApiRoutes;
