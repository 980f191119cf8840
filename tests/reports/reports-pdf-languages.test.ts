// The PDFs speak the reader's language (docs/design.md#languages): the saved choice, else the locale
// cookie, else Accept-Language, else English; French accents and Kinyarwanda words are printed with
// the embedded Inter faces, and no message is missing from any catalogue.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { LOCALES } from "@/lib/i18n/locales";
import { readPdf } from "../helpers/pdf-text";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { createReportFixture, type ReportFixture } from "../fixtures/reports-fixture";
import { reportCardsApi } from "@/lib/report-cards/api";
import { reportsApi } from "@/lib/reports/api";

const { GET: schoolsPdf } = reportsApi["/api/reports/schools/pdf"];
const { GET: marksPdf } = reportsApi["/api/reports/marks/[schoolId]/pdf"];
const { GET: attendancePdf } = reportsApi["/api/reports/attendance/[schoolId]/pdf"];
const { GET: classPdf } = reportsApi["/api/reports/class/[classId]/pdf"];
const { GET: commentsPdf } = reportsApi["/api/reports/comments/[role]/pdf"];
const { GET: cardPdf } = reportCardsApi["/api/reports/report-card/[studentId]/pdf"];
const { GET: classCardsPdf } = reportCardsApi["/api/reports/report-cards/class/[classId]"];

let f: ReportFixture;
let cards: CardFixture;
beforeAll(async () => {
  [f, cards] = [await createReportFixture(), await createCardFixture()];
});

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function pdf(
  handler: Handler,
  token: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
  query = "",
) {
  const response = await handler(
    new Request(`http://localhost/api/test?${query}`, { headers: { authorization: `Bearer ${token}`, ...headers } }),
    { params: Promise.resolve(params) },
  );
  expect(response.status).toBe(200);
  return readPdf(Buffer.from(await response.arrayBuffer()));
}
const text = (read: { pages: string[] }) => read.pages.join(" \f ");
const term = "academicYear=2025-2026&academicTerm=FIRST_TERM";

describe("PDFs in the reader's language", () => {
  it("prints the attendance report in French for Accept-Language: fr, with accents in the embedded faces", async () => {
    const read = await pdf(
      attendancePdf as Handler,
      f.admin.token,
      { schoolId: f.schoolA },
      { "accept-language": "fr" },
    );
    const printed = text(read);
    expect(printed).toContain("Rapport des présences");
    expect(printed).toContain("Présences du lun. 2 mars 2026 au mar. 3 mars 2026");
    expect(printed).toContain("Élève");
    expect(printed).toContain("Ann A1 1 0 1 0 2 50 %");
    expect(printed).toContain("Page 1 sur");
    expect(printed).not.toContain("Attendance");
    expect(read.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
      "Inter-Bold",
      "Inter-Regular",
    ]);
    expect(read.fonts.every((font) => font.embedded)).toBe(true);
  });

  it("prints it in Kinyarwanda for the locale cookie, even when the browser asks for French", async () => {
    const printed = text(
      await pdf(
        attendancePdf as Handler,
        f.admin.token,
        { schoolId: f.schoolA },
        { cookie: "locale=rw", "accept-language": "fr" },
      ),
    );
    expect(printed).toContain("Raporo y'ubwitabire");
    expect(printed).toContain("Umunyeshuri");
    expect(printed).toContain("Urupapuro 1 kuri");
    expect(printed).not.toContain("Rapport");
  });

  it("the user's saved choice wins over the cookie and the browser", async () => {
    await db.user.update({ where: { id: f.admin.id }, data: { locale: "fr" } });
    try {
      const printed = text(
        await pdf(marksPdf as Handler, f.admin.token, { schoolId: f.schoolA }, { cookie: "locale=rw" }),
      );
      expect(printed).toContain("Rapport des notes");
      expect(printed).toContain("Mi-trimestre");
    } finally {
      await db.user.update({ where: { id: f.admin.id }, data: { locale: null } });
    }
  });

  it("stays English without a choice, or for a language we do not have", async () => {
    const printed = text(
      await pdf(classPdf as Handler, f.admin.token, { classId: f.classA1 }, { "accept-language": "de, sw;q=0.8" }),
    );
    expect(printed).toContain("Class Report");
    expect(printed).toContain("Page 1 of");
  });

  it.each(LOCALES)("%s: no report or card PDF prints a missing message", async (locale) => {
    const asked = { "accept-language": locale };
    const printed = [
      text(await pdf(schoolsPdf as Handler, f.admin.token, {}, asked)),
      text(await pdf(marksPdf as Handler, f.admin.token, { schoolId: f.schoolA }, asked)),
      text(await pdf(attendancePdf as Handler, f.admin.token, { schoolId: f.schoolA }, asked)),
      text(await pdf(classPdf as Handler, f.admin.token, { classId: f.classA1 }, asked)),
      text(await pdf(commentsPdf as Handler, f.admin.token, { role: "all" }, asked)),
      text(await pdf(classCardsPdf as Handler, cards.admin.token, { classId: cards.classId }, asked, term)),
      text(
        await pdf(
          classCardsPdf as Handler,
          cards.admin.token,
          { classId: cards.classId },
          asked,
          "academicYear=2025-2026",
        ),
      ),
    ].join(" ");
    expect(printed).not.toMatch(/⟦|\uFFFD/);
  });

  it("prints the report card and its missing-exam sentence in French and in Kinyarwanda", async () => {
    const card = (language: string) =>
      pdf(
        cardPdf as Handler,
        cards.teacher.token,
        { studentId: cards.students[3] },
        { "accept-language": language },
        term,
      );
    const french = text(await card("fr-RW,fr;q=0.9"));
    expect(french).toContain("bulletin scolaire");
    expect(french).toContain("Note manquante (Mi-trimestre) : coefficients ramenés à");
    expect(french).toContain("2e sur 4");
    expect(french).toContain("74,3");
    const kinyarwanda = text(await card("rw"));
    expect(kinyarwanda).toContain("indangamanota");
    expect(kinyarwanda).toContain("Nta manota ya Hagati mu gihembwe");
    expect(kinyarwanda).toContain("wa 2 muri 4");
    // The API keeps its English note for its clients.
    const english = text(await card("en"));
    expect(english).toContain("No Midterm mark: weights rescaled to");
  });

  it("prints the grading bands and grades in the reader's language, numbers and days in its one format", async () => {
    const card = async (language: string) =>
      text(
        await pdf(
          cardPdf as Handler,
          cards.teacher.token,
          { studentId: cards.students[3] },
          { cookie: `locale=${language}` },
          term,
        ),
      );
    const english = await card("en");
    for (const band of ["Excellent", "Very good", "Satisfactory", "Needs improvement"]) expect(english).toContain(band);
    const french = await card("fr");
    for (const band of ["Très bien", "Satisfaisant", "À améliorer"]) expect(french).toContain(band);
    const kinyarwanda = await card("rw");
    for (const band of ["Indashyikirwa", "Byiza cyane", "Biringaniye", "Bikeneye kunozwa"])
      expect(kinyarwanda).toContain(band);
    for (const printed of [french, kinyarwanda]) {
      expect(printed).not.toMatch(/Very good|Satisfactory|Needs improvement/);
    }
    // Kinyarwanda's days are numeric and its decimals take a comma, as on its screens (lib/i18n/format.ts).
    expect(kinyarwanda).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(kinyarwanda).toContain("74,3");
    expect(kinyarwanda).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b20\d\d [A-Z][a-z]+\. \d/);
  });
});
