import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportCard } from "@/lib/report-cards/build";
import { env } from "@/lib/env";
import { call } from "../helpers/api";
import { readPdf } from "../helpers/pdf-text";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { reportCardsApi } from "@/lib/report-cards/api";

const { GET: getCard } = reportCardsApi["/api/reports/report-card/[studentId]"];
const { GET: cardPdf } = reportCardsApi["/api/reports/report-card/[studentId]/pdf"];
const { GET: classCardsPdf } = reportCardsApi["/api/reports/report-cards/class/[classId]"];

// The QR code printed on a card must read back as the card's verify URL: the PDF is rasterised the
// way a printer would (poppler's pdftoppm, installed by scripts/install-test-deps.sh) and the image
// decoded by a QR reader (jsQR), as a phone's camera would.
type Handler = Parameters<typeof call>[0];
const TERM = { academicYear: "2025-2026", academicTerm: "FIRST_TERM" };
let f: CardFixture;
const dir = mkdtempSync(path.join(tmpdir(), "card-qr-"));
beforeAll(async () => {
  f = await createCardFixture();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pdfBytes(handler: Handler, params: Record<string, string>) {
  const url = new URL("http://localhost/api/x");
  for (const [key, value] of Object.entries(TERM)) url.searchParams.set(key, value);
  const response = await handler(new Request(url, { headers: { authorization: `Bearer ${f.teacher.token}` } }), {
    params: Promise.resolve(params),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** One page at 150 dpi, as a greyscale PGM (P5): width, height, then a byte per pixel. */
function rasterise(pdf: Buffer, page: number) {
  const file = path.join(dir, `card-${page}.pdf`);
  writeFileSync(file, pdf);
  execFileSync("pdftoppm", [
    "-r",
    "150",
    "-gray",
    "-f",
    String(page),
    "-l",
    String(page),
    file,
    path.join(dir, "page"),
  ]);
  const image = readFileSync(path.join(dir, `page-${page}.pgm`));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString("latin1"))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const grey = image.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([grey[i], grey[i], grey[i], 255], i * 4);
  return { rgba, width, height };
}

const readQr = (pdf: Buffer, page: number) => {
  const { rgba, width, height } = rasterise(pdf, page);
  return jsQR(rgba, width, height)?.data ?? null;
};

const cardOf = async (studentId: string) =>
  (await call<ReportCard>(getCard as Handler, { token: f.teacher.token, params: { studentId }, query: TERM })).body;

describe("the QR code on a printed report card", () => {
  it("decodes to the card's verify URL, and the page prints its code", async () => {
    const pdf = await pdfBytes(cardPdf as Handler, { studentId: f.students[0] });
    const card = await cardOf(f.students[0]);
    expect(card.verification.url).toMatch(/^http:\/\/localhost:\d+\/verify\/[0-9A-Z-]{14}\?s=[A-Za-z0-9_-]{86}$/);
    expect(readQr(pdf, 1)).toBe(card.verification.url);
    const text = readPdf(pdf).pages[0];
    expect(text).toContain(`Code: ${card.verification.code}`);
    // Still one page a card.
    expect(readPdf(pdf).pages).toHaveLength(1);
  });

  it("on the class's PDF, each page's QR code is its own student's", async () => {
    const pdf = await pdfBytes(classCardsPdf as Handler, { classId: f.classId });
    expect(readPdf(pdf).pages).toHaveLength(5);
    for (const [index, studentId] of [f.students[0], f.students[4]].entries()) {
      const page = index === 0 ? 1 : 5;
      expect(readQr(pdf, page)).toBe((await cardOf(studentId)).verification.url);
    }
  });

  it("names the server's PUBLIC_URL when it is set: the QR, the URL and the printed line alike", async () => {
    env.PUBLIC_URL = "https://school.example.org/anything";
    try {
      const pdf = await pdfBytes(cardPdf as Handler, { studentId: f.students[1] });
      const card = await cardOf(f.students[1]);
      expect(card.verification.url).toMatch(
        /^https:\/\/school\.example\.org\/verify\/[0-9A-Z-]{14}\?s=[A-Za-z0-9_-]{86}$/,
      );
      expect(readQr(pdf, 1)).toBe(card.verification.url);
      expect(readPdf(pdf).pages[0]).toContain("https://school.example.org/verify");
    } finally {
      delete env.PUBLIC_URL;
    }
  });
});
