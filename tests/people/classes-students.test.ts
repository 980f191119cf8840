import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createSchool } from "@/lib/schools/schools";
import { call, makeUser, unique } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { schoolsApi } from "@/lib/schools/api";

const { POST: createClassRoute } = schoolsApi["/api/classes"];
const { GET: listStudentsRoute, POST: createStudentRoute } = schoolsApi["/api/students"];
const { GET: classStudentsRoute } = schoolsApi["/api/students/class/[classId]"];
const { PUT: updateStudentRoute } = schoolsApi["/api/students/[id]"];

type Json = Record<string, unknown> & { _id: string };

describe("POST /api/classes", () => {
  it("creates a class, creating its subject on the school once (201, contract shape)", async () => {
    const teacher = await makeUser();
    const school = await createSchool(teacher, { name: unique("School") });
    const res = await call<Json>(createClassRoute, {
      token: teacher.token,
      body: {
        className: " P4 A ",
        subjectName: " Mathematics ",
        classRoom: " Room 4 ",
        classCredit: " 3 ",
        schoolId: school._id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      classId: res.body._id,
      className: "P4 A",
      subjectName: "Mathematics",
      subjectId: expect.any(String),
      classRoom: "Room 4",
      classCredit: "3",
      schoolId: { _id: school._id, name: school.name, yearStartMonth: 9 },
      students: 0,
      teacherIds: [teacher.id],
      createdAt: expect.any(String),
    });
    const second = await call<Json>(createClassRoute, {
      token: teacher.token,
      body: { className: "P5", subjectName: "Mathematics", classRoom: "R5", schoolId: school._id },
    });
    expect(second.body.subjectId).toBe(res.body.subjectId);
    expect(await db.subject.count({ where: { schoolId: school._id } })).toBe(1);

    const duplicate = await call<{ message: string }>(createClassRoute, {
      token: teacher.token,
      body: { className: "P4 A", subjectName: "Mathematics", classRoom: "R", schoolId: school._id },
    });
    expect(duplicate.status).toBe(409);
  });

  const valid = { className: "P1", subjectName: "Art", classRoom: "R1" };
  const bad: [string, Record<string, unknown>, string][] = [
    ["no class name", { ...valid, className: " " }, "Class name is required"],
    ["no subject", { ...valid, subjectName: undefined }, "Subject name is required"],
    ["no room", { ...valid, classRoom: "" }, "Class room is required"],
    ["no school", { ...valid, schoolId: "" }, "Please select a school"],
    ["nothing at all (first message in spec order)", {}, "Class name is required"],
  ];
  it.each(bad)("rejects %s with the spec's message and writes nothing", async (_, body, message) => {
    const teacher = await makeUser();
    const school = await createSchool(teacher, { name: unique("School") });
    const before = await db.class.count();
    const res = await call<{ message: string }>(createClassRoute, {
      token: teacher.token,
      body: { schoolId: school._id, ...body },
    });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(await db.class.count()).toBe(before);
    expect(await db.subject.count({ where: { schoolId: school._id } })).toBe(0);
  });

  it("401 anonymous; 404 for another teacher's school", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const school = await createSchool(owner, { name: unique("School") });
    expect((await call(createClassRoute, { body: { ...valid, schoolId: school._id } })).status).toBe(401);
    const res = await call(createClassRoute, { token: other.token, body: { ...valid, schoolId: school._id } });
    expect(res.status).toBe(404);
    expect(await db.class.count({ where: { schoolId: school._id } })).toBe(0);
  });
});

