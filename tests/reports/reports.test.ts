import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { att, createReportFixture, type Json, type ReportFixture } from "../fixtures/reports-fixture";
import { reportsApi } from "@/lib/reports/api";

const { GET: schoolsReport } = reportsApi["/api/reports/schools"];
const { GET: marksReport } = reportsApi["/api/reports/marks/[schoolId]"];
const { GET: attendanceReport } = reportsApi["/api/reports/attendance/[schoolId]"];
const { GET: classReport } = reportsApi["/api/reports/class/[classId]"];

let f: ReportFixture;
beforeAll(async () => {
  f = await createReportFixture();
});

const marks = (totalMarks: number, average: number, highest: number, lowest: number) => ({
  totalMarks,
  average,
  highest,
  lowest,
});

const schoolA = {
  totalClasses: 2,
  totalStudents: 3,
  totalSubjects: 2,
  totalAttendanceRecords: 6,
  totalMarks: 3,
  attendanceSummary: att(3, 1, 1, 1, 6, 50),
  marksSummary: marks(3, 70, 80, 60),
};
const schoolB = {
  totalClasses: 1,
  totalStudents: 1,
  totalSubjects: 1,
  totalAttendanceRecords: 1,
  totalMarks: 1,
  attendanceSummary: att(1, 0, 0, 0, 1, 100),
  marksSummary: marks(1, 90, 90, 90),
};

describe("GET /api/reports/schools", () => {
  it("401 without a token", async () => {
    expect((await call(schoolsReport)).status).toBe(401);
  });

  it("covers only the teacher's schools, with every field of docs/product-spec.md#entities computed by hand", async () => {
    const res = await call<{ schools: Json[]; summary: Json } & Json>(schoolsReport, { token: f.teacher.token });
    expect(res.status).toBe(200);
    expect(res.body.totalSchools).toBe(2);
    // Text: the original client renders generatedBy as is (an object blanked its whole dashboard).
    expect(res.body.generatedBy).toBe(f.teacher.username);
    expect(Date.parse(res.body.generatedAt as string)).not.toBeNaN();
    expect(res.body.summary).toEqual({
      totalClasses: 3,
      totalStudents: 4,
      totalAttendanceRecords: 7,
      totalMarks: 4,
      averageStudentsPerSchool: 2,
      averageClassesPerSchool: 1.5,
      attendanceSummary: att(4, 1, 1, 1, 7, 57),
      marksSummary: marks(4, 75, 90, 60),
    });
    const [a, b] = res.body.schools as {
      schoolId: string;
      schoolName: string;
      schoolDetails: Json;
      statistics: Json;
    }[];
    expect(a.schoolId).toBe(f.schoolA);
    expect(a.schoolDetails).toMatchObject({ _id: f.schoolA, name: a.schoolName });
    expect(a.statistics).toEqual(schoolA);
    expect(b.schoolId).toBe(f.schoolB);
    expect(b.statistics).toEqual(schoolB);
  });

  it("another teacher sees only their own school", async () => {
    const res = await call<{ schools: { schoolId: string }[] } & Json>(schoolsReport, { token: f.outsider.token });
    expect(res.body.totalSchools).toBe(1);
    expect(res.body.schools.map((s) => s.schoolId)).toEqual([f.schoolB]);
  });

  it("an admin sees every school; the summary adds up the schools", async () => {
    const res = await call<
      { schools: { schoolId: string; statistics: typeof schoolA }[]; summary: typeof schoolA & Json } & Json
    >(schoolsReport, { token: f.admin.token });
    const mine = new Map(res.body.schools.map((s) => [s.schoolId, s.statistics]));
    expect(mine.get(f.schoolA)).toEqual(schoolA);
    expect(mine.get(f.schoolB)).toEqual(schoolB);
    expect(res.body.totalSchools).toBe(res.body.schools.length);
    const total = (key: "totalClasses" | "totalStudents" | "totalMarks") =>
      res.body.schools.reduce((n, s) => n + s.statistics[key], 0);
    expect(res.body.summary.totalClasses).toBe(total("totalClasses"));
    expect(res.body.summary.totalStudents).toBe(total("totalStudents"));
    expect(res.body.summary.totalMarks).toBe(total("totalMarks"));
  });
});

