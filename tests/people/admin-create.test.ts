import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { call } from "../helpers/api";
import { createReportFixture, type ReportFixture } from "../fixtures/reports-fixture";
import { reportsApi } from "@/lib/reports/api";

const { POST: createClass } = reportsApi["/api/admin/classes"];
const { POST: createStudent } = reportsApi["/api/admin/students"];

let f: ReportFixture;
beforeAll(async () => {
  f = await createReportFixture();
});

type Json = Record<string, unknown> & { message?: string };

describe("POST /api/admin/classes", () => {
  it("creates a class in any school (201, contract shape)", async () => {
    const res = await call<Json>(createClass, {
      token: f.admin.token,
      body: { className: "  A3 ", subjectName: "Art", classRoom: "R9", schoolId: f.schoolA },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      _id: expect.any(String),
      className: "A3",
      subjectName: "Art",
      classRoom: "R9",
      classCredit: "",
      students: 0,
      schoolId: { _id: f.schoolA },
    });
  });

  const bad: [string, Record<string, unknown>, number, string][] = [
    ["no class name", { subjectName: "Art", classRoom: "R", schoolId: "x" }, 400, "Please fill in all required fields"],
    [
      "blank subject",
      { className: "Z", subjectName: "  ", classRoom: "R", schoolId: "x" },
      400,
      "Please fill in all required fields",
    ],
    ["no room", { className: "Z", subjectName: "Art" }, 400, "Please fill in all required fields"],
    ["no school", { className: "Z", subjectName: "Art", classRoom: "R" }, 400, "Please select a school"],
    [
      "unknown school",
      { className: "Z", subjectName: "Art", classRoom: "R", schoolId: "missing" },
      404,
      "School not found",
    ],
  ];
  it.each(bad)("rejects %s and writes nothing", async (_, body, status, message) => {
    const before = await db.class.count();
    const res = await call<Json>(createClass, { token: f.admin.token, body });
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await db.class.count()).toBe(before);
  });

  it("401 anonymous, 403 teacher", async () => {
    const body = { className: "Q", subjectName: "Art", classRoom: "R", schoolId: f.schoolA };
    expect((await call(createClass, { body })).status).toBe(401);
    expect((await call(createClass, { token: f.teacher.token, body })).status).toBe(403);
  });
});

describe("POST /api/admin/students", () => {
  it("adds a student to any class (201, contract shape)", async () => {
    const res = await call<Json>(createStudent, {
      token: f.admin.token,
      body: { studentName: " Eve ", classId: f.classB1, schoolId: "" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      studentName: "Eve",
      classId: { _id: f.classB1, className: "B1" },
      schoolId: f.schoolB,
    });
  });

  const bad: [string, Record<string, unknown>, number, string][] = [
    ["no name", { classId: "x" }, 400, "Please fill in all required fields"],
    ["no class", { studentName: "Eve" }, 400, "Please fill in all required fields"],
    ["unknown class", { studentName: "Eve", classId: "missing" }, 404, "Class not found"],
  ];
  it.each(bad)("rejects %s and writes nothing", async (_, body, status, message) => {
    const before = await db.student.count();
    const res = await call<Json>(createStudent, { token: f.admin.token, body });
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await db.student.count()).toBe(before);
  });

  it("403 for a teacher", async () => {
    expect(
      (await call(createStudent, { token: f.teacher.token, body: { studentName: "Eve", classId: f.classA1 } })).status,
    ).toBe(403);
  });
});
