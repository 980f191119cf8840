// The student profile and guardians (docs/product-spec.md#guardians) through the routes, on PostgreSQL;
// tests/people/guardians-embedded.test.ts races the same writes on the embedded database.
import { describe, expect, it, vi } from "vitest";
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { call, makeUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { schoolsApi } from "@/lib/schools/api";

const { GET: getStudentRoute, PUT: updateStudentRoute } = schoolsApi["/api/students/[id]"];
const { PUT: guardiansRoute } = schoolsApi["/api/students/[id]/guardians"];

type Guardian = {
  _id: string;
  name: string;
  relationship: string;
  phone: string;
  email: string | null;
  language: string;
  consent: boolean;
  consentAt: string | null;
};
type StudentJson = {
  _id: string;
  studentName: string;
  dateOfBirth: string | null;
  gender: string | null;
  studentCode: string | null;
  guardians: Guardian[];
  canEditGuardians: boolean;
};
type Problem = { message: string; code: string; params?: Record<string, number> };

const mother = {
  name: "Aline Mukamana",
  relationship: "mother",
  phone: "0788 123 456",
  email: "Aline@Example.com",
  language: "rw",
  consent: true,
};
const father = { name: "Eric Habimana", relationship: "father", phone: "+250 722-000-111", language: "fr" };

const putGuardians = (token: string, id: string, guardians: unknown) =>
  call<StudentJson & Problem>(guardiansRoute, { method: "PUT", token, params: { id }, body: { guardians } });

describe("GET /api/students/{id} and PUT /api/students/{id} (profile)", () => {
  it("answers the list's shape with the profile and guardians; PUT sets and clears the profile", async () => {
    const { teacher, klass, school, students } = await classWithStudents(1);
    const id = students[0]._id;
    const empty = await call<StudentJson>(getStudentRoute, { token: teacher.token, params: { id } });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      _id: id,
      studentName: "Student 1",
      classId: { _id: klass._id, className: klass.className },
      schoolId: school._id,
      schoolName: school.name,
      createdAt: expect.any(String),
      dateOfBirth: null,
      gender: null,
      studentCode: null,
      guardians: [],
      canEditGuardians: true,
    });

    const set = await call<StudentJson>(updateStudentRoute, {
      method: "PUT",
      token: teacher.token,
      params: { id },
      body: { dateOfBirth: "2015-04-30", gender: "female", studentCode: " RW-2015/0042 " },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ dateOfBirth: "2015-04-30", gender: "female", studentCode: "RW-2015/0042" });

    const cleared = await call<StudentJson>(updateStudentRoute, {
      method: "PUT",
      token: teacher.token,
      params: { id },
      body: { dateOfBirth: null, gender: "", studentCode: "" },
    });
    expect(cleared.body).toMatchObject({
      dateOfBirth: null,
      gender: null,
      studentCode: null,
      studentName: "Student 1",
    });
  });

  it("a student code is unique within a school (409 student-code-taken), free in another; blanks never collide", async () => {
    const { teacher, students } = await classWithStudents(3);
    const other = await classWithStudents(1);
    const put = (token: string, id: string, studentCode: string) =>
      call<Problem>(updateStudentRoute, { method: "PUT", token, params: { id }, body: { studentCode } });
    expect((await put(teacher.token, students[0]._id, "A100")).status).toBe(200);
    const taken = await put(teacher.token, students[1]._id, "A100");
    expect([taken.status, taken.body.code]).toEqual([409, "student-code-taken"]);
    expect((await put(other.teacher.token, other.students[0]._id, "A100")).status).toBe(200);
    expect((await put(teacher.token, students[1]._id, "")).status).toBe(200);
    expect((await put(teacher.token, students[2]._id, "")).status).toBe(200);
    expect(await db.student.count({ where: { id: { in: students.map((s) => s._id) }, studentCode: null } })).toBe(2);
  });

  const badProfiles: [string, Record<string, unknown>, string][] = [
    ["a birth date in the future", { dateOfBirth: "2999-01-01" }, "student-birth-date-invalid"],
    ["a birth date before 1950", { dateOfBirth: "1900-01-01" }, "student-birth-date-invalid"],
    ["a date that does not exist", { dateOfBirth: "2015-02-30" }, "student-birth-date-invalid"],
    ["a birth date as a number", { dateOfBirth: 20150101 }, "student-birth-date-invalid"],
    ["an unknown gender", { gender: "robot" }, "student-gender-unknown"],
    ["a code with spaces", { studentCode: "A 1" }, "student-code-invalid"],
    ["a code of 41 characters", { studentCode: "A".repeat(41) }, "student-code-invalid"],
    ["a code with markup", { studentCode: "<b>1</b>" }, "student-code-invalid"],
  ];
  it.each(badProfiles)("refuses %s with its code and writes nothing", async (_, body, code) => {
    const { teacher, students } = await classWithStudents(1);
    const id = students[0]._id;
    const res = await call<Problem>(updateStudentRoute, { method: "PUT", token: teacher.token, params: { id }, body });
    expect([res.status, res.body.code]).toEqual([400, code]);
    const row = await db.student.findUniqueOrThrow({ where: { id } });
    expect([row.dateOfBirth, row.gender, row.studentCode]).toEqual([null, null, null]);
  });

  it("another school's student is 404 to read and to change; anonymous 401", async () => {
    const { students } = await classWithStudents(1);
    const stranger = await makeUser();
    const id = students[0]._id;
    expect((await call(getStudentRoute, { token: stranger.token, params: { id } })).status).toBe(404);
    expect((await call(getStudentRoute, { params: { id } })).status).toBe(401);
    expect((await putGuardians(stranger.token, id, [mother])).status).toBe(404);
    expect(await db.guardian.count({ where: { studentId: id } })).toBe(0);
  });
});