describe("GET /api/reports/marks/{schoolId}", () => {
  it("gives the summary with subject, exam type and class breakdowns", async () => {
    const res = await call<Json>(marksReport, { token: f.teacher.token, params: { schoolId: f.schoolA } });
    expect(res.status).toBe(200);
    expect(res.body.schoolId).toBe(f.schoolA);
    expect(res.body.marksSummary).toEqual({
      ...marks(3, 70, 80, 60),
      bySubject: [
        { key: expect.any(String), label: "English", ...marks(1, 70, 70, 70) },
        { key: expect.any(String), label: "Mathematics", ...marks(2, 70, 80, 60) },
      ],
      byExamType: [
        { key: "MIDTERM", label: "MIDTERM", ...marks(2, 70, 80, 60) },
        { key: "ENDTERM", label: "ENDTERM", ...marks(1, 70, 70, 70) },
      ],
      byClass: [
        { key: f.classA1, label: "A1", ...marks(2, 70, 80, 60) },
        { key: f.classA2, label: "A2", ...marks(1, 70, 70, 70) },
      ],
    });
  });

  const cases: [string, () => { token?: string; schoolId: string }, number, string][] = [
    ["anonymous", () => ({ schoolId: f.schoolA }), 401, "Please sign in to continue"],
    ["another teacher's school", () => ({ token: f.outsider.token, schoolId: f.schoolA }), 404, "School not found"],
    ["an unknown school", () => ({ token: f.admin.token, schoolId: "nope" }), 404, "School not found"],
    ["a malformed id", () => ({ token: f.admin.token, schoolId: "bad id!" }), 400, "Invalid school id"],
  ];
  it.each(cases)("marks and attendance refuse %s", async (_, input, status, message) => {
    const { token, schoolId } = input();
    for (const handler of [marksReport, attendanceReport]) {
      const res = await call<Json>(handler, { token, params: { schoolId } });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
  });
});

describe("GET /api/reports/attendance/{schoolId}", () => {
  it("gives the summary per class and per date", async () => {
    const res = await call<Json>(attendanceReport, { token: f.admin.token, params: { schoolId: f.schoolA } });
    expect(res.status).toBe(200);
    expect(res.body.schoolId).toBe(f.schoolA);
    expect(res.body.attendanceSummary).toEqual({
      ...att(3, 1, 1, 1, 6, 50),
      byClass: [
        { key: f.classA1, label: "A1", detail: "Mathematics", ...att(2, 1, 1, 0, 4, 50) },
        { key: f.classA2, label: "A2", detail: "English", ...att(1, 0, 0, 1, 2, 50) },
      ],
      byDate: [
        { key: "2026-03-02", label: "2026-03-02", ...att(1, 1, 0, 1, 3, 33) },
        { key: "2026-03-03", label: "2026-03-03", ...att(2, 0, 1, 0, 3, 67) },
      ],
    });
  });
});

describe("GET /api/reports/class/{classId}", () => {
  it("gives the class, its students and their attendance and marks", async () => {
    const res = await call<Json>(classReport, { token: f.teacher.token, params: { classId: f.classA1 } });
    expect(res.status).toBe(200);
    // Text: the original client prints `class` as the report's title; our screens read classDetails.
    expect(res.body.class).toBe("A1");
    expect(res.body.classDetails).toMatchObject({
      _id: f.classA1,
      className: "A1",
      subjectName: "Mathematics",
      classRoom: "R1",
      students: 2,
      schoolId: { _id: f.schoolA },
    });
    expect(res.body.totalStudents).toBe(2);
    expect(res.body.attendanceSummary).toEqual(att(2, 1, 1, 0, 4, 50));
    expect(res.body.marksSummary).toEqual(marks(2, 70, 80, 60));
    expect(res.body.students).toEqual([
      {
        studentId: f.students.s1,
        studentName: "Ann",
        attendanceSummary: att(1, 0, 1, 0, 2, 50),
        marksSummary: marks(1, 80, 80, 80),
      },
      {
        studentId: f.students.s2,
        studentName: "Ben",
        attendanceSummary: att(1, 1, 0, 0, 2, 50),
        marksSummary: marks(1, 60, 60, 60),
      },
    ]);
  });

  it("404 for another teacher's class, 401 anonymous, 400 malformed", async () => {
    expect((await call(classReport, { token: f.outsider.token, params: { classId: f.classA1 } })).status).toBe(404);
    expect((await call(classReport, { params: { classId: f.classA1 } })).status).toBe(401);
    const bad = await call<Json>(classReport, { token: f.teacher.token, params: { classId: "x y" } });
    expect([bad.status, bad.body.message]).toEqual([400, "Invalid class id"]);
  });
});
