import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { csvCell, neutralize } from "@/lib/csv/write";
import { call } from "../helpers/api";
import { createCardFixture, type CardFixture } from "../fixtures/report-card-fixture";
import { reportsApi } from "@/lib/reports/api";
import { schoolsApi } from "@/lib/schools/api";

const { GET: studentsCsv } = reportsApi["/api/export/students.csv"];
const { GET: attendanceCsv } = reportsApi["/api/export/attendance.csv"];
const { GET: marksCsv } = reportsApi["/api/export/marks.csv"];
const { GET: schoolCsv } = reportsApi["/api/export/school-report.csv"];
const { POST: importStudents } = schoolsApi["/api/students/import"];

let f: CardFixture;
beforeAll(async () => {
  f = await createCardFixture();
  await db.student.create({
    data: { studentName: '=HYPERLINK("http://evil.test","Click"), "x"', classId: f.classId, schoolId: f.schoolId },
  });
});

type Handler = typeof studentsCsv;
/** The bytes as sent: Response.text() would drop the BOM this test is about. */
async function download(handler: Handler, token: string | undefined, query: Record<string, string> = {}) {
  const url = new URL("http://localhost/api/export");
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const res = await handler(new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }), {
    params: Promise.resolve({}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
  };
}

describe("CSV cells", () => {
  it("neutralize formulas and quote separators, quotes and line breaks", () => {
    expect(neutralize("=1+1")).toBe("'=1+1");
    expect(neutralize("+256 700")).toBe("'+256 700");
    expect(neutralize("-2")).toBe("'-2");
    expect(neutralize("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralize("\t=1")).toBe("'\t=1");
    expect(neutralize(-2)).toBe("-2");
    expect(neutralize("Ann")).toBe("Ann");
    expect(csvCell('Say "hi", ok')).toBe('"Say ""hi"", ok"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("a;b")).toBe('"a;b"');
  });
});

describe("students.csv", () => {
  it("is UTF-8 with a BOM and CRLF, neutralizes formulas, and imports back into another class", async () => {
    const res = await download(studentsCsv, f.teacher.token, { classId: f.classId });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="students-p5-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Then the profile and the guardians' columns (tests/csv/guardians-csv.test.ts).
    expect(res.text.startsWith("\uFEFFstudentName,studentId,className,subject,school,studentCode,dateOfBirth,")).toBe(
      true,
    );
    expect(res.text.split("\r\n")).toHaveLength(8); // header, 6 students, final empty
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.test"",""Click""), ""x"""`);
    expect(res.text).not.toMatch(/(^|[\n,])=HYPERLINK/);

    const copy = await db.class.create({
      data: {
        schoolId: f.schoolId,
        subjects: { create: { subjectId: f.subjectId, schoolId: f.schoolId } },
        className: "P5 copy",
        classRoom: "R7",
      },
    });
    const imported = await call<{ written: number; errors: number }>(importStudents, {
      method: "POST",
      token: f.teacher.token,
      query: { classId: copy.id, commit: "true" },
      body: res.text,
      headers: { "content-type": "text/csv" },
    });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ written: 6, errors: 0 });
    const names = async (classId: string) =>
      (await db.student.findMany({ where: { classId }, orderBy: { studentName: "asc" } })).map((s) => s.studentName);
    // The apostrophe that kept the formula from running stays part of the imported text.
    expect((await names(copy.id)).map((n) => n.replace(/^'/, ""))).toEqual(await names(f.classId));
  });

  it("hides another school's class (404) and lists only the teacher's own students without a class", async () => {
    expect((await download(studentsCsv, f.outsider.token, { classId: f.classId })).status).toBe(404);
    expect((await download(studentsCsv, undefined, { classId: f.classId })).status).toBe(401);
    const own = await download(studentsCsv, f.outsider.token);
    expect(own.status).toBe(200);
    expect(own.text).not.toContain(f.students[0]);
  });
});

describe("attendance.csv", () => {
  it("has one row per student, one column per day, P/A/L/E, then totals and the rate", async () => {
    const res = await download(attendanceCsv, f.teacher.token, {
      classId: f.classId,
      from: "2025-09-01",
      to: "2025-12-31",
    });
    expect(res.status).toBe(200);
    const lines = res.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "studentName,2025-09-08,2025-09-09,2025-09-10,2025-09-11,Present,Absent,Late,Excused,Total,Rate",
    );
    expect(lines).toContain("Ann,P,P,A,L,2,1,1,0,4,50%");
    expect(lines).toContain("Ben,,,,,0,0,0,0,0,0%");
  });

  it("refuses a reversed or over-long range and another school's class", async () => {
    const bad = await download(attendanceCsv, f.teacher.token, {
      classId: f.classId,
      from: "2025-09-02",
      to: "2025-09-01",
    });
    expect(bad.status).toBe(400);
    expect(
      (await download(attendanceCsv, f.teacher.token, { classId: f.classId, from: "2024-01-01", to: "2025-09-01" }))
        .status,
    ).toBe(400);
    expect(
      (await download(attendanceCsv, f.outsider.token, { classId: f.classId, from: "2025-09-01", to: "2025-12-31" }))
        .status,
    ).toBe(404);
  });
});

describe("marks.csv and school-report.csv", () => {
  it("follow the marks list filters and the actor's schools", async () => {
    const res = await download(marksCsv, f.teacher.token, {
      classId: f.classId,
      academicTerm: "FIRST_TERM",
      examType: "ENDTERM",
    });
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines[0]).toBe(
      "studentName,class,subject,examType,totalMarks,maxMarks,percentage,academicYear,academicTerm,examDate,teacher,school",
    );
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.startsWith("Ann,"))).toMatch(
      /^Ann,P5,Mathematics,End of term,40,50,80,2025-2026,First term,2025-10-01,/,
    );
    const outsider = await download(marksCsv, f.outsider.token, { classId: f.classId });
    expect(
      outsider.text
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean),
    ).toHaveLength(1);
    expect((await download(marksCsv, f.teacher.token, { examType: "FINAL" })).status).toBe(400);
  });

  it("the school report has one row per school the actor sees", async () => {
    const res = await download(schoolCsv, f.teacher.token);
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    // Two classes (P5 and the round trip's copy), 12 students, Ann's 4 + 1 attendance records, 12 marks.
    expect(lines[1]).toMatch(/^Card School_[a-z0-9]+,2,12,1,5,2,2,1,0,40%,12,/);
  });
});