describe("PUT /api/students/{id}/guardians", () => {
  it("replaces the list in order, reading a local number in a Rwandan school as +250, and keeps ids", async () => {
    const { teacher, students } = await classWithStudents(1);
    const id = students[0]._id;
    const first = await putGuardians(teacher.token, id, [mother, father]);
    expect(first.status).toBe(200);
    expect(first.body.guardians).toEqual([
      {
        _id: expect.any(String),
        name: "Aline Mukamana",
        relationship: "mother",
        phone: "+250788123456",
        email: "aline@example.com",
        language: "rw",
        consent: true,
        consentAt: expect.any(String),
      },
      {
        _id: expect.any(String),
        name: "Eric Habimana",
        relationship: "father",
        phone: "+250722000111",
        email: null,
        language: "fr",
        consent: false,
        consentAt: null,
      },
    ]);
    const [m, f] = first.body.guardians;

    // Reordered, the father's consent given, the mother's kept, a grandmother added: the same two rows.
    const second = await putGuardians(teacher.token, id, [
      { ...father, _id: f._id, consent: true },
      { ...mother, _id: m._id },
      { name: "Grace Uwera", relationship: "grandparent", phone: "+33 6 12 34 56 78", language: "fr" },
    ]);
    expect(second.status).toBe(200);
    const [f2, m2, g] = second.body.guardians;
    expect([f2._id, m2._id]).toEqual([f._id, m._id]);
    expect(m2.consentAt).toBe(m.consentAt);
    expect(f2.consent).toBe(true);
    expect(f2.consentAt).not.toBeNull();
    expect(g.phone).toBe("+33612345678");

    // Consent withdrawn forgets its date; guardians left out are removed.
    const third = await putGuardians(teacher.token, id, [{ ...mother, _id: m._id, consent: false }]);
    expect(third.body.guardians).toEqual([expect.objectContaining({ _id: m._id, consent: false, consentAt: null })]);
    expect(await db.guardian.count({ where: { studentId: id } })).toBe(1);

    const read = await call<StudentJson>(getStudentRoute, { token: teacher.token, params: { id } });
    expect(read.body.guardians).toEqual(third.body.guardians);
    expect((await putGuardians(teacher.token, id, [])).body.guardians).toEqual([]);
  });

  it("another student's guardian id is a new guardian for this one, never a change of the other's", async () => {
    const { teacher, students } = await classWithStudents(2);
    const a = await putGuardians(teacher.token, students[0]._id, [mother]);
    const theirs = a.body.guardians[0]._id;
    const b = await putGuardians(teacher.token, students[1]._id, [{ ...father, _id: theirs }]);
    expect(b.status).toBe(200);
    expect(b.body.guardians[0]._id).not.toBe(theirs);
    const kept = await db.guardian.findUniqueOrThrow({ where: { id: theirs } });
    expect([kept.studentId, kept.name]).toEqual([students[0]._id, "Aline Mukamana"]);
  });

  it("a school outside Rwanda's time zone takes international numbers only", async () => {
    const { teacher, school, students } = await classWithStudents(1);
    await db.school.update({ where: { id: school._id }, data: { timeZone: "Africa/Nairobi" } });
    const local = await putGuardians(teacher.token, students[0]._id, [mother]);
    expect([local.status, local.body.code, local.body.params]).toEqual([400, "guardian-phone-invalid", { item: 1 }]);
    const international = await putGuardians(teacher.token, students[0]._id, [{ ...mother, phone: "+254 712 345678" }]);
    expect(international.body.guardians[0].phone).toBe("+254712345678");
  });

  const four = [mother, father, { ...mother, phone: "0788000001" }, { ...father, phone: "0788000002" }];
  const bad: [string, unknown, string, Record<string, number> | undefined][] = [
    ["a 4th guardian", four, "guardians-too-many", { max: 3 }],
    [
      "a 4th guardian even with a bad phone",
      [...four.slice(0, 3), { ...mother, phone: "x" }],
      "guardians-too-many",
      { max: 3 },
    ],
    ["a phone of letters", [mother, { ...father, phone: "call me" }], "guardian-phone-invalid", { item: 2 }],
    ["a Rwandan landline", [{ ...mother, phone: "0252 123 456" }], "guardian-phone-invalid", { item: 1 }],
    ["a short local number", [{ ...mother, phone: "078812345" }], "guardian-phone-invalid", { item: 1 }],
    ["+250 with too many digits", [{ ...mother, phone: "+2507881234567" }], "guardian-phone-invalid", { item: 1 }],
    [
      "a 16-digit international number",
      [{ ...mother, phone: "+1234567890123456" }],
      "guardian-phone-invalid",
      { item: 1 },
    ],
    ["a huge phone", [{ ...mother, phone: "0".repeat(5000) }], "guardian-phone-invalid", { item: 1 }],
    ["the same phone twice", [mother, { ...father, phone: "+250788123456" }], "guardian-phone-repeated", { item: 2 }],
    ["an unknown language", [{ ...mother, language: "sw" }], "guardian-language-unknown", { item: 1 }],
    ["no language", [{ ...mother, language: undefined }], "guardian-language-unknown", { item: 1 }],
    ["an unknown relationship", [{ ...mother, relationship: "boss" }], "guardian-relationship-unknown", { item: 1 }],
    ["a huge name", [{ ...mother, name: "N".repeat(100_000) }], "guardian-name-too-long", { item: 1, max: 100 }],
    ["a blank name", [{ ...mother, name: "   " }], "guardian-name-required", { item: 1 }],
    [
      "an invisible character in the name",
      [{ ...mother, name: "Aline\u202E" }],
      "guardian-name-invisible",
      { item: 1 },
    ],
    ["a bad e-mail", [{ ...mother, email: "not-an-address" }], "guardian-email-invalid", { item: 1 }],
    ["consent as text", [{ ...mother, consent: "yes" }], "guardian-consent-invalid", { item: 1 }],
    ["a list that is not one", { 0: mother }, "guardians-invalid", undefined],
  ];
  it.each(bad)("refuses %s with a clear 400 and writes nothing", async (_, guardians, code, params) => {
    const { teacher, students } = await classWithStudents(1);
    const id = students[0]._id;
    await putGuardians(teacher.token, id, [{ ...father, phone: "0780000000" }]);
    const before = await db.guardian.findMany({ where: { studentId: id } });
    const res = await putGuardians(teacher.token, id, guardians);
    expect([res.status, res.body.code, res.body.params]).toEqual([400, code, params]);
    expect(res.body.message.length).toBeGreaterThan(10);
    expect(res.body.message).not.toMatch(/\{/);
    expect(await db.guardian.findMany({ where: { studentId: id } })).toEqual(before);
  });

  it("the message names the guardian and says how to write the number", async () => {
    const { teacher, students } = await classWithStudents(1);
    const res = await putGuardians(teacher.token, students[0]._id, [mother, { ...father, phone: "12" }]);
    expect(res.body.message).toMatch(/^Guardian 2: the phone number is not valid/);
  });

  it("twenty PUTs of different lists at once leave exactly one of them, never more than 3 guardians", async () => {
    const { teacher, students } = await classWithStudents(1);
    const id = students[0]._id;
    const lists = Array.from({ length: 20 }, (_, n) =>
      [0, 1, 2].map((k) => ({
        ...mother,
        name: `Guardian ${n}-${k}`,
        phone: `07880${String(n).padStart(2, "0")}00${k}`,
      })),
    );
    const answers = await Promise.all(lists.map((list) => putGuardians(teacher.token, id, list)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await db.guardian.findMany({ where: { studentId: id }, orderBy: { position: "asc" } });
    expect(rows).toHaveLength(3);
    const prefix = rows[0].name.split("-")[0];
    expect(rows.map((r) => r.name)).toEqual([0, 1, 2].map((k) => `${prefix}-${k}`));
  });

  it("the database itself refuses a 4th guardian and a position outside 1-3", async () => {
    const { teacher, students } = await classWithStudents(1);
    const id = students[0]._id;
    await putGuardians(teacher.token, id, [mother, father, { ...mother, phone: "0788000009" }]);
    const row = { studentId: id, name: "X", relationship: "other" as const, phone: "+250788999999" };
    await expect(db.guardian.create({ data: { ...row, position: 4 } })).rejects.toThrow();
    await expect(db.guardian.create({ data: { ...row, position: 2 } })).rejects.toThrow();
    expect(await db.guardian.count({ where: { studentId: id } })).toBe(3);
  });

  it("deleting the student removes the guardians", async () => {
    const { teacher, students } = await classWithStudents(1);
    const id = students[0]._id;
    await putGuardians(teacher.token, id, [mother]);
    await db.student.delete({ where: { id } });
    expect(await db.guardian.count({ where: { studentId: id } })).toBe(0);
  });
});

describe("who sees guardians' contacts", () => {
  it("the school's teacher and an admin see them; a mentor of the school sees them masked and cannot change them", async () => {
    const { teacher, school, students } = await classWithStudents(1);
    const id = students[0]._id;
    await putGuardians(teacher.token, id, [mother]);
    const admin = await makeUser("admin");
    const mentor = await makeUser("mentor");
    await db.schoolMembership.create({ data: { userId: mentor.id, schoolId: school._id } });

    const asAdmin = await call<StudentJson>(getStudentRoute, { token: admin.token, params: { id } });
    expect(asAdmin.body.guardians[0]).toMatchObject({ phone: "+250788123456", email: "aline@example.com" });
    const asMentor = await call<StudentJson>(getStudentRoute, { token: mentor.token, params: { id } });
    expect(asMentor.body.guardians[0]).toMatchObject({
      name: "Aline Mukamana",
      phone: "+250•••••••56",
      email: "a•••@example.com",
      consent: true,
    });
    expect(JSON.stringify(asMentor.body)).not.toContain("788123456");
    expect([asAdmin.body.canEditGuardians, asMentor.body.canEditGuardians]).toEqual([true, false]);

    const change = await putGuardians(mentor.token, id, [father]);
    expect([change.status, change.body.code]).toEqual([403, "guardians-mentor-read-only"]);
    const changeAdmin = await putGuardians(admin.token, id, [father]);
    expect(changeAdmin.status).toBe(200);
  });
});

describe("guardians' contacts stay out of the logs", () => {
  it("saving, refusing and reading guardians writes no phone, e-mail or name to stdout or stderr", async () => {
    const settings = env as { REQUEST_LOG?: "json" | "off" };
    const original = settings.REQUEST_LOG;
    settings.REQUEST_LOG = "json";
    const { teacher, students } = await classWithStudents(1);
    const id = students[0]._id;
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    const out = vi.spyOn(process.stdout, "write").mockImplementation(capture);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(capture);
    const errors = vi.spyOn(console, "error").mockImplementation((...args) => void written.push(args.join(" ")));
    try {
      expect((await putGuardians(teacher.token, id, [mother, father])).status).toBe(200);
      expect((await putGuardians(teacher.token, id, [mother, { ...father, phone: "+250788123456" }])).status).toBe(400);
      expect((await call(getStudentRoute, { token: teacher.token, params: { id } })).status).toBe(200);
    } finally {
      out.mockRestore();
      err.mockRestore();
      errors.mockRestore();
      settings.REQUEST_LOG = original;
    }
    const log = written.join("");
    expect(log).toContain('"status":400');
    expect(log).not.toMatch(/788|722|example\.com|Aline|Habimana/i);
  });
});
