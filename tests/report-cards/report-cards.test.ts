import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { AnnualReportCard, TermReportCard } from "@/lib/report-cards/build";
import { call } from "../helpers/api";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { marksApi } from "@/lib/marks/api";
import { reportCardsApi } from "@/lib/report-cards/api";

const { GET: getCard, PUT: putRemark } = reportCardsApi["/api/reports/report-card/[studentId]"];
const { GET: getGrading, PUT: putGrading } = marksApi["/api/schools/[id]/grading"];

let f: CardFixture;
beforeAll(async () => {
  f = await createCardFixture();
});

const term = { academicYear: "2025-2026", academicTerm: "FIRST_TERM" };
const card = (studentIndex: number, token: string, query: Record<string, string> = term) =>
  call<TermReportCard>(getCard, { token, params: { studentId: f.students[studentIndex] }, query });

describe("report card for a term", () => {
  it("weights the exams, ranks with ties and counts the term's attendance", async () => {
    const ann = await card(0, f.teacher.token);
    expect(ann.status).toBe(200);
    const maths = ann.body.subjects[0];
    expect(maths.exams).toEqual({ BEGINNING_TERM: 60, MIDTERM: 70, ENDTERM: 80 });
    expect(maths.termScore).toBe(73);
    expect(maths.grade).toBe("Very good");
    // Ann 73, Ben 73, Cat 90, Dan 74.3 (rescaled), Eve none → (73 + 73 + 90 + 74.3) / 4
    expect(maths.classAverage).toBe(77.6);
    expect(ann.body.overallAverage).toBe(73);
    expect(ann.body.position).toEqual({ rank: 3, outOf: 4 });
    expect(ann.body.attendance).toMatchObject({ present: 2, absent: 1, late: 1, excused: 0, total: 4, rate: 50 });
    expect(ann.body.attendance).toMatchObject({ from: "2025-09-01", to: "2025-12-31" });
    expect(ann.body.school.name).toMatch(/^Card School/);
    expect(ann.body.legend[0]).toBe("80–100 Excellent");

    const ben = await card(1, f.teacher.token);
    expect(ben.body.position).toEqual({ rank: 3, outOf: 4 });
    const cat = await card(2, f.admin.token);
    expect(cat.body.position).toEqual({ rank: 1, outOf: 4 });
    const eve = await card(4, f.teacher.token);
    expect(eve.body.position).toBeNull();
    expect(eve.body.subjects[0].termScore).toBeNull();
  });

  it("says when a missing exam made the other weights count more", async () => {
    const dan = await card(3, f.teacher.token);
    const line = dan.body.subjects[0];
    expect(line.termScore).toBe(74.3);
    expect(line.rescaled).toBe(true);
    expect(line.missingExams).toEqual(["MIDTERM"]);
    expect(line.note).toBe("No Midterm mark: weights rescaled to Beginning of term 28.6 %, End of term 71.4 %");
    expect(dan.body.position).toEqual({ rank: 2, outOf: 4 });
  });

  it("without a term gives the three terms and the annual average", async () => {
    const ann = await call<AnnualReportCard>(getCard, {
      token: f.teacher.token,
      params: { studentId: f.students[0] },
      query: { academicYear: "2025-2026" },
    });
    expect(ann.status).toBe(200);
    expect(ann.body.academicTerm).toBeNull();
    expect(ann.body.terms.map((t) => t.overallAverage)).toEqual([73, 50, null]);
    expect(ann.body.annualAverage).toBe(61.5);
    expect(ann.body.terms[1].attendance).toMatchObject({ absent: 1, total: 1, rate: 0 });
  });

  it("uses the school's own weights once an admin sets them", async () => {
    const weights = { BEGINNING_TERM: 0, MIDTERM: 50, ENDTERM: 50 };
    const bands = [
      { min: 0, label: "Keep going" },
      { min: 75, label: "Great" },
    ];
    const saved = await call(putGrading, {
      method: "PUT",
      token: f.admin.token,
      params: { id: f.schoolId },
      body: { weights, bands },
    });
    expect(saved.status).toBe(200);
    const read = await call<{ weights: unknown; bands: { min: number }[] }>(getGrading, {
      token: f.teacher.token,
      params: { id: f.schoolId },
    });
    expect(read.body.weights).toEqual(weights);
    expect(read.body.bands.map((b) => b.min)).toEqual([75, 0]);
    const ann = await card(0, f.teacher.token);
    expect(ann.body.subjects[0].termScore).toBe(75);
    expect(ann.body.subjects[0].grade).toBe("Great");
    expect(ann.body.legend).toEqual(["75–100 Great", "0–74 Keep going"]);
    await db.gradingScheme.delete({ where: { schoolId: f.schoolId } });
  });
});

