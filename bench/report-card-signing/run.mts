// What signing adds to a class's report cards (docs/performance.md#signed-cards): a class of 45, three
// exams each, on a fresh database. Times, medians of RUNS (default 9):
//   - issuing the 45 cards the first time (45 codes drawn, 45 Ed25519 signatures, one insert) and again
//     (one read: the same facts keep their codes), through `issueCards`;
//   - the class PDF rendered (worker pool, read to its last byte) with the verification block on every
//     page and without it (the same layout less those sections): the QR codes' and lines' cost;
//   - the whole class PDF through its route, as a teacher downloads it.
// Usage: npx tsx bench/report-card-signing/run.mts (a quiet machine: other work moves the figures).
import { freshTestDatabase } from "../../scripts/lib/test-database.mts";
import { applyMigrations } from "../../lib/migrations/runner.ts";
import { readPdfStream } from "../lib/pdf-stream.mts";

const RUNS = Number(process.env.RUNS ?? 9);
const STUDENTS = 45;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const log = (line: string) => console.log(line);

const database = await freshTestDatabase("bench_signing");
await applyMigrations(database.url, { log: () => undefined });
process.env.DATABASE_URL = database.url;
process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";
process.env.PDF_RENDERS_PER_USER ??= "100000";

const { db } = await import("../../lib/db.ts");
const { createUser } = await import("../../lib/people/users.ts");
const { startSession } = await import("../../lib/auth/sessions.ts");
const { computeClassCards } = await import("../../lib/report-cards/build.ts");
const { issueCards } = await import("../../lib/report-cards/issue.ts");
const { reportCardsLayout } = await import("../../lib/report-cards/card-layout.ts");
const { reportWords } = await import("../../lib/i18n/report-words.ts");
const { pdfDownload } = await import("../../lib/reports/pdf/respond.ts");
type Layout = Parameters<typeof pdfDownload>[0];
const pdfResponse = async (layout: Layout, name: string) => new Response((await pdfDownload(layout, name)).body);
const { requireClass } = await import("../../lib/auth/scope.ts");
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const classPdf = (await import("../../lib/report-cards/api.ts")).reportCardsApi[
  "/api/reports/report-cards/class/[classId]"
].GET as Handler;

