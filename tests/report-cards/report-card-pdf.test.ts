import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { pageSizes, readPdf } from "../helpers/pdf-text";
import { renderReport } from "@/lib/reports/pdf/render-report";
import { pngHeaderOnly, tinyJpeg, tinyPng } from "../helpers/tiny-png";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { reportCardsApi } from "@/lib/report-cards/api";
import { schoolsApi } from "@/lib/schools/api";

const { GET: cardPdf } = reportCardsApi["/api/reports/report-card/[studentId]/pdf"];
const { GET: classCardsPdf } = reportCardsApi["/api/reports/report-cards/class/[classId]"];
const { DELETE: deleteLogo, GET: getLogo, PUT: putLogo } = schoolsApi["/api/schools/[id]/logo"];

let f: CardFixture;
beforeAll(async () => {
  f = await createCardFixture();
});

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function send(
  handler: Handler,
  token: string | undefined,
  params: Record<string, string>,
  init: RequestInit = {},
  query = "",
) {
  const headers = new Headers(init.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  const response = await handler(new Request(`http://localhost/api/x?${query}`, { ...init, headers }), {
    params: Promise.resolve(params),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}
const term = "academicYear=2025-2026&academicTerm=FIRST_TERM";

/** Every page A4 portrait (595 × 842 pt, rounded), one page per card. */
function expectA4(pdf: Buffer, cards: number) {
  const sizes = pageSizes(pdf).map(([width, height]) => [Math.round(width), Math.round(height)]);
  expect(sizes).toEqual(Array(cards).fill([595, 842]));
}

describe("school logo", () => {
  it("takes a PNG or JPEG by its bytes, up to 200 kB, from admins only", async () => {
    const put = (token: string, bytes: Uint8Array, type = "image/png") =>
      send(
        putLogo as Handler,
        token,
        { id: f.schoolId },
        { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": type } },
      );
    expect((await put(f.teacher.token, tinyPng())).response.status).toBe(403);
    const fake = await put(f.admin.token, Buffer.from("<svg onload=alert(1)>"), "image/png");
    expect(fake.response.status).toBe(415);
    expect(JSON.parse(fake.bytes.toString()).message).toBe("The logo must be a PNG or JPEG image");
    const big = Buffer.concat([tinyPng(), Buffer.alloc(200 * 1024)]);
    expect((await put(f.admin.token, big)).response.status).toBe(413);
    expect(await db.schoolLogo.count({ where: { schoolId: f.schoolId } })).toBe(0);

    expect((await put(f.admin.token, tinyPng(), "application/octet-stream")).response.status).toBe(200);
    const read = await send(getLogo as Handler, f.teacher.token, { id: f.schoolId });
    expect(read.response.headers.get("content-type")).toBe("image/png");
    expect(read.bytes.equals(tinyPng())).toBe(true);
    expect((await send(getLogo as Handler, f.outsider.token, { id: f.schoolId })).response.status).toBe(404);
  });
});

describe("a logo is decoded in full before it is stored", () => {
  const put = (bytes: Uint8Array) =>
    send(
      putLogo as Handler,
      f.admin.token,
      { id: f.schoolId },
      { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": "image/png" } },
    );
  const flipped = (bytes: Buffer, at: number) => {
    const copy = Buffer.from(bytes);
    copy[at] ^= 0xff;
    return copy;
  };
  const damaged = "The logo file is damaged or incomplete: save it again as PNG or JPEG and upload it again";
  const png = tinyPng();
  const jpg = tinyJpeg();
  it.each([
    ["a PNG cut after its header", png.subarray(0, 40), damaged],
    ["a PNG without its end", png.subarray(0, png.length - 12), damaged],
    ["a PNG with a wrong checksum in its pixels", flipped(png, png.length - 20), damaged],
    [
      "the 8 bytes of a PNG signature and noise",
      Buffer.concat([png.subarray(0, 8), Buffer.from("hello world!")]),
      damaged,
    ],
    ["a JPEG cut in its pixels", jpg.subarray(0, jpg.length - 40), damaged],
    ["a JPEG without its end", jpg.subarray(0, jpg.length - 2), damaged],
    ["the 3 bytes of a JPEG start and noise", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]), damaged],
    ["a PNG of 5000 × 10 pixels", pngHeaderOnly(5000, 10), "The logo must be at most 2048 × 2048 pixels"],
  ])("refuses %s with 400 and stores nothing", async (_, bytes, message) => {
    await db.schoolLogo.deleteMany({ where: { schoolId: f.schoolId } });
    const answer = await put(bytes);
    expect(answer.response.status).toBe(400);
    expect(JSON.parse(answer.bytes.toString()).message).toBe(message);
    expect(await db.schoolLogo.count({ where: { schoolId: f.schoolId } })).toBe(0);
  });

  it("takes a whole JPEG", async () => {
    const answer = await put(jpg);
    expect(answer.response.status).toBe(200);
    expect(JSON.parse(answer.bytes.toString())).toMatchObject({ mimeType: "image/jpeg", bytes: jpg.length });
  });
});

describe("a logo that cannot be drawn leaves the cards without it", () => {
  const store = (bytes: Buffer, mimeType = "image/png") =>
    db.schoolLogo.upsert({
      where: { schoolId: f.schoolId },
      create: { schoolId: f.schoolId, mimeType, data: new Uint8Array(bytes) },
      update: { mimeType, data: new Uint8Array(bytes) },
    });

  it("a bad logo already in the database: the card and the class PDF render without it, said once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      await store(Buffer.concat([tinyPng().subarray(0, 8), Buffer.from("only starts like a PNG")]));
      for (let i = 0; i < 2; i++) {
        const { response, bytes } = await send(
          cardPdf as Handler,
          f.teacher.token,
          { studentId: f.students[1] },
          {},
          term,
        );
        expect(response.status).toBe(200);
        expect(readPdf(bytes).pages[0]).toContain("Card School");
        expect(bytes.includes(Buffer.from("/Subtype /Image"))).toBe(false);
      }
      const all = await send(classCardsPdf as Handler, f.admin.token, { classId: f.classId }, {}, term);
      expect(all.response.status).toBe(200);
      expect(readPdf(all.bytes).pages).toHaveLength(5);
      const said = warn.mock.calls.map((args) => String(args[0])).filter((line) => line.includes("logo"));
      expect(said).toEqual([expect.stringMatching(/^report PDF: the school's logo cannot be drawn \(damaged: /)]);
    } finally {
      warn.mockRestore();
      await store(tinyPng()); // the cards below carry a good one
    }
  });

  it("renders where every console call throws, as in the built app's worker thread", async () => {
    // Next's runtime, bundled into the PDF worker, wraps console methods in an AsyncLocalStorage the
    // worker does not have: any console call there throws. react-pdf warns about an image it cannot read.
    const thrown = () => {
      throw new Error("Invariant: AsyncLocalStorage accessed in runtime where it is not available");
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(thrown);
    const error = vi.spyOn(console, "error").mockImplementation(thrown);
    const log = vi.spyOn(console, "log").mockImplementation(thrown);
    const warnings: string[] = [];
    const chunks: Uint8Array[] = [];
    try {
      const jpg = tinyJpeg();
      await renderReport(
        {
          title: "Card",
          subtitle: "First term",
          sections: [{ heading: "Scores", facts: [["Average", "74.3"]] }],
          logo: `data:image/jpeg;base64,${jpg.subarray(0, jpg.length - 40).toString("base64")}`,
          paper: { lang: "en", author: "Test", pageOf: "Page {page} of {total}" },
        },
        { onData: (chunk) => chunks.push(chunk), onWarning: (message) => warnings.push(message) },
      );
    } finally {
      warn.mockRestore();
      error.mockRestore();
      log.mockRestore();
    }
    expect(readPdf(Buffer.concat(chunks)).pages[0]).toContain("74.3");
    expect(warnings).toEqual([expect.stringContaining("the school's logo cannot be drawn (damaged")]);
  });
});

describe("report card PDFs", () => {
  it("one student's card is one A4 page carrying the school's name, the scores and the logo", async () => {
    const { response, bytes } = await send(cardPdf as Handler, f.teacher.token, { studentId: f.students[3] }, {}, term);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="report-card-dan-first-term-2025-2026.pdf"',
    );
    const pdf = readPdf(bytes);
    expect(pdf.pages).toHaveLength(1);
    expectA4(bytes, 1);
    const text = pdf.pages[0];
    expect(text).toContain("Card School");
    expect(text).toContain("74.3");
    expect(text).toContain("No Midterm mark");
    expect(text).toContain("2 of 4");
    expect(text).toContain("80–100");
    expect(bytes.includes(Buffer.from("/Subtype /Image"))).toBe(true);
  });

  it("the class PDF has a page per student; other schools' teachers get 404", async () => {
    const { response, bytes } = await send(classCardsPdf as Handler, f.admin.token, { classId: f.classId }, {}, term);
    expect(response.status).toBe(200);
    const pages = readPdf(bytes).pages;
    expect(pages).toHaveLength(5);
    expectA4(bytes, 5);
    expect(pages[0]).toContain("Ann");
    expect(pages[4]).toContain("Eve");
    const annual = await send(
      classCardsPdf as Handler,
      f.teacher.token,
      { classId: f.classId },
      {},
      "academicYear=2025-2026",
    );
    expect(readPdf(annual.bytes).pages).toHaveLength(5);
    expectA4(annual.bytes, 5);
    expect(
      (await send(classCardsPdf as Handler, f.outsider.token, { classId: f.classId }, {}, term)).response.status,
    ).toBe(404);
    expect(
      (await send(cardPdf as Handler, f.outsider.token, { studentId: f.students[0] }, {}, term)).response.status,
    ).toBe(404);
  });

  it("without a logo the card still renders, and an admin can remove it", async () => {
    expect(
      (await send(deleteLogo as Handler, f.admin.token, { id: f.schoolId }, { method: "DELETE" })).response.status,
    ).toBe(200);
    const { response, bytes } = await send(cardPdf as Handler, f.teacher.token, { studentId: f.students[0] }, {}, term);
    expect(response.status).toBe(200);
    expect(readPdf(bytes).pages).toHaveLength(1);
  });
});