describe("POST /api/students and PUT /api/students/{id}", () => {
  it("adds a student to the class's school (201, contract shape) and lists it", async () => {
    const { teacher, klass, school } = await classWithStudents(0);
    const res = await call<Json>(createStudentRoute, {
      token: teacher.token,
      body: { studentName: "  Amina Uwase ", classId: klass._id, schoolId: "" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      studentName: "Amina Uwase",
      classId: { _id: klass._id, className: klass.className },
      schoolId: school._id,
      schoolName: school.name,
      createdAt: expect.any(String),
    });
    const list = await call<Json[]>(listStudentsRoute, { token: teacher.token, query: { classId: klass._id } });
    expect(list.body.map((s) => s._id)).toEqual([res.body._id]);
  });

  const bad: [string, Record<string, unknown>, number, string][] = [
    ["no name", { studentName: "  " }, 400, "Student name is required"],
    ["no class", { classId: "" }, 400, "Class selection is required"],
    ["a missing class", { classId: undefined }, 400, "Class selection is required"],
    ["another school's id", { schoolId: "someOtherSchool" }, 400, "Invalid class or student data"],
    ["an unknown class", { classId: "nope123" }, 404, "Class not found"],
  ];
  it.each(bad)("rejects %s and writes nothing", async (_, override, status, message) => {
    const { teacher, klass } = await classWithStudents(0);
    const before = await db.student.count();
    const res = await call<{ message: string }>(createStudentRoute, {
      token: teacher.token,
      body: { studentName: "Brian", classId: klass._id, ...override },
    });
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await db.student.count()).toBe(before);
  });

  it("401 anonymous; 404 for another teacher's class", async () => {
    const { klass } = await classWithStudents(0);
    const other = await makeUser();
    expect((await call(createStudentRoute, { body: { studentName: "A", classId: klass._id } })).status).toBe(401);
    expect(
      (await call(createStudentRoute, { token: other.token, body: { studentName: "A", classId: klass._id } })).status,
    ).toBe(404);
  });

  it("edits the name and moves the student to another class of the actor; strangers get 404", async () => {
    const { teacher, students, school } = await classWithStudents(1);
    const other = await classWithStudents(0);
    const target = await call<Json>(createClassRoute, {
      token: teacher.token,
      body: { className: "P6", subjectName: "Science", classRoom: "Lab", schoolId: school._id },
    });
    const student = students[0];

    const res = await call<Json>(updateStudentRoute, {
      method: "PUT",
      token: teacher.token,
      params: { id: student._id },
      body: { studentName: " Renamed ", classId: target.body._id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: student._id,
      studentName: "Renamed",
      classId: { _id: target.body._id, className: "P6" },
      schoolId: school._id,
    });

    const blank = await call<{ message: string }>(updateStudentRoute, {
      method: "PUT",
      token: teacher.token,
      params: { id: student._id },
      body: { studentName: "" },
    });
    expect([blank.status, blank.body.message]).toEqual([400, "Student name is required"]);
    const foreignClass = await call(updateStudentRoute, {
      method: "PUT",
      token: teacher.token,
      params: { id: student._id },
      body: { classId: other.klass._id },
    });
    expect(foreignClass.status).toBe(404);
    const stranger = await call(updateStudentRoute, {
      method: "PUT",
      token: other.teacher.token,
      params: { id: student._id },
      body: { studentName: "Hijack" },
    });
    expect(stranger.status).toBe(404);
    expect((await db.student.findUniqueOrThrow({ where: { id: student._id } })).studentName).toBe("Renamed");
    expect(
      (await call(updateStudentRoute, { method: "PUT", params: { id: student._id }, body: { studentName: "x" } }))
        .status,
    ).toBe(401);
  });
});

describe("GET /api/students?classId=", () => {
  it("another teacher gets 404 for this class's students; anonymous 401", async () => {
    const { klass } = await classWithStudents(2);
    const other = await makeUser();
    const res = await call<{ message: string }>(listStudentsRoute, {
      token: other.token,
      query: { classId: klass._id },
    });
    expect([res.status, res.body.message]).toEqual([404, "Class not found"]);
    expect((await call(listStudentsRoute, { query: { classId: klass._id } })).status).toBe(401);
  });
});

describe("GET /api/students/class/{classId} (the original client's marks entry)", () => {
  it("lists the class's students by name, whole, with X-Total-Count; 404 for another teacher's class", async () => {
    const { teacher, klass } = await classWithStudents(3);
    const res = await call<Json[]>(classStudentsRoute, { token: teacher.token, params: { classId: klass._id } });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe("3");
    expect(res.body).toHaveLength(3);
    expect(res.body.map((s) => s.studentName)).toEqual([...res.body.map((s) => s.studentName as string)].sort());
    expect(res.body[0]).toMatchObject({
      classId: { _id: klass._id, className: klass.className },
      schoolId: expect.any(String),
      schoolName: expect.any(String),
    });
    const other = await makeUser();
    expect((await call(classStudentsRoute, { token: other.token, params: { classId: klass._id } })).status).toBe(404);
    expect((await call(classStudentsRoute, { params: { classId: klass._id } })).status).toBe(401);
  });
});

describe("POST /api/classes without a school (the original client's admin 'Add Class')", () => {
  const body = () => ({ className: unique("Admin P3"), subjectName: "Kinyarwanda", classRoom: "R3", classCredit: "2" });

  it("puts an admin's class in their primary school, else the oldest school", async () => {
    const admin = await makeUser("admin");
    const oldest = await db.school.findFirstOrThrow({ orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    const first = await call<Json & { schoolId: { _id: string } }>(createClassRoute, {
      token: admin.token,
      body: body(),
    });
    expect(first.status).toBe(201);
    expect(first.body.schoolId._id).toBe(oldest.id);
    const owner = await makeUser();
    const primary = await createSchool(owner, { name: unique("Primary School") });
    await db.user.update({ where: { id: admin.id }, data: { primarySchoolId: primary._id } });
    const second = await call<Json & { schoolId: { _id: string; name: string } }>(createClassRoute, {
      token: admin.token,
      body: body(),
    });
    expect(second.body.schoolId).toEqual({ _id: primary._id, name: primary.name, yearStartMonth: 9 });
  });

  it("still asks a teacher or mentor to select a school, writing nothing", async () => {
    for (const role of ["teacher", "mentor"] as const) {
      const user = await makeUser(role);
      const before = await db.class.count();
      const res = await call<{ message: string }>(createClassRoute, { token: user.token, body: body() });
      expect([res.status, res.body.message]).toEqual([400, "Please select a school"]);
      expect(await db.class.count()).toBe(before);
    }
  });
});
