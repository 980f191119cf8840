import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { marksApi } from "@/lib/marks/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: importStudents } = schoolsApi["/api/students/import"];
const { POST: importMarks } = marksApi["/api/marks/import"];

let f: CardFixture;
let emptyClass: string;
beforeAll(async () => {
  f = await createCardFixture();
  emptyClass = (
    await db.class.create({
      data: {
        schoolId: f.schoolId,
        subjects: { create: { subjectId: f.subjectId, schoolId: f.schoolId } },
        className: "P6",
        classRoom: "R6",
      },
    })
  ).id;
});

const csv = (
  token: string,
  handler: typeof importStudents,
  query: Record<string, string>,
  body: string,
  type = "text/csv",
) =>
  call<{
    message?: string;
    dryRun: boolean;
    total: number;
    errors: number;
    written: number;
    rows: { line: number; values: Record<string, string | null>; error: string | null }[];
  }>(handler, { method: "POST", token, query, body, headers: { "content-type": type } });

describe("students import", () => {
  it("previews by default, with each row's line and error, and writes nothing", async () => {
    const body = '\uFEFFstudentName;note\r\nZoe Uwase;x\r\n"Mugisha; Jean";y\r\n\r\nzoe  uwase;z\r\nAnn;\r\n;blank\r\n';
    const res = await csv(f.teacher.token, importStudents, { classId: f.classId }, body);
    expect(res.status).toBe(200);
    expect(res.body.dryRun).toBe(true);
    expect(res.body.rows.map((r) => [r.line, r.values.studentName, r.error])).toEqual([
      [2, "Zoe Uwase", null],
      [3, "Mugisha; Jean", null],
      [5, "zoe uwase", "Same student as line 2"],
      [6, "Ann", "Already in this class"],
      [7, "", "studentName is required"],
    ]);
    expect(await db.student.count({ where: { classId: f.classId } })).toBe(5);
  });

  it("a commit with a bad row writes nothing (422) and a clean one writes every row", async () => {
    const bad = await csv(
      f.teacher.token,
      importStudents,
      { classId: emptyClass, commit: "true" },
      "studentName\nA One\n\n",
    );
    expect(bad.status).toBe(201);
    expect(bad.body.written).toBe(1);
    const refused = await csv(
      f.teacher.token,
      importStudents,
      { classId: emptyClass, commit: "true" },
      'studentName\nB Two\n"A One"\n',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Nothing was imported: fix the rows marked with an error and try again");
    expect(refused.body.rows[1].error).toBe("Already in this class");
    expect(await db.student.count({ where: { classId: emptyClass } })).toBe(1);
  });

  it("refuses files over 1 MB or 5,000 rows (413), other types (415) and other schools (404)", async () => {
    const big = `studentName\n${"x".repeat(1_000_001)}\n`;
    expect((await csv(f.teacher.token, importStudents, { classId: emptyClass }, big)).status).toBe(413);
    const many = `studentName\n${Array.from({ length: 5001 }, (_, i) => `S${i}`).join("\n")}\n`;
    const tooMany = await csv(f.teacher.token, importStudents, { classId: emptyClass }, many);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toBe("The file has too many rows: at most 5,000");
    const json = await csv(f.teacher.token, importStudents, { classId: emptyClass }, "{}", "application/json");
    expect(json.status).toBe(415);
    expect((await csv(f.outsider.token, importStudents, { classId: f.classId }, "studentName\nX\n")).status).toBe(404);
    expect((await csv(f.teacher.token, importStudents, { classId: f.classId }, "name\nX\n")).body.message).toBe(
      "The file needs a studentName column",
    );
    const broken = await csv(f.teacher.token, importStudents, { classId: f.classId }, 'studentName\n"Open quote\n');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^The file could not be read at line 2/);
    const latin1 = await importStudents(
      new Request(`http://localhost/api/students/import?classId=${f.classId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${f.teacher.token}`, "content-type": "text/csv" },
        body: new Uint8Array([...Buffer.from("studentName\nJos"), 0xe9, 0x0a]),
      }),
    );
    expect(latin1.status).toBe(400);
    expect((await latin1.json()).message).toBe("The file is not UTF-8 text: save it as CSV UTF-8 and try again");
  });
});

describe("marks import", () => {
  const exam = () => ({
    classId: f.classId,
    subjectId: f.subjectId,
    examType: "MIDTERM",
    academicYear: "2025-2026",
    academicTerm: "SECOND_TERM",
    examDate: "2026-02-10",
  });

  it("matches students by name or id, checks scores and writes all rows in one go", async () => {
    const body = [
      "studentName,studentId,totalMarks,maxMarks",
      "ann,,18,20",
      `,${f.students[1]},45,`,
      "Nobody,,10,",
      "Cat,,120,100",
      "ANN,,12,20",
      "Dan,,0,",
    ].join("\n");
    const dry = await csv(f.teacher.token, importMarks, exam(), body);
    expect(dry.status).toBe(200);
    expect(dry.body.rows.map((r) => [r.line, r.values.studentName, r.error])).toEqual([
      [2, "Ann", null],
      [3, "Ben", null],
      [4, "Nobody", "No student with this name or id in the class"],
      [5, "Cat", "totalMarks must be at most 100"],
      [6, "Ann", "Same student as line 2"],
      [7, "Dan", "totalMarks must be a whole number of at least 1"],
    ]);
    const refused = await csv(f.teacher.token, importMarks, { ...exam(), commit: "true" }, body);
    expect(refused.status).toBe(422);
    expect(
      await db.mark.count({ where: { academicTerm: "SECOND_TERM", examType: "MIDTERM", classId: f.classId } }),
    ).toBe(0);

    const good = await csv(
      f.teacher.token,
      importMarks,
      { ...exam(), commit: "true" },
      body.split("\n").slice(0, 3).join("\n"),
    );
    expect(good.status).toBe(201);
    expect(good.body.written).toBe(2);
    const saved = await db.mark.findMany({
      where: { academicTerm: "SECOND_TERM", examType: "MIDTERM", classId: f.classId },
      orderBy: { totalMarks: "asc" },
    });
    expect(saved.map((m) => [m.totalMarks, m.maxMarks, m.teacherId])).toEqual([
      [18, 20, f.teacher.id],
      [45, 100, f.teacher.id],
    ]);
    const again = await csv(f.teacher.token, importMarks, exam(), "studentName,totalMarks\nAnn,10\n");
    expect(again.body.rows[0].error).toBe("Already has a mark for this exam: edit it on the marks screen");
  });

  it("refuses another subject, another school's class and a missing column", async () => {
    const other = await db.subject.create({ data: { schoolId: f.schoolId, name: "Other subject" } });
    expect(
      (await csv(f.teacher.token, importMarks, { ...exam(), subjectId: other.id }, "studentName,totalMarks\nAnn,1\n"))
        .status,
    ).toBe(400);
    expect((await csv(f.outsider.token, importMarks, exam(), "studentName,totalMarks\nAnn,1\n")).status).toBe(404);
    expect((await csv(f.teacher.token, importMarks, exam(), "studentName,score\nAnn,1\n")).body.message).toBe(
      "The file needs a studentName or studentId column and a totalMarks column",
    );
    expect(
      (await csv(f.teacher.token, importMarks, { ...exam(), examDate: "soon" }, "studentName,totalMarks\nAnn,1\n"))
        .status,
    ).toBe(400);
  });
});