describe("grading settings", () => {
  it("answers defaults until set", async () => {
    const read = await call<{ weights: unknown; custom: boolean }>(getGrading, {
      token: f.teacher.token,
      params: { id: f.schoolId },
    });
    expect(read.body).toMatchObject({ weights: { BEGINNING_TERM: 20, MIDTERM: 30, ENDTERM: 50 }, custom: false });
  });

  it.each([
    [
      { weights: { BEGINNING_TERM: 20, MIDTERM: 30, ENDTERM: 40 }, bands: [{ min: 0, label: "All" }] },
      "The weights must add up to 100",
    ],
    [
      { weights: { BEGINNING_TERM: 20, MIDTERM: 30, ENDTERM: 50 }, bands: [{ min: 50, label: "Half" }] },
      "One band must start at 0 so every score has a band",
    ],
    [
      { weights: { BEGINNING_TERM: -10, MIDTERM: 60, ENDTERM: 50 }, bands: [{ min: 0, label: "All" }] },
      "Each weight must be a whole number from 0 to 100",
    ],
    [{ weights: { BEGINNING_TERM: 20, MIDTERM: 30, ENDTERM: 50 }, bands: [] }, "Give from 1 to 10 grading bands"],
  ])("refuses %j with a message and writes nothing", async (body, message) => {
    const res = await call<{ message: string }>(putGrading, {
      method: "PUT",
      token: f.admin.token,
      params: { id: f.schoolId },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await db.gradingScheme.count({ where: { schoolId: f.schoolId } })).toBe(0);
  });

  it("is set by admins only; another school's teacher is told it does not exist", async () => {
    const body = { weights: { BEGINNING_TERM: 20, MIDTERM: 30, ENDTERM: 50 }, bands: [{ min: 0, label: "All" }] };
    expect(
      (await call(putGrading, { method: "PUT", token: f.teacher.token, params: { id: f.schoolId }, body })).status,
    ).toBe(403);
    expect((await call(getGrading, { token: f.outsider.token, params: { id: f.schoolId } })).status).toBe(404);
  });
});

describe("authorization and the remark", () => {
  it("hides another school's student from a teacher (404) and refuses anonymous callers", async () => {
    expect((await card(0, f.outsider.token)).status).toBe(404);
    expect((await call(getCard, { params: { studentId: f.students[0] }, query: term })).status).toBe(401);
    expect((await card(0, f.mentor.token)).status).toBe(200);
  });

  it("is written by the class's teachers or an admin, shown on the card, and cleared when empty", async () => {
    const put = (token: string, remark: string) =>
      call(putRemark, { method: "PUT", token, params: { studentId: f.students[0] }, body: { ...term, remark } });
    expect((await put(f.outsider.token, "Not mine")).status).toBe(404);
    expect((await put(f.mentor.token, "Observer")).status).toBe(403);
    expect(await db.reportCardRemark.count({ where: { studentId: f.students[0] } })).toBe(0);
    expect((await put(f.teacher.token, "Works hard in class.")).status).toBe(200);
    expect((await card(0, f.teacher.token)).body.remark?.text).toBe("Works hard in class.");
    expect((await put(f.admin.token, "Excellent progress.")).status).toBe(200);
    expect((await card(0, f.teacher.token)).body.remark?.text).toBe("Excellent progress.");
    expect((await card(1, f.teacher.token)).body.remark).toBeNull();
    expect((await put(f.teacher.token, "x".repeat(1001))).status).toBe(400);
    expect((await put(f.teacher.token, "")).status).toBe(200);
    expect((await card(0, f.teacher.token)).body.remark).toBeNull();
  });

  it("needs a valid year and refuses a bad term", async () => {
    expect((await card(0, f.teacher.token, { academicYear: "2025" })).status).toBe(400);
    expect((await card(0, f.teacher.token, { academicYear: "2025-2026", academicTerm: "FOURTH" })).status).toBe(400);
  });
});
