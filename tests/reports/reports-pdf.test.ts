import { performance } from "node:perf_hooks";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { attendanceReportLayout, slug, type ReportLayout } from "@/lib/reports/layout";
import { payloadResponse } from "@/lib/http/route";
import { pdfDownload } from "@/lib/reports/pdf/respond";
import { printableSchoolReport } from "@/lib/reports/printable";
import type { AttendanceReport } from "@/lib/reports/attendance-report";
import { reportWords, type ReportWords } from "@/lib/i18n/report-words";
import { readPdf } from "../helpers/pdf-text";
import { createReportFixture, type ReportFixture } from "../fixtures/reports-fixture";
import { reportsApi } from "@/lib/reports/api";

const { GET: schoolsPdf } = reportsApi["/api/reports/schools/pdf"];
const { GET: marksPdf } = reportsApi["/api/reports/marks/[schoolId]/pdf"];
const { GET: attendancePdf } = reportsApi["/api/reports/attendance/[schoolId]/pdf"];
const { GET: classPdf } = reportsApi["/api/reports/class/[classId]/pdf"];

/** A layout's PDF as route() answers it. */
const pdfResponse = async (layout: ReportLayout, filename: string) =>
  payloadResponse(await pdfDownload(layout, filename));

let f: ReportFixture;
let schoolSlug: string;
let en: ReportWords;
beforeAll(async () => {
  f = await createReportFixture();
  en = await reportWords("en");
  schoolSlug = slug((await db.school.findUniqueOrThrow({ where: { id: f.schoolA } })).name);
});

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
async function download(handler: Handler, token: string | undefined, params: Record<string, string> = {}) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await handler(new Request("http://localhost/api/test", { headers }), {
    params: Promise.resolve(params),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("report PDFs", () => {
  const cases: [string, Handler, () => Record<string, string>, () => RegExp][] = [
    [
      "schools (teacher of one school)",
      schoolsPdf,
      () => ({}),
      () => /^attachment; filename="school-report-beta-school-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.pdf"$/,
    ],
    [
      "marks",
      marksPdf,
      () => ({ schoolId: f.schoolB }),
      () => /^attachment; filename="marks-report-beta-school-[a-z0-9]+\.pdf"$/,
    ],
    [
      "attendance",
      attendancePdf,
      () => ({ schoolId: f.schoolB }),
      () => /^attachment; filename="attendance-report-beta-school-[a-z0-9]+\.pdf"$/,
    ],
    [
      "class",
      classPdf,
      () => ({ classId: f.classB1 }),
      () => /^attachment; filename="class-report-beta-school-[a-z0-9]+-b1\.pdf"$/,
    ],
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
    for (const [handler, params] of [
      [marksPdf, { schoolId: f.schoolA }],
      [attendancePdf, { schoolId: f.schoolA }],
      [classPdf, { classId: f.classA1 }],
    ] as const) {
      const { response, bytes } = await download(handler, f.outsider.token, params);
      expect(response.status).toBe(404);
      expect(JSON.parse(bytes.toString()).message).toMatch(/not found$/);
    }
  });
});

const text = (bytes: Buffer) => readPdf(bytes).pages.join(" \f ");

describe("what the PDFs print (docs/design.md#convention-10)", () => {
  it("embeds its fonts (Inter subsets), never leaning on the viewer's Helvetica", async () => {
    const { bytes } = await download(attendancePdf, f.admin.token, { schoolId: f.schoolA });
    const { fonts } = readPdf(bytes);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual(["Inter-Bold", "Inter-Regular"]);
    expect(fonts.every((font) => font.embedded)).toBe(true);
  });

  it("sets no text below 9 pt in any of the four PDFs", async () => {
    for (const [handler, params] of [
      [schoolsPdf, {}],
      [marksPdf, { schoolId: f.schoolA }],
      [attendancePdf, { schoolId: f.schoolA }],
      [classPdf, { classId: f.classA1 }],
    ] as const) {
      const { fontSizes } = readPdf((await download(handler, f.admin.token, params)).bytes);
      expect(fontSizes.length).toBeGreaterThan(0);
      expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(9);
    }
  });

  it("names exam types in words, not as enum values", async () => {
    const printed = text((await download(marksPdf, f.admin.token, { schoolId: f.schoolA })).bytes);
    expect(printed).toContain("Midterm");
    expect(printed).toContain("End of term");
    expect(printed).not.toMatch(/MIDTERM|ENDTERM|BEGINNING_TERM/);
  });

  it("gives the attendance report's date range and days in words", async () => {
    const printed = text((await download(attendancePdf, f.admin.token, { schoolId: f.schoolA })).bytes);
    expect(printed).toContain("Attendance from Mon 2 Mar 2026 to Tue 3 Mar 2026");
    expect(printed).toContain("Tue 3 Mar 2026");
    expect(printed).not.toContain("2026-03-02");
  });

  it("lists every student's counts in the attendance PDF", async () => {
    const printed = text((await download(attendancePdf, f.admin.token, { schoolId: f.schoolA })).bytes);
    expect(printed).toContain("Ann A1 1 0 1 0 2 50%");
    expect(printed).toContain("Ben A1 1 1 0 0 2 50%");
    expect(printed).toContain("Cat A2 1 0 0 1 2 50%");
    expect(printed).not.toContain("Dan");
  });

  it("prints the time on the school's clock and names the zone (default Africa/Kigali)", async () => {
    const before = Date.now();
    const kigali = text((await download(attendancePdf, f.admin.token, { schoolId: f.schoolA })).bytes);
    expect(kigali).toMatch(/Generated \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Africa\/Kigali\) by /);
    expect(kigali).not.toContain("UTC");

    await db.school.update({ where: { id: f.schoolB }, data: { timeZone: "America/New_York" } });
    try {
      const printed = text((await download(classPdf, f.admin.token, { classId: f.classB1 })).bytes);
      const clock = (at: number) =>
        new Intl.DateTimeFormat("en-GB", {
          timeZone: "America/New_York",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        }).format(at);
      const times = [clock(before), clock(Date.now())].map((time) => `${time} (America/New_York)`);
      expect(times.some((time) => printed.includes(time))).toBe(true);
    } finally {
      await db.school.update({ where: { id: f.schoolB }, data: { timeZone: "Africa/Kigali" } });
    }
  });

  it("numbers every page and repeats a long table's header on each page", async () => {
    const report = bigAttendanceReport(1200);
    report.byStudent![700].label = "Łukasz Şahin";
    const response = await pdfResponse(attendanceReportLayout(report, "Africa/Kigali", en), "big.pdf");
    const { pages, fonts } = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pages.length).toBeGreaterThan(20);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.slice(2).every((page) => page.includes("Student Class Present Absent Late Excused Total Rate"))).toBe(
      true,
    );
    const printed = pages.join(" ");
    for (const student of ["Student 0000", "Student 0599", "Student 1199"]) expect(printed).toContain(student);
    // Letters beyond Latin-1 come from the Latin Extended subset, embedded once.
    expect(printed).toMatch(/Ł\s?ukasz Ş\s?ahin/);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
      "Inter-Bold",
      "Inter-Regular",
      "Inter-Regular-LatinExt",
    ]);
  });

  it("renders off the request's thread: the app's event loop stays mostly idle while a big PDF streams", async () => {
    const layout = attendanceReportLayout(bigAttendanceReport(2400), "Africa/Kigali", en);
    await (await pdfResponse(layout, "warm.pdf")).arrayBuffer(); // a warm worker, as in service
    const start = performance.eventLoopUtilization();
    const response = await pdfResponse(layout, "big.pdf");
    const bytes = await response.arrayBuffer();
    const busy = performance.eventLoopUtilization(start);
    expect(bytes.byteLength).toBeGreaterThan(50_000);
    // Rendering this on the app's thread keeps it busy ~100% of the time; forwarding bytes, a few %.
    expect(busy.utilization).toBeLessThan(0.5);
  });
});

