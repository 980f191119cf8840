// docs/product-spec.md#validation: one rule for every name a person types. A bidi override (U+202E)
// makes "RTL \u202Egnp.exe" read "RTL exe.png"; a zero-width space (U+200B) makes two names that look
// the same differ. Both are refused with a 400 naming the field, in every form and in the CSV imports.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { marksApi } from "@/lib/marks/api";
import { peopleApi } from "@/lib/people/api";
import { reportsApi } from "@/lib/reports/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: createStudent } = schoolsApi["/api/students"];
const { PUT: updateStudent } = schoolsApi["/api/students/[id]"];
const { POST: createClass } = schoolsApi["/api/classes"];
const { POST: createSchool } = schoolsApi["/api/classes/teacher-school"];
const { PUT: updateSchool } = schoolsApi["/api/schools/my-school"];
const { POST: adminCreateClass } = reportsApi["/api/admin/classes"];
const { POST: adminCreateStudent } = reportsApi["/api/admin/students"];
const { PUT: putGrading } = marksApi["/api/schools/[id]/grading"];
const { POST: signUp } = peopleApi["/api/auth/signup"];
const { POST: importStudents } = schoolsApi["/api/students/import"];
const { POST: importMarks } = marksApi["/api/marks/import"];

let f: CardFixture;
beforeAll(async () => {
  f = await createCardFixture();
});

const RLO = "RTL \u202Egnp.exe";
const ZWSP = "Ann\u200B";
const INVISIBLE = [
  ["a right-to-left override (U+202E)", RLO],
  ["a zero-width space (U+200B)", ZWSP],
  ["a left-to-right isolate (U+2066)", "Jean \u2066Paul"],
  ["a Hangul filler (U+3164)", "\u3164"],
  ["a soft hyphen (U+00AD)", "Mu\u00ADgisha"],
  ["a line separator (U+2028)", "Ann\u2028Eve"],
] as const;

describe("a name with an invisible character is refused with a 400 naming the field", () => {
  it.each(INVISIBLE)("students (create, edit, admin add): %s", async (_, name) => {
    const before = await db.student.count();
    const created = await call<{ message: string }>(createStudent, {
      token: f.teacher.token,
      body: { studentName: name, classId: f.classId },
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe("Student name may not contain invisible characters");
    const edited = await call<{ message: string }>(updateStudent, {
      method: "PUT",
      token: f.teacher.token,
      params: { id: f.students[0] },
      body: { studentName: name },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toBe("Student name may not contain invisible characters");
    const byAdmin = await call<{ message: string }>(adminCreateStudent, {
      token: f.admin.token,
      body: { studentName: name, classId: f.classId },
    });
    expect(byAdmin.body.message).toBe("Student name may not contain invisible characters");
    expect(await db.student.count()).toBe(before);
    expect((await db.student.findUniqueOrThrow({ where: { id: f.students[0] } })).studentName).toBe("Ann");
  });

  it.each([
    ["className", "Class name"],
    ["subjectName", "Subject name"],
    ["classRoom", "Class room"],
  ])("classes: %s", async (field, label) => {
    const body = { className: "P7", subjectName: "History", classRoom: "R7", schoolId: f.schoolId, [field]: RLO };
    for (const [handler, token] of [
      [createClass, f.teacher.token],
      [adminCreateClass, f.admin.token],
    ] as const) {
      const res = await call<{ message: string }>(handler, { token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${label} may not contain invisible characters`);
    }
    expect(await db.subject.count({ where: { name: { contains: "\u202E" } } })).toBe(0);
  });

  it.each([
    ["name", "School name"],
    ["district", "District"],
    ["principal", "Principal's name"],
  ])("schools (create and edit): %s", async (field, label) => {
    const body = { name: "Hill School", [field]: ZWSP };
    const created = await call<{ message: string }>(createSchool, { token: f.teacher.token, body });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(`${label} may not contain invisible characters`);
    const edited = await call<{ message: string }>(updateSchool, {
      method: "PUT",
      token: f.admin.token,
      body: { _id: f.schoolId, [field]: ZWSP },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toBe(`${label} may not contain invisible characters`);
  });

  it("grading bands and usernames", async () => {
    const grading = await call<{ message: string }>(putGrading, {
      method: "PUT",
      token: f.admin.token,
      params: { id: f.schoolId },
      body: {
        weights: { BEGINNING_TERM: 20, MIDTERM: 30, ENDTERM: 50 },
        bands: [
          { min: 50, label: "Pass" },
          { min: 0, label: "Fa\u200Bil" },
        ],
      },
    });
    expect(grading.status).toBe(400);
    expect(grading.body.message).toBe("A band's name may not contain invisible characters");
    const signed = await call<{ message: string }>(signUp, {
      body: { username: "racer\u202E", email: "racer@example.test", password: "blue-bicycle-7" },
    });
    expect(signed.status).toBe(400);
    expect(signed.body.message).toBe("Username may not contain invisible characters");
  });
});

describe("the same rule in the CSV imports", () => {
  it("a roster row with an invisible character is refused, the others are ready", async () => {
    const res = await call<{ rows: { line: number; values: { studentName: string }; error: string | null }[] }>(
      importStudents,
      {
        method: "POST",
        token: f.teacher.token,
        query: { classId: f.classId },
        body: `studentName\n${RLO}\nZoe Uwase\n${ZWSP}\n`,
        headers: { "content-type": "text/csv" },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.rows.map((row) => [row.line, row.error])).toEqual([
      [2, "studentName may not contain invisible characters"],
      [3, null],
      [4, "studentName may not contain invisible characters"],
    ]);
  });

  it("a marks row naming a student with an invisible character is refused", async () => {
    const res = await call<{ rows: { line: number; error: string | null }[] }>(importMarks, {
      method: "POST",
      token: f.teacher.token,
      query: {
        classId: f.classId,
        subjectId: f.subjectId,
        examType: "MIDTERM",
        academicYear: "2025-2026",
        academicTerm: "SECOND_TERM",
        examDate: "2026-02-10",
      },
      body: `studentName,totalMarks\n${ZWSP},50\nBen,60\n`,
      headers: { "content-type": "text/csv" },
    });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((row) => [row.line, row.error])).toEqual([
      [2, "studentName may not contain invisible characters"],
      [3, null],
    ]);
  });
});

describe("names are stored NFKC-normalized, so names that look alike are alike", () => {
  it("full-width letters fold; accents and apostrophes stay", async () => {
    const res = await call<{ studentName: string }>(createStudent, {
      token: f.teacher.token,
      body: { studentName: "  Ｍｕｇｉｓｈａ Jean-Baptiste N'Dayé ", classId: f.classId },
    });
    expect(res.status).toBe(201);
    expect(res.body.studentName).toBe("Mugisha Jean-Baptiste N'Dayé");
  });
});
