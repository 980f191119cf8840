import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { academicYearOf } from "@/lib/academic-years";
import { toIsoDay } from "@/lib/days";
import { call, makeUser } from "../helpers/api";
import { record, schoolWithClass, type SchoolFixture } from "../fixtures/marks-fixtures";
import { marksApi } from "@/lib/marks/api";

const { POST: bulk } = marksApi["/api/marks/bulk"];
const { DELETE: remove, GET: getOne, PUT: update } = marksApi["/api/marks/[id]"];

type Message = { message: string };
type MarkBody = Record<string, unknown> & { _id: string };

const markCount = () => db.mark.count();

async function createMarks(fixture: SchoolFixture, records: unknown[]) {
  const res = await call<MarkBody[]>(bulk, { body: records, token: fixture.teacher.token });
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/marks/bulk", () => {
  it("answers 401 to an anonymous caller and writes nothing", async () => {
    const fixture = await schoolWithClass(1);
    const before = await markCount();
    const res = await call<Message>(bulk, { body: [record(fixture)] });
    expect(res.status).toBe(401);
    expect(await markCount()).toBe(before);
  });

  it("creates one mark per student in the contract shape; teacher, subject and school come from the session and class", async () => {
    const fixture = await schoolWithClass(3);
    const body = await createMarks(fixture, [
      record(fixture, 0),
      record(fixture, 1),
      record(fixture, 2, { examDate: "2025-10-16T08:00:00.000Z", totalMarks: "55" }),
    ]);
    expect(body).toHaveLength(3);
    expect(body[0]).toEqual({
      _id: expect.any(String),
      studentId: { _id: fixture.students[0].id, studentName: fixture.students[0].studentName },
      // Shaped the way the original client reads it: subjectId.subjectName, schoolId.name, maxMarks, teacherId.role.
      classId: { _id: fixture.classId, className: fixture.className, subjectName: fixture.subjectName },
      subjectId: { _id: fixture.subjectId, name: fixture.subjectName, subjectName: fixture.subjectName },
      teacherId: { _id: fixture.teacher.id, username: fixture.teacher.username, role: "teacher" },
      schoolId: { _id: fixture.schoolId, name: expect.any(String) },
      examType: "MIDTERM",
      totalMarks: 70,
      maxMarks: 100,
      percentage: 70,
      academicYear: "2025-2026",
      academicTerm: "FIRST_TERM",
      examDate: "2025-10-15",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(body.map((mark) => (mark.studentId as { _id: string })._id)).toEqual(
      fixture.students.map((student) => student.id),
    );
    expect(body[2]).toMatchObject({ totalMarks: 55, examDate: "2025-10-16" });
    expect(
      await db.mark.count({
        where: {
          classId: fixture.classId,
          teacherId: fixture.teacher.id,
          subjectId: fixture.subjectId,
          schoolId: fixture.schoolId,
        },
      }),
    ).toBe(3);
  });

  const bad: [string, (f: SchoolFixture) => unknown, string][] = [
    ["an empty list", () => [], "Please select at least one student"],
    ["a missing academic year", (f) => [record(f, 0, { academicYear: undefined })], "Please select an academic year"],
    [
      "a blank academic year (checked before the term)",
      (f) => [record(f, 0, { academicYear: "", academicTerm: "" })],
      "Please select an academic year",
    ],
    [
      "an unknown academic year",
      (f) => [record(f, 0, { academicYear: "1999-2000" })],
      "Please select an academic year",
    ],
    [
      "a blank term (checked before the class)",
      (f) => [record(f, 0, { academicTerm: "", classId: "" })],
      "Please select an academic term",
    ],
    [
      "a blank class (checked before the exam type)",
      (f) => [record(f, 0, { classId: "", examType: "" })],
      "Please select a class",
    ],
    ["an unknown exam type", (f) => [record(f, 0, { examType: "FINAL" })], "Please select an exam type"],
    [
      "totalMarks 0 (checked before the student)",
      (f) => [record(f, 0, { totalMarks: 0, studentId: "" })],
      "Total marks must be greater than 0",
    ],
    ["negative totalMarks", (f) => [record(f, 0, { totalMarks: -3 })], "Total marks must be greater than 0"],
    ["missing totalMarks", (f) => [record(f, 0, { totalMarks: undefined })], "Total marks must be greater than 0"],
    ["a fractional score", (f) => [record(f, 0, { totalMarks: 12.5 })], "Total marks must be a whole number"],
    [
      "a record without a student",
      (f) => [record(f, 0), record(f, 1, { studentId: undefined })],
      "Some records have invalid data. Please check your selections.",
    ],
    [
      "a record that is not an object",
      (f) => [record(f, 0), 42],
      "Some records have invalid data. Please check your selections.",
    ],
    ["a body that is not a list", (f) => record(f, 0), "Some records have invalid data. Please check your selections."],
    ["a bad exam date", (f) => [record(f, 0, { examDate: "2025-02-30" })], "Please select an exam date"],
  ];
  it.each(bad)("rejects %s with 400 and the spec's message, writing nothing", async (_, body, message) => {
    const fixture = await schoolWithClass(2);
    const before = await markCount();
    const res = await call<Message>(bulk, { body: body(fixture), token: fixture.teacher.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await markCount()).toBe(before);
  });

  it("answers 404 'Selected class not found' for another teacher's class or an unknown one, writing nothing", async () => {
    const mine = await schoolWithClass(1);
    const theirs = await schoolWithClass(1);
    const before = await markCount();
    for (const classId of [theirs.classId, "no-such-class"]) {
      const res = await call<Message>(bulk, {
        body: [record(mine, 0), record(theirs, 0, { classId })],
        token: mine.teacher.token,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Selected class not found");
    }
    expect(await markCount()).toBe(before);
  });

  it("rejects a student who is not in the class (foreign, other class, unknown) and writes nothing", async () => {
    const mine = await schoolWithClass(2);
    const sameSchoolOtherClass = await db.class.create({
      data: {
        schoolId: mine.schoolId,
        subjects: { create: { subjectId: mine.subjectId, schoolId: mine.schoolId } },
        className: "Other",
        classRoom: "R",
      },
    });
    const neighbour = await db.student.create({
      data: { studentName: "Neighbour", classId: sameSchoolOtherClass.id, schoolId: mine.schoolId },
    });
    const theirs = await schoolWithClass(1);
    const before = await markCount();
    for (const studentId of [theirs.students[0].id, neighbour.id, "no-such-student"]) {
      const res = await call<Message>(bulk, {
        body: [record(mine, 0), record(mine, 1, { studentId })],
        token: mine.teacher.token,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Some records have invalid data. Please check your selections.");
    }
    expect(await markCount()).toBe(before);
  });

  it("answers 409 naming the student for a duplicate (stored or in the same request), and rolls back the whole batch", async () => {
    const fixture = await schoolWithClass(2);
    await createMarks(fixture, [record(fixture, 1)]);
    const before = await markCount();
    const stored = await call<Message>(bulk, {
      body: [record(fixture, 0), record(fixture, 1, { totalMarks: 99 })],
      token: fixture.teacher.token,
    });
    expect(stored.status).toBe(409);
    expect(stored.body.message).toBe(
      `Marks for ${fixture.students[1].studentName} already exist for this exam type, term and academic year`,
    );
    const twice = await call<Message>(bulk, {
      body: [record(fixture, 0), record(fixture, 0, { totalMarks: 40 })],
      token: fixture.teacher.token,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain(fixture.students[0].studentName);
    expect(await markCount()).toBe(before);
    // Another exam type for the same student is a different mark.
    await createMarks(fixture, [record(fixture, 1, { examType: "ENDTERM" })]);
  });

  it("lets an admin record marks in any school, as the recording teacher", async () => {
    const fixture = await schoolWithClass(1);
    const admin = await makeUser("admin");
    const res = await call<MarkBody[]>(bulk, { body: [record(fixture, 0)], token: admin.token });
    expect(res.status).toBe(201);
    expect(res.body[0].teacherId).toEqual({ _id: admin.id, username: admin.username, role: "admin" });
    expect(res.body[0].schoolId).toEqual({ _id: fixture.schoolId, name: expect.any(String) });
  });
});

describe("GET, PUT and DELETE /api/marks/{id}", () => {
  async function oneMark() {
    const fixture = await schoolWithClass(2);
    const [mark] = await createMarks(fixture, [record(fixture, 0)]);
    return { fixture, mark };
  }

  it("answers 401 to anonymous callers on each verb", async () => {
    const { fixture, mark } = await oneMark();
    const params = { id: mark._id };
    expect((await call(getOne, { params })).status).toBe(401);
    expect((await call(update, { method: "PUT", params, body: record(fixture, 0) })).status).toBe(401);
    expect((await call(remove, { method: "DELETE", params })).status).toBe(401);
    expect(await db.mark.count({ where: { id: mark._id } })).toBe(1);
  });

  it("answers 404 to another teacher on GET, PUT and DELETE and changes nothing", async () => {
    const { fixture, mark } = await oneMark();
    const other = await makeUser("teacher");
    const params = { id: mark._id };
    const got = await call<Message>(getOne, { params, token: other.token });
    expect(got.status).toBe(404);
    expect(got.body.message).toBe("Mark record not found");
    expect(
      (await call(update, { method: "PUT", params, body: record(fixture, 0, { totalMarks: 1 }), token: other.token }))
        .status,
    ).toBe(404);
    expect((await call(remove, { method: "DELETE", params, token: other.token })).status).toBe(404);
    expect(await db.mark.findUniqueOrThrow({ where: { id: mark._id } })).toMatchObject({ totalMarks: 70 });
  });

  it("gets one mark populated, for its teacher and for an admin", async () => {
    const { fixture, mark } = await oneMark();
    const mine = await call<MarkBody>(getOne, { params: { id: mark._id }, token: fixture.teacher.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(mark);
    const admin = await makeUser("admin");
    expect((await call(getOne, { params: { id: mark._id }, token: admin.token })).status).toBe(200);
  });

  it("updates a mark: new score, exam type, date and student of the same class; the teacher stays", async () => {
    const { fixture, mark } = await oneMark();
    const admin = await makeUser("admin");
    const res = await call<MarkBody>(update, {
      method: "PUT",
      params: { id: mark._id },
      body: record(fixture, 1, {
        totalMarks: 88,
        examType: "ENDTERM",
        academicTerm: "SECOND_TERM",
        examDate: "2026-01-20",
      }),
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: mark._id,
      studentId: { _id: fixture.students[1].id },
      totalMarks: 88,
      examType: "ENDTERM",
      academicTerm: "SECOND_TERM",
      examDate: "2026-01-20",
      teacherId: { _id: fixture.teacher.id, username: fixture.teacher.username, role: "teacher" },
    });
  });

  it("takes a partial edit (the original client's quick edit: { totalMarks } or { maxMarks } alone) and keeps the rest", async () => {
    const { fixture, mark } = await oneMark();
    const score = await call<MarkBody>(update, {
      method: "PUT",
      params: { id: mark._id },
      body: { totalMarks: 45 },
      token: fixture.teacher.token,
    });
    expect(score.status).toBe(200);
    expect(score.body).toMatchObject({
      _id: mark._id,
      totalMarks: 45,
      maxMarks: 100,
      examType: "MIDTERM",
      academicTerm: "FIRST_TERM",
      studentId: { _id: fixture.students[0].id },
    });
    const outOf = await call<MarkBody>(update, {
      method: "PUT",
      params: { id: mark._id },
      body: { maxMarks: 50 },
      token: fixture.teacher.token,
    });
    expect(outOf.body).toMatchObject({ totalMarks: 45, maxMarks: 50, percentage: 90 });
    const tooLow = await call<Message>(update, {
      method: "PUT",
      params: { id: mark._id },
      body: { maxMarks: 40 },
      token: fixture.teacher.token,
    });
    expect([tooLow.status, tooLow.body.message]).toEqual([
      400,
      "Total marks must be at most 40 (the exam's maximum marks)",
    ]);
    const empty = await call<Message>(update, {
      method: "PUT",
      params: { id: mark._id },
      body: {},
      token: fixture.teacher.token,
    });
    expect([empty.status, empty.body.message]).toEqual([400, "Nothing to update"]);
    expect(await db.mark.findUniqueOrThrow({ where: { id: mark._id } })).toMatchObject({
      totalMarks: 45,
      maxMarks: 50,
    });
    const other = await makeUser("teacher");
    expect(
      (await call(update, { method: "PUT", params: { id: mark._id }, body: { totalMarks: 1 }, token: other.token }))
        .status,
    ).toBe(404);
  });

  it("records maxMarks with the marks (default 100) and refuses a score above it", async () => {
    const fixture = await schoolWithClass(2);
    const body = await createMarks(fixture, [record(fixture, 0, { maxMarks: 20, totalMarks: 18 }), record(fixture, 1)]);
    expect(body.map((mark) => [mark.totalMarks, mark.maxMarks, mark.percentage])).toEqual([
      [18, 20, 90],
      [71, 100, 71],
    ]);
    const other = await schoolWithClass(1);
    const over = await call<Message>(bulk, {
      body: [record(other, 0, { maxMarks: 20, totalMarks: 21 })],
      token: other.teacher.token,
    });
    expect([over.status, over.body.message]).toEqual([
      400,
      "Total marks must be at most 20 (the exam's maximum marks)",
    ]);
    const overDefault = await call<Message>(bulk, {
      body: [record(other, 0, { totalMarks: 101 })],
      token: other.teacher.token,
    });
    expect([overDefault.status, overDefault.body.message]).toEqual([
      400,
      "Total marks must be at most 100 (the exam's maximum marks)",
    ]);
    expect(await db.mark.count({ where: { classId: other.classId } })).toBe(0);
  });

  it("accepts the current school year the original client defaults to, and no year that is not a school year", async () => {
    const fixture = await schoolWithClass(1);
    const year = new Date().getUTCFullYear();
    const [created] = await createMarks(fixture, [
      record(fixture, 0, { academicYear: `${year}-${year + 1}`, examDate: `${year}-10-15` }),
    ]);
    expect(created.academicYear).toBe(`${year}-${year + 1}`);
    for (const wrong of [`${year + 5}-${year + 6}`, `${year}-${year + 2}`, "1999-2000", "2025/2026"]) {
      const res = await call<Message>(bulk, {
        body: [record(fixture, 0, { academicYear: wrong, examType: "ENDTERM" })],
        token: fixture.teacher.token,
      });
      expect([wrong, res.status, res.body.message]).toEqual([wrong, 400, "Please select an academic year"]);
    }
  });

  const badEdits: [string, Record<string, unknown>, number, string][] = [
    ["a blank student", { studentId: "" }, 400, "Please select a student"],
    ["totalMarks 0", { totalMarks: 0 }, 400, "Total marks must be greater than 0"],
    ["an unknown exam type", { examType: "QUIZ" }, 400, "Please select an exam type"],
    ["a blank year", { academicYear: "" }, 400, "Please select an academic year"],
    ["a blank term", { academicTerm: "" }, 400, "Please select an academic term"],
    ["a blank class", { classId: "" }, 400, "Please select a class"],
    ["an unknown class", { classId: "nope" }, 404, "Selected class not found"],
  ];
  it.each(badEdits)("rejects an edit with %s and changes nothing", async (_, overrides, status, message) => {
    const { fixture, mark } = await oneMark();
    const res = await call<Message>(update, {
      method: "PUT",
      params: { id: mark._id },
      body: record(fixture, 0, { totalMarks: 5, ...overrides }),
      token: fixture.teacher.token,
    });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await db.mark.findUniqueOrThrow({ where: { id: mark._id } })).toMatchObject({
      totalMarks: 70,
      examType: "MIDTERM",
    });
  });

  it("rejects an edit to a foreign student or into a clash (409 naming the student)", async () => {
    const { fixture, mark } = await oneMark();
    const theirs = await schoolWithClass(1);
    const foreign = await call<Message>(update, {
      method: "PUT",
      params: { id: mark._id },
      body: record(fixture, 0, { studentId: theirs.students[0].id }),
      token: fixture.teacher.token,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Some records have invalid data. Please check your selections.");
    await createMarks(fixture, [record(fixture, 1)]);
    const clash = await call<Message>(update, {
      method: "PUT",
      params: { id: mark._id },
      body: record(fixture, 1),
      token: fixture.teacher.token,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(fixture.students[1].studentName);
    expect(await db.mark.findUniqueOrThrow({ where: { id: mark._id } })).toMatchObject({
      studentId: fixture.students[0].id,
    });
  });

  it("deletes a mark, then answers 404 for it", async () => {
    const { fixture, mark } = await oneMark();
    const res = await call<Message>(remove, {
      method: "DELETE",
      params: { id: mark._id },
      token: fixture.teacher.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Marks deleted successfully!" });
    expect((await call(getOne, { params: { id: mark._id }, token: fixture.teacher.token })).status).toBe(404);
    expect(
      (await call(remove, { method: "DELETE", params: { id: mark._id }, token: fixture.teacher.token })).status,
    ).toBe(404);
  });
});

describe("exam dates and the academic year", () => {
  it("the original client (last year offered, today's date filled in) is told where this year's marks go", async () => {
    const fixture = await schoolWithClass(1);
    const today = toIsoDay(new Date());
    const current = academicYearOf(today);
    const last = `${Number(current.slice(0, 4)) - 1}-${current.slice(0, 4)}`;
    const res = await call<Message>(bulk, {
      body: [record(fixture, 0, { academicYear: last, examDate: today })],
      token: fixture.teacher.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^Exam date must be within the academic year ${last} \\(`));
    expect(res.body.message).toMatch(
      / Marks for the current academic year are recorded on the Marks screen of the app\.$/,
    );
  });

  it("refuses an exam date outside the chosen school year, on the school's own calendar, and writes nothing", async () => {
    const fixture = await schoolWithClass(1);
    const before = await markCount();
    const outside = await call<Message>(bulk, {
      body: [record(fixture, 0, { academicYear: "2025-2026", examDate: "2025-08-20" })],
      token: fixture.teacher.token,
    });
    expect([outside.status, outside.body.message]).toEqual([
      400,
      "Exam date must be within the academic year 2025-2026 (1 Sep 2025 to 31 Aug 2026)." +
        " Marks for the current academic year are recorded on the Marks screen of the app.",
    ]);
    expect(await markCount()).toBe(before);

    // A school whose year starts in January: 2025-08-20 is inside its year 2025-2026.
    await db.school.update({ where: { id: fixture.schoolId }, data: { yearStartMonth: 1 } });
    const [created] = await createMarks(fixture, [
      record(fixture, 0, { academicYear: "2025-2026", examDate: "2025-08-20" }),
    ]);
    const moved = await call<Message>(update, {
      params: { id: created._id },
      body: { examDate: "2026-01-05" },
      token: fixture.teacher.token,
    });
    expect([moved.status, moved.body.message]).toEqual([
      400,
      "Exam date must be within the academic year 2025-2026 (1 Jan 2025 to 31 Dec 2025)." +
        " Marks for the current academic year are recorded on the Marks screen of the app.",
    ]);
  });
});
