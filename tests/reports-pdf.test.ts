import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { GET as schoolsPdf } from "@/app/api/reports/schools/pdf/route";
import { GET as marksPdf } from "@/app/api/reports/marks/[schoolId]/pdf/route";
import { GET as attendancePdf } from "@/app/api/reports/attendance/[schoolId]/pdf/route";
import { GET as classPdf } from "@/app/api/reports/class/[classId]/pdf/route";
import { slug } from "@/lib/reports/layout";
import { createReportFixture, type ReportFixture } from "./reports-fixture";

let f: ReportFixture;
let schoolSlug: string;
beforeAll(async () => {
  f = await createReportFixture();
  schoolSlug = slug((await db.school.findUniqueOrThrow({ where: { id: f.schoolA } })).name);
});

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function download(handler: Handler, token: string | undefined, params: Record<string, string> = {}) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await handler(new Request("http://localhost/api/test", { headers }), { params: Promise.resolve(params) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("report PDFs", () => {
  const cases: [string, Handler, () => Record<string, string>, () => RegExp][] = [
    ["schools (teacher of one school)", schoolsPdf, () => ({}), () => /^attachment; filename="school-report-beta-school-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.pdf"$/],
    ["marks", marksPdf, () => ({ schoolId: f.schoolB }), () => /^attachment; filename="marks-report-beta-school-[a-z0-9]+\.pdf"$/],
    ["attendance", attendancePdf, () => ({ schoolId: f.schoolB }), () => /^attachment; filename="attendance-report-beta-school-[a-z0-9]+\.pdf"$/],
    ["class", classPdf, () => ({ classId: f.classB1 }), () => /^attachment; filename="class-report-beta-school-[a-z0-9]+-b1-physics\.pdf"$/],
  ];
  it.each(cases)("%s: a PDF download named after the school", async (_, handler, params, name) => {
    const { response, bytes } = await download(handler, f.outsider.token, params());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(name());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("the admin's schools PDF covers all schools; marks PDF names the school", async () => {
    const all = await download(schoolsPdf, f.admin.token);
    expect(all.response.headers.get("content-disposition")).toMatch(/school-report-all-schools-/);
    const marks = await download(marksPdf, f.admin.token, { schoolId: f.schoolA });
    expect(marks.response.headers.get("content-disposition")).toContain(`marks-report-${schoolSlug}.pdf`);
  });

  it("refuses anonymous (401) and another teacher's school or class (404 JSON)", async () => {
    expect((await download(schoolsPdf, undefined)).response.status).toBe(401);
    for (const [handler, params] of [[marksPdf, { schoolId: f.schoolA }], [attendancePdf, { schoolId: f.schoolA }], [classPdf, { classId: f.classA1 }]] as const) {
      const { response, bytes } = await download(handler, f.outsider.token, params);
      expect(response.status).toBe(404);
      expect(JSON.parse(bytes.toString()).message).toMatch(/not found$/);
    }
  });
});
