// Issue 46: a class holds its students and the subjects taught in it. The original client still sees a
// "class" per subject (docs/api-contract.md#classes) and everything it posts against one lands on the
// class and that subject.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { dayIn } from "@/lib/days";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import { createSchool } from "@/lib/schools/schools";
import { schoolsApi } from "@/lib/schools/api";
import { attendanceApi } from "@/lib/attendance/api";
import { marksApi } from "@/lib/marks/api";
import { call, makeUser, unique, type TestUser } from "../helpers/api";
import { addGuardian, noticesOf, setNoticeRule } from "../fixtures/notices-fixture";

const { GET: listClasses, POST: createClass } = schoolsApi["/api/classes"];
const { POST: createStudent, GET: listStudents } = schoolsApi["/api/students"];
const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];
const { POST: saveMarks } = marksApi["/api/marks/bulk"];

type Entry = { _id: string; classId: string; className: string; subjectName: string; subjectId: string };

async function p6aWithTwoSubjects() {
  const teacher = await makeUser();
  const school = await createSchool(teacher, { name: unique("Green Hills") });
  const add = (subjectName: string, by: TestUser = teacher) =>
    call<Entry>(createClass, {
      token: by.token,
      body: { className: "P6 A", subjectName, classRoom: "Lab 1", schoolId: school._id },
    });
  const maths = await add("Mathematics");
  const science = await add("Science");
  return { teacher, school, maths, science, add };
}

describe("POST /api/classes with a className the school has", () => {
  it("adds the subject to that class: one class, two subjects, each an entry of GET /classes", async () => {
    const { teacher, school, maths, science, add } = await p6aWithTwoSubjects();
    expect([maths.status, science.status]).toEqual([201, 201]);
    expect(science.body).toMatchObject({ className: "P6 A", subjectName: "Science", classId: maths.body._id });
    expect(science.body._id).not.toBe(maths.body._id);
    // The first subject has the class's id: what the original client kept names the class.
    expect(maths.body.classId).toBe(maths.body._id);

    expect(await db.class.count({ where: { schoolId: school._id } })).toBe(1);
    expect(await db.classSubject.count({ where: { schoolId: school._id } })).toBe(2);

    const listed = await call<Entry[]>(listClasses, { token: teacher.token, query: { schoolId: school._id } });
    expect(listed.body.map((entry) => [entry.className, entry.subjectName, entry.classId])).toEqual([
      ["P6 A", "Mathematics", maths.body._id],
      ["P6 A", "Science", maths.body._id],
    ]);

    // The same subject twice is the class that exists: 409, nothing written.
    const again = await add("Science");
    expect(again.status).toBe(409);
    expect(await db.classSubject.count({ where: { schoolId: school._id } })).toBe(2);
  });

  it("a second teacher adding a subject teaches it; the first teaches only theirs", async () => {
    const { school, maths, add } = await p6aWithTwoSubjects();
    const second = await makeUser();
    await db.schoolMembership.create({ data: { userId: second.id, schoolId: school._id } });
    const english = await add("English", second);
    expect(english.status).toBe(201);
    const teachers = await db.classSubjectTeacher.findMany({
      where: { classSubject: { classId: maths.body._id } },
      select: { userId: true, classSubject: { select: { subject: { select: { name: true } } } } },
      orderBy: { classSubject: { subject: { name: "asc" } } },
    });
    expect(teachers.map((t) => [t.classSubject.subject.name, t.userId === second.id])).toEqual([
      ["English", true],
      ["Mathematics", false],
      ["Science", false],
    ]);
  });
});

describe("the original client's calls against a subject's entry", () => {
  it("students, the day's register and marks land on the class, once per child, and marks on the subject", async () => {
    const { teacher, school, maths, science } = await p6aWithTwoSubjects();
    const classId = maths.body._id;
    // A student added against Science is a child of P6 A, listed under either entry.
    const child = await call<{ _id: string; classId: { _id: string } }>(createStudent, {
      token: teacher.token,
      body: { studentName: "Brian Niyonzima", classId: science.body._id },
    });
    expect(child.status).toBe(201);
    expect(child.body.classId._id).toBe(classId);
    for (const entry of [maths.body, science.body]) {
      const listed = await call<{ _id: string }[]>(listStudents, {
        token: teacher.token,
        query: { classId: entry._id },
      });
      expect(listed.body.map((student) => student._id)).toEqual([child.body._id]);
    }

    // The register is the class's: saved from either entry, one record a day, one notice.
    await setNoticeRule(school._id);
    await addGuardian(child.body._id);
    const today = dayIn(DEFAULT_TIME_ZONE);
    for (const entry of [maths.body, science.body]) {
      const saved = await call(saveBulk, {
        token: teacher.token,
        body: { records: [{ studentId: child.body._id, classId: entry._id, date: today, status: "absent" }] },
      });
      expect(saved.status).toBe(200);
    }
    const records = await db.attendance.findMany({ where: { studentId: child.body._id } });
    expect(records.map((record) => record.classId)).toEqual([classId]);
    expect((await noticesOf(child.body._id)).filter((notice) => notice.kind === "absence")).toHaveLength(1);

    // Marks against each entry take its subject; the same exam in two subjects is no clash.
    const mark = (entryId: string, extra: Record<string, unknown> = {}) =>
      call(saveMarks, {
        token: teacher.token,
        body: [
          {
            studentId: child.body._id,
            classId: entryId,
            examType: "MIDTERM",
            totalMarks: 70,
            academicYear: "2025-2026",
            academicTerm: "FIRST_TERM",
            examDate: "2025-10-15",
            ...extra,
          },
        ],
      });
    expect((await mark(maths.body._id)).status).toBe(201);
    expect((await mark(science.body._id)).status).toBe(201);
    // The class's own id with a subject chosen (our marks screen): that subject.
    expect((await mark(classId, { subjectId: science.body.subjectId, examType: "ENDTERM" })).status).toBe(201);
    const marks = await db.mark.findMany({
      where: { studentId: child.body._id },
      select: { classId: true, examType: true, subject: { select: { name: true } } },
      orderBy: [{ subject: { name: "asc" } }, { examType: "asc" }],
    });
    expect(marks.map((m) => [m.classId, m.subject.name, m.examType])).toEqual([
      [classId, "Mathematics", "MIDTERM"],
      [classId, "Science", "MIDTERM"],
      [classId, "Science", "ENDTERM"],
    ]);
  });

  it("another school's teacher is 404 on either entry, and writes nothing", async () => {
    const { maths, science } = await p6aWithTwoSubjects();
    const stranger = await makeUser();
    for (const entry of [maths.body, science.body]) {
      const res = await call(createStudent, {
        token: stranger.token,
        body: { studentName: "Intruder", classId: entry._id },
      });
      expect(res.status).toBe(404);
    }
    expect(await db.student.count({ where: { classId: maths.body._id } })).toBe(0);
  });
});

