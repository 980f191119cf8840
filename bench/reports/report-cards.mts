// The class report-card PDF: a class grown to 45 students, every card a page, streamed
// from the worker pool. Baseline in the same run: the same 45 cards as 45 one-card PDFs, one after
// another (what printing a class cost with only the per-student route).
import type pg from "pg";
import { readPdfStream } from "../lib/pdf-stream.mts";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const CLASS = "cls1999";
const QUERY = "?academicYear=2023-2024&academicTerm=FIRST_TERM";
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Tops the class up to 45 students, each with the term's three exams (idempotent on reruns). */
async function growClass(client: pg.Pool) {
  await client.query(
    `INSERT INTO "Student" (id, "studentName", "classId", "schoolId", "updatedAt")
     SELECT 'rc_extra_' || n, 'Extra Student ' || n, c.id, c."schoolId", now()
     FROM "Class" c, generate_series(0, 14) n WHERE c.id = $1
     ON CONFLICT (id) DO NOTHING`,
    [CLASS],
  );
  await client.query(
    `INSERT INTO "Mark" (id, "studentId", "subjectId", "classId", "schoolId", "teacherId", "examType", "totalMarks",
       "academicYear", "academicTerm", "examDate", "updatedAt")
     SELECT 'rc_mk_' || s.id || '_' || k, s.id, cs."subjectId", cs."classId", cs."schoolId", 'bench_teacher',
       (ARRAY['BEGINNING_TERM','MIDTERM','ENDTERM'])[k + 1]::"ExamType", 1 + abs(hashtext(s.id || k)) % 100,
       '2023-2024', 'FIRST_TERM', DATE '2026-01-05' + k, now()
     FROM "Student" s JOIN "ClassSubject" cs ON cs."classId" = s."classId", generate_series(0, 2) k
     WHERE s.id LIKE 'rc_extra_%'
     ON CONFLICT DO NOTHING`,
  );
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM "Student" WHERE "classId" = $1`, [CLASS]);
  return rows[0].n as number;
}

async function download(handler: Handler, token: string, params: Record<string, string>) {
  const started = performance.now();
  const response = await handler(
    new Request(`http://localhost/api/bench${QUERY}`, { headers: { authorization: `Bearer ${token}` } }),
    { params: Promise.resolve(params) },
  );
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  return readPdfStream(response, started);
}

export async function benchReportCards(ctx: { log(line: string): void; admin: string; runs: number; pool: pg.Pool }) {
  const students = await growClass(ctx.pool);
  const classPdf = (await import("../../lib/report-cards/api.ts")).reportCardsApi[
    "/api/reports/report-cards/class/[classId]"
  ].GET as Handler;
  const cardPdf = (await import("../../lib/report-cards/api.ts")).reportCardsApi[
    "/api/reports/report-card/[studentId]/pdf"
  ].GET as Handler;
  await download(classPdf, ctx.admin, { classId: CLASS });
  const runs = [];
  for (let i = 0; i < ctx.runs; i++) runs.push(await download(classPdf, ctx.admin, { classId: CLASS }));
  const first = median(runs.map((run) => run.first));
  const complete = median(runs.map((run) => run.complete));

  const { rows } = await ctx.pool.query(`SELECT id FROM "Student" WHERE "classId" = $1 ORDER BY "studentName", id`, [
    CLASS,
  ]);
  const started = performance.now();
  for (const row of rows) await download(cardPdf, ctx.admin, { studentId: row.id });
  const oneByOne = performance.now() - started;

  const ok = complete <= 2000;
  ctx.log(
    `\nClass report-card PDF (${students} students, ${runs[0].pages} pages; median of ${ctx.runs}): first chunk ${first.toFixed(0)} ms, ` +
      `complete ${complete.toFixed(0)} ms (≤ 2,000: ${ok ? "OK" : "OVER BUDGET"}); baseline, the same cards as ${rows.length} one-card PDFs ` +
      `one after another: ${oneByOne.toFixed(0)} ms → ${(oneByOne / complete).toFixed(1)}× the class PDF`,
  );
  return ok;
}