describe("the render pool", () => {
  it("prints every fact of a PDF rendered after others on the same worker (fontkit's glyph cache is reset)", async () => {
    for (const [handler, params] of [
      [attendancePdf, { schoolId: f.schoolA }],
      [marksPdf, { schoolId: f.schoolA }],
      [classPdf, { classId: f.classA1 }],
    ] as const)
      await download(handler, f.admin.token, params);
    const printed = text((await download(schoolsPdf, f.admin.token)).bytes);
    const { layout } = await printableSchoolReport(f.admin, en);
    expect(printed).not.toContain("\uFFFD");
    for (const [label, value] of layout.sections[0].facts!) expect(printed).toContain(`${label} : ${value}`);
    for (const column of layout.sections[1].table!.columns) expect(printed).toContain(column.label);
  });

  it("goes on serving PDFs after a download is abandoned half-way", async () => {
    const big = attendanceReportLayout(bigAttendanceReport(2400), "Africa/Kigali", en);
    const abandoned = (await pdfResponse(big, "big.pdf")).body!.getReader();
    expect((await abandoned.read()).done).toBe(false);
    await abandoned.cancel();
    const small = attendanceReportLayout(bigAttendanceReport(10), "Africa/Kigali", en);
    const results = await Promise.all(
      [1, 2, 3].map(
        async () => readPdf(Buffer.from(await (await pdfResponse(small, "small.pdf")).arrayBuffer())).pages.length,
      ),
    );
    expect(results[0]).toBeGreaterThan(0);
    expect(results).toEqual([results[0], results[0], results[0]]);
  });
});

/** A school's attendance report with `students` rows, built in memory (the PDF needs no database). */
function bigAttendanceReport(students: number): AttendanceReport {
  const counts = (i: number) => {
    const [present, absent, late, excused] = [40 + (i % 7), 5 + (i % 3), 3, 2];
    return {
      present,
      absent,
      late,
      excused,
      total: present + absent + late + excused,
      attendanceRate: Math.round((present * 100) / (present + absent + late + excused)),
    };
  };
  const byDate = Array.from({ length: 20 }, (_, d) => ({
    key: `2026-03-${String(d + 2).padStart(2, "0")}`,
    label: "",
    ...counts(d),
  }));
  return {
    schoolId: "big",
    schoolName: "Big School",
    generatedAt: new Date().toISOString(),
    generatedBy: "admin",
    attendanceSummary: { ...counts(0), byClass: [], byDate },
    byStudent: Array.from({ length: students }, (_, s) => ({
      key: `s${s}`,
      label: `Student ${String(s).padStart(4, "0")}`,
      detail: `Class ${Math.floor(s / 30)}`,
      ...counts(s),
    })),
  };
}