const { GET: classSubjects } = schoolsApi["/api/classes/[id]/subjects"];
const { PUT: setTeachers } = schoolsApi["/api/classes/[id]/teachers"];
const { GET: classReviews } = schoolsApi["/api/schools/[id]/class-reviews"];

describe("a class's subjects and their teachers", () => {
  it("GET /classes/{id}/subjects names the class from either id, with every subject and its teachers", async () => {
    const { teacher, maths, science } = await p6aWithTwoSubjects();
    for (const ref of [maths.body._id, science.body._id]) {
      const res = await call<{ class: { _id: string }; subjects: { subjectName: string; teachers: unknown[] }[] }>(
        classSubjects,
        { token: teacher.token, params: { id: ref } },
      );
      expect(res.status).toBe(200);
      expect(res.body.class._id).toBe(maths.body._id);
      expect(res.body.subjects.map((s) => [s.subjectName, s.teachers])).toEqual([
        ["Mathematics", [{ _id: teacher.id, username: teacher.username }]],
        ["Science", [{ _id: teacher.id, username: teacher.username }]],
      ]);
    }
    const stranger = await makeUser();
    expect((await call(classSubjects, { token: stranger.token, params: { id: science.body._id } })).status).toBe(404);
  });

  it("an admin sets a subject's teachers among the school's teachers; bad lists are 400 and change nothing", async () => {
    const { teacher, school, science } = await p6aWithTwoSubjects();
    const admin = await makeUser("admin");
    const colleague = await makeUser();
    await db.schoolMembership.create({ data: { userId: colleague.id, schoolId: school._id } });
    const outsider = await makeUser();
    const mentor = await makeUser("mentor");
    await db.schoolMembership.create({ data: { userId: mentor.id, schoolId: school._id } });
    const teachersOf = async () =>
      (await db.classSubjectTeacher.findMany({ where: { classSubjectId: science.body._id } })).map((t) => t.userId);
    const put = (token: string, body: unknown) =>
      call<{ teacherIds: string[]; message?: string }>(setTeachers, { token, params: { id: science.body._id }, body });

    const set = await put(admin.token, { teacherIds: [colleague.id, colleague.id] });
    expect(set.status).toBe(200);
    expect(set.body.teacherIds).toEqual([colleague.id]);
    expect(await teachersOf()).toEqual([colleague.id]);

    const bad: [unknown, number][] = [
      [{ teacherIds: [outsider.id] }, 400],
      [{ teacherIds: [mentor.id] }, 400],
      [{ teacherIds: ["x".repeat(200)] }, 400],
      [{ teacherIds: [42] }, 400],
      [{ teacherIds: "not a list" }, 400],
      [{ teacherIds: Array.from({ length: 11 }, () => colleague.id) }, 400],
      [{}, 400],
    ];
    for (const [body, status] of bad) {
      const res = await put(admin.token, body);
      expect([res.status, body]).toEqual([status, body]);
    }
    expect(await teachersOf()).toEqual([colleague.id]);
    // A teacher may not choose who teaches (403), whatever the body says.
    expect((await put(teacher.token, { teacherIds: [teacher.id] })).status).toBe(403);
    expect(await teachersOf()).toEqual([colleague.id]);
    // Emptied: nobody teaches it yet.
    expect((await put(admin.token, { teacherIds: [] })).status).toBe(200);
    expect(await teachersOf()).toEqual([]);
  });

  it("GET /schools/{id}/class-reviews lists the classes of one name left apart, for admins only", async () => {
    const { teacher, school, maths } = await p6aWithTwoSubjects();
    const admin = await makeUser("admin");
    await db.classMergeReview.create({
      data: { schoolId: school._id, className: "P6 A", classIds: [maths.body._id, "gone"], reason: "children differ" },
    });
    const res = await call<{ className: string; classes: { _id: string; subjectName: string }[] }[]>(classReviews, {
      token: admin.token,
      params: { id: school._id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      {
        className: "P6 A",
        reason: "children differ",
        classes: [{ _id: maths.body._id, subjectName: "Mathematics, Science" }],
      },
    ]);
    expect((await call(classReviews, { token: teacher.token, params: { id: school._id } })).status).toBe(403);
  });
});