try {
  const admin = await createUser({
    username: "bench_admin",
    email: "bench_admin@example.test",
    password: "blue-bicycle-7",
    role: "admin",
  });
  const token = (await startSession(admin)).bearer;
  const school = await db.school.create({ data: { name: "Bench School" } });
  const subject = await db.subject.create({ data: { schoolId: school.id, name: "Mathematics" } });
  const cls = await db.class.create({ data: { schoolId: school.id, className: "S2 B", classRoom: "R2" } });
  await db.classSubject.create({ data: { id: cls.id, classId: cls.id, subjectId: subject.id, schoolId: school.id } });
  for (let index = 0; index < STUDENTS; index++) {
    const student = await db.student.create({
      data: { studentName: `Student ${String(index).padStart(2, "0")}`, classId: cls.id, schoolId: school.id },
    });
    await db.mark.createMany({
      data: (["BEGINNING_TERM", "MIDTERM", "ENDTERM"] as const).map((examType, k) => ({
        studentId: student.id,
        subjectId: subject.id,
        classId: cls.id,
        schoolId: school.id,
        teacherId: admin.id,
        examType,
        totalMarks: 1 + ((index * 37 + k * 11) % 100),
        academicYear: "2025-2026",
        academicTerm: "FIRST_TERM" as const,
        examDate: new Date(`2025-10-0${k + 1}T00:00:00Z`),
      })),
    });
  }

  const row = await requireClass(admin, cls.id);
  const computed = await computeClassCards(row, "2025-2026", "FIRST_TERM");
  // Warm up: the key registered, the worker booted, the statements prepared.
  await issueCards(computed);
  const words = await reportWords("en");
  const drain = async (response: Response) => readPdfStream(response, performance.now());
  await drain(await pdfResponse(reportCardsLayout(words, await issueCards(computed), undefined, "Bench"), "b.pdf"));

  const fresh: number[] = [];
  const again: number[] = [];
  const freshCpu: number[] = [];
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return (used.user + used.system) / 1000;
  };
  for (let run = 0; run < RUNS; run++) {
    await db.issuedReportCard.deleteMany({});
    let started = performance.now();
    const cpu = process.cpuUsage();
    await issueCards(computed);
    fresh.push(performance.now() - started);
    freshCpu.push(cpuMs(cpu));
    started = performance.now();
    await issueCards(computed);
    again.push(performance.now() - started);
  }

  // The signatures alone: 45 canonical documents signed with an Ed25519 key.
  const { generateKeyPairSync, sign } = await import("node:crypto");
  const { canonicalJson, cardFacts } = await import("../../lib/report-cards/signed.ts");
  const key = generateKeyPairSync("ed25519").privateKey;
  const signing: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    for (const card of computed) {
      const content = canonicalJson({ v: 1, code: "ABCDEFGHJKMN", keyId: "k0", issuedAt: "", card: cardFacts(card) });
      sign(null, Buffer.from(content), key);
    }
    signing.push(performance.now() - started);
  }

  const issued = await issueCards(computed);
  const withBlock = reportCardsLayout(words, issued, undefined, "Bench");
  const without = { ...withBlock, sections: withBlock.sections.filter((section) => !section.verification) };
  // CPU time of the whole process (the worker thread's included) besides the wall clock: on a loaded
  // machine the wall clock mostly measures the wait for a core.
  const render = async (layout: typeof withBlock) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await readPdfStream(await pdfResponse(layout, "b.pdf"), started);
    const used = process.cpuUsage(cpu);
    return { ...result, cpu: (used.user + used.system) / 1000 };
  };
  const renderWith: number[] = [];
  const renderWithout: number[] = [];
  const cpuWith: number[] = [];
  const cpuWithout: number[] = [];
  let pages = 0;
  // Taken in turns, each first in half the runs, so neither pays for what the other left behind.
  for (let run = 0; run < RUNS * 2; run++) {
    const plain = async () => {
      const result = await render(without);
      renderWithout.push(result.complete);
      cpuWithout.push(result.cpu);
    };
    if (run % 2) await plain();
    const result = await render(withBlock);
    renderWith.push(result.complete);
    cpuWith.push(result.cpu);
    pages = result.pages;
    if (!(run % 2)) await plain();
  }

  const route: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await classPdf(
      new Request("http://localhost/api/bench?academicYear=2025-2026&academicTerm=FIRST_TERM", {
        headers: { authorization: `Bearer ${token}` },
      }),
      { params: Promise.resolve({ classId: cls.id }) },
    );
    route.push((await readPdfStream(response, started)).complete);
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const qr = median(renderWith) - median(renderWithout);
  const qrCpu = median(cpuWith) - median(cpuWithout);
  log(`Class of ${STUDENTS}, ${pages} pages, medians of ${RUNS}:`);
  log(
    `  45 canonical documents signed (Ed25519 alone): ${ms(median(signing))} (${ms(median(signing) / STUDENTS)} a card)`,
  );
  log(`  issue 45 cards, first time (sign + insert): ${ms(median(fresh))} (${ms(median(fresh) / STUDENTS)} a card)`);
  log(`  issue 45 cards, already issued (one read):  ${ms(median(again))} (${ms(median(again) / STUDENTS)} a card)`);
  log(
    `  render with the verification block: ${ms(median(renderWith))}; without: ${ms(median(renderWithout))}; ` +
      `difference ${ms(qr)} (${ms(qr / STUDENTS)} a card)`,
  );
  log(
    `  the same in CPU time (app and worker threads): with ${ms(median(cpuWith))}, without ${ms(median(cpuWithout))}; ` +
      `difference ${ms(qrCpu)} (${ms(qrCpu / STUDENTS)} a card); issuing the first time ${ms(median(freshCpu))} of this process's CPU`,
  );
  log(`  class PDF through its route (cards already issued): ${ms(median(route))}`);
  log(
    `  added per card in CPU time, first print: ${ms((median(freshCpu) + qrCpu) / STUDENTS)} (the database's own work not counted)`,
  );
  log(
    `  added per card, first print: ${ms((median(fresh) + qr) / STUDENTS)}; reprint: ${ms((median(again) + qr) / STUDENTS)} (budget < 5 ms)`,
  );
} finally {
  await db.$disconnect();
  await database.drop();
}
process.exit(0);
