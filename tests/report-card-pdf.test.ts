import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as cardPdf } from "@/app/api/reports/report-card/[studentId]/pdf/route";
import { GET as classCardsPdf } from "@/app/api/reports/report-cards/class/[classId]/route";
import { DELETE as deleteLogo, GET as getLogo, PUT as putLogo } from "@/app/api/schools/[id]/logo/route";
import { readPdf } from "./helpers/pdf-text";
import { tinyPng } from "./helpers/tiny-png";
import { createCardFixture, type CardFixture } from "./report-card-fixture";

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

describe("report card PDFs", () => {
  it("one student's card is one A4 page carrying the school's name, the scores and the logo", async () => {
    const { response, bytes } = await send(cardPdf as Handler, f.teacher.token, { studentId: f.students[3] }, {}, term);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="report-card-dan-first-term-2025-2026.pdf"',
    );
    const pdf = readPdf(bytes);
    expect(pdf.pages).toHaveLength(1);
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
