// The student CSV's profile and guardian columns (docs/api-contract.md#student-csv-columns): the import checks them
// with the API's rules and reports each row's problem in the dry run; the export writes them back in
// the same columns (masked for mentors), so a file round-trips.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { parseCsv } from "@/lib/csv/read";
import { GUARDIANS_CSV_COLUMNS } from "@/lib/schools/student-csv.schema";
import { call, makeUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { reportsApi } from "@/lib/reports/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: importStudents } = schoolsApi["/api/students/import"];
const { GET: studentsCsv } = reportsApi["/api/export/students.csv"];
const { PUT: guardiansRoute } = schoolsApi["/api/students/[id]/guardians"];

type Preview = {
  message?: string;
  code?: string;
  errors: number;
  written: number;
  rows: { line: number; values: Record<string, string>; error: string | null; code?: string }[];
};

const upload = (token: string, classId: string, body: string, commit = false) =>
  call<Preview>(importStudents, {
    method: "POST",
    token,
    query: { classId, ...(commit ? { commit: "true" } : {}) },
    body,
    headers: { "content-type": "text/csv" },
  });

async function download(token: string, classId: string) {
  const url = new URL("http://localhost/api/export/students.csv");
  url.searchParams.set("classId", classId);
  const response = await studentsCsv(new Request(url, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, text: await response.text() };
}

const header =
  "studentName,studentCode,dateOfBirth,gender,guardian1Name,guardian1Relationship,guardian1Phone,guardian1Email," +
  "guardian1Language,guardian1Consent,guardian2Name,guardian2Phone,guardian2Language";

describe("student CSV import with profile and guardians", () => {
  it("the dry run reports each row's bad phone, language, date or code, and writes nothing", async () => {
    const { teacher, klass } = await classWithStudents(0);
    const file = [
      header,
      "Amina Uwase,RW-001,2015-04-30,female,Aline Mukamana,mother,0788 123 456,aline@example.com,rw,yes,Eric,+250 722 000 111,fr",
      "Brian Mugisha,RW-002,,male,Jeanne,,788-555-010,,,,,,",
      "Chloe Ineza,,,,Paul,father,12345,,en,no,,,",
      "Didier Nkusi,,,,Paul,father,0788111222,,sw,,,,",
      "Esther Umutoni,RW-001,,,,,,,,,,,",
      "Fabrice Ntwari,,30/04/2015,,,,,,,,,,",
      "Gloria Keza,,,,Ann,aunt,0788111333,,,,,,",
      "Hervé Iradukunda,,,,Ann,mother,0788111444,,,maybe,,,",
      "Ines Uwera,,,,Ann,mother,0788111555,,,,Bob,0788111555,",
    ].join("\n");
    const res = await upload(teacher.token, klass._id, file);
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r) => [r.line, r.error?.split(".")[0] ?? null, r.code ?? null])).toEqual([
      [2, null, null],
      [3, null, null],
      [4, "Guardian 1: the phone number is not valid", "guardian-phone-invalid"],
      [5, "Guardian 1: the language must be rw, en or fr", "guardian-language-unknown"],
      [6, "Same student code as line 2", "import-same-code-in-file"],
      [
        7,
        "The date of birth must be a real date, written YYYY-MM-DD, between 1950-01-01 and today",
        "student-birth-date-invalid",
      ],
      [8, expect.stringMatching(/^Guardian 1: choose the relationship/), "guardian-relationship-unknown"],
      [9, "Guardian 1: consent must be true or false", "guardian-consent-invalid"],
      [10, "Guardian 2 has the same phone number as another guardian of this student", "guardian-phone-repeated"],
    ]);
    expect(res.body.rows[0].values).toEqual({
      studentName: "Amina Uwase",
      studentCode: "RW-001",
      guardians: "Aline Mukamana, Eric",
    });
    expect(await db.student.count({ where: { classId: klass._id } })).toBe(0);

    const refused = await upload(teacher.token, klass._id, file, true);
    expect(refused.status).toBe(422);
    expect(await db.student.count({ where: { classId: klass._id } })).toBe(0);
    expect(await db.guardian.count({ where: { student: { classId: klass._id } } })).toBe(0);
  });

  it("a clean commit writes the students, their profiles and guardians (local numbers as +250)", async () => {
    const { teacher, klass, school } = await classWithStudents(0);
    await db.student.create({
      data: { studentName: "Elsewhere", classId: klass._id, schoolId: school._id, studentCode: "TAKEN-1" },
    });
    const taken = await upload(teacher.token, klass._id, `${header}\nZed,TAKEN-1,,,,,,,,,,,\n`);
    expect(taken.body.rows[0].error).toBe("Another student of this school already has this student code");

    const file = [
      header,
      "Amina Uwase,RW-001,2015-04-30,female,Aline Mukamana,mother,0788 123 456,Aline@Example.com,rw,yego,Eric,+250 722 000 111,fr",
      "Brian Mugisha,,,,Jeanne,,788-555-010,,,,,,",
      "Chloe Ineza,,,,,,,,,,,,",
    ].join("\n");
    const res = await upload(teacher.token, klass._id, file, true);
    expect([res.status, res.body.written]).toEqual([201, 3]);
    const students = await db.student.findMany({
      where: { classId: klass._id, studentName: { not: "Elsewhere" } },
      include: { guardians: { orderBy: { position: "asc" } } },
      orderBy: { studentName: "asc" },
    });
    expect(students.map((s) => [s.studentName, s.studentCode, s.gender, s.guardians.length])).toEqual([
      ["Amina Uwase", "RW-001", "female", 2],
      ["Brian Mugisha", null, null, 1],
      ["Chloe Ineza", null, null, 0],
    ]);
    expect(students[0].dateOfBirth?.toISOString().slice(0, 10)).toBe("2015-04-30");
    expect(
      students[0].guardians.map((g) => [g.position, g.phone, g.email, g.language, g.consent, !!g.consentAt]),
    ).toEqual([
      [1, "+250788123456", "aline@example.com", "rw", true, true],
      [2, "+250722000111", null, "fr", false, false],
    ]);
    expect(students[1].guardians[0]).toMatchObject({
      relationship: "guardian",
      language: "rw",
      phone: "+250788555010",
    });
  });

  it("exports the profile and guardians in the import's columns, and the file imports back as it is", async () => {
    const { teacher, klass, school, students } = await classWithStudents(1);
    const id = students[0]._id;
    await db.student.update({
      where: { id },
      data: { studentCode: "RW-9", gender: "male", dateOfBirth: new Date("2014-02-01T00:00:00Z") },
    });
    await call(guardiansRoute, {
      method: "PUT",
      token: teacher.token,
      params: { id },
      body: {
        guardians: [
          {
            name: "Aline",
            relationship: "mother",
            phone: "0788123456",
            email: "a@example.com",
            language: "fr",
            consent: true,
          },
          { name: "=HYPERLINK(1)", relationship: "other", phone: "+33612345678", language: "en" },
        ],
      },
    });
    const res = await download(teacher.token, klass._id);
    expect(res.status).toBe(200);
    const { columns, rows } = parseCsv(res.text);
    expect(columns).toEqual(
      [
        "studentName",
        "studentId",
        "className",
        "subject",
        "school",
        "studentCode",
        "dateOfBirth",
        "gender",
        ...GUARDIANS_CSV_COLUMNS,
      ].map((c) => c.toLowerCase()),
    );
    expect(rows[0].values).toMatchObject({
      studentcode: "RW-9",
      dateofbirth: "2014-02-01",
      gender: "male",
      guardian1name: "Aline",
      guardian1phone: "'+250788123456",
      guardian1email: "a@example.com",
      guardian1language: "fr",
      guardian1consent: "yes",
      guardian2name: "'=HYPERLINK(1)",
      guardian2consent: "no",
      guardian3name: "",
    });

    // Into another class of another school: the same profile and guardians.
    const other = await classWithStudents(0, teacher);
    expect(other.school._id).not.toBe(school._id);
    const back = await upload(teacher.token, other.klass._id, res.text, true);
    expect([back.status, back.body.written]).toEqual([201, 1]);
    const copy = await db.student.findFirstOrThrow({
      where: { classId: other.klass._id },
      include: { guardians: { orderBy: { position: "asc" } } },
    });
    expect([copy.studentCode, copy.gender]).toEqual(["RW-9", "male"]);
    expect(copy.guardians.map((g) => [g.name, g.phone, g.language, g.consent])).toEqual([
      ["Aline", "+250788123456", "fr", true],
      ["'=HYPERLINK(1)", "+33612345678", "en", false],
    ]);
  });

  it("a mentor's export masks the contacts, and a mentor cannot import guardians", async () => {
    const { teacher, klass, school, students } = await classWithStudents(1);
    await call(guardiansRoute, {
      method: "PUT",
      token: teacher.token,
      params: { id: students[0]._id },
      body: {
        guardians: [
          { name: "Aline", relationship: "mother", phone: "0788123456", email: "aline@example.com", language: "rw" },
        ],
      },
    });
    const mentor = await makeUser("mentor");
    await db.schoolMembership.create({ data: { userId: mentor.id, schoolId: school._id } });
    const res = await download(mentor.token, klass._id);
    expect(res.text).not.toContain("788123456");
    expect(res.text).not.toContain("aline@example.com");
    expect(parseCsv(res.text).rows[0].values).toMatchObject({
      guardian1phone: "'+250•••••••56",
      guardian1email: "a•••@example.com",
    });

    const refused = await upload(mentor.token, klass._id, `${header}\nNew One,,,,Ann,mother,0788000111,,,,,,\n`);
    expect([refused.status, refused.body.code]).toEqual([403, "guardians-mentor-read-only"]);
    const plain = await upload(mentor.token, klass._id, "studentName,guardian1Name\nNew One,\n");
    expect(plain.status).toBe(200);
  });
});
