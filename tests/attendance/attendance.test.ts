import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { saveAttendanceBulk } from "@/lib/attendance/attendance";
import { bulkAttendanceSchema } from "@/lib/attendance/attendance.schema";
import { call, makeUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";

const { POST: saveOne } = attendanceApi["/api/attendance"];
const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];
const { PUT: updateOne } = attendanceApi["/api/attendance/[id]"];
const { GET: classRecords } = attendanceApi["/api/attendance/class/[classId]"];
const { GET: classSummary } = attendanceApi["/api/attendance/class/[classId]/summary"];
const { GET: overview } = attendanceApi["/api/attendance/overview"];

type Record_ = {
  _id: string;
  studentId: string;
  classId: string;
  schoolId: string;
  date: string;
  status: string;
  remarks: string;
};
const DATE = "2026-03-02";
const countFor = (classId: string) => db.attendance.count({ where: { classId } });

function records(classId: string, students: { _id: string }[], statuses: string[], date = DATE) {
  return students.map((student, i) => ({
    studentId: student._id,
    classId,
    schoolId: "ignored",
    date,
    status: statuses[i % statuses.length],
    remarks: "trusted?",
  }));
}

describe("POST /api/attendance/bulk", () => {
  it("saves a whole class in one request with remarks derived from the status; a second save updates", async () => {
    const { teacher, klass, school, students } = await classWithStudents(4);
    const res = await call<Record_[]>(saveBulk, {
      token: teacher.token,
      body: { records: records(klass._id, students, ["present", "absent", "late", "excused"]) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
    expect(res.body[0]).toEqual({
      _id: expect.any(String),
      studentId: students[0]._id,
      classId: klass._id,
      schoolId: school._id,
      date: DATE,
      status: "present",
      remarks: "",
      recordedBy: teacher.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body.map((r) => [r.status, r.remarks])).toEqual([
      ["present", ""],
      ["absent", ""],
      ["late", "Late arrival"],
      ["excused", "Excused absence"],
    ]);

    const again = await call<Record_[]>(saveBulk, {
      token: teacher.token,
      body: records(klass._id, students, ["late"]),
    });
    expect(again.status).toBe(200);
    expect(again.body.map((r) => r._id)).toEqual(res.body.map((r) => r._id));
    // PostgreSQL writes the bulk answer's JSON: the same records, field for field, as the JS-shaped list.
    const listed = await call<Record_[]>(classRecords, {
      token: teacher.token,
      params: { classId: klass._id },
      query: { date: DATE },
    });
    const byId = new Map(listed.body.map((r) => [r._id, r]));
    expect(again.body.map((r) => byId.get(r._id))).toEqual(again.body);
    expect(await countFor(klass._id)).toBe(4);
    expect(
      (await db.attendance.findMany({ where: { classId: klass._id } })).every(
        (r) => r.status === "late" && r.remarks === "Late arrival",
      ),
    ).toBe(true);
  });

  it("rejects the whole request when one student is foreign, naming it; nothing written", async () => {
    const { teacher, klass, students } = await classWithStudents(3);
    const other = await classWithStudents(1);
    const body = {
      records: [
        ...records(klass._id, students, ["present"]),
        { studentId: other.students[0]._id, classId: klass._id, date: DATE, status: "present" },
      ],
    };
    const res = await call<{ message: string }>(saveBulk, { token: teacher.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `Invalid class or student data: record 4 (student ${other.students[0]._id}) is not in ${klass.className}`,
    );
    expect(await countFor(klass._id)).toBe(0);
    expect(await db.attendance.count({ where: { studentId: other.students[0]._id } })).toBe(0);
  });

  const invalid: [string, (r: Record<string, unknown>[]) => unknown, string][] = [
    [
      "an unknown status",
      (r) => [r[0], { ...r[1], status: "sleeping" }],
      "Record 2 (student {1}): Status must be one of present, absent, late or excused",
    ],
    [
      "a missing student id",
      (r) => [r[0], { ...r[1], studentId: undefined }],
      "Record 2: Invalid class or student data",
    ],
    ["a missing class", (r) => [{ ...r[0], classId: "" }], "Record 1 (student {0}): No class selected for attendance"],
    ["a bad date", (r) => [{ ...r[0], date: "2026-02-30" }], "Record 1 (student {0}): Date must be YYYY-MM-DD"],
    [
      "two dates",
      (r) => [r[0], { ...r[1], date: "2026-03-03" }],
      "Record 2 (student {1}): all records must be for the same class and date",
    ],
    ["a repeated student", (r) => [r[0], r[0]], "Record 2 (student {0}): this student appears more than once"],
    ["no records", () => ({ records: [] }), "No students in this class. Add students first."],
  ];
  it.each(invalid)("rejects %s with 400 and writes nothing", async (_, build, template) => {
    const { teacher, klass, students } = await classWithStudents(2);
    const body = build(records(klass._id, students, ["present"]));
    const res = await call<{ message: string }>(saveBulk, {
      token: teacher.token,
      body: Array.isArray(body) ? { records: body } : body,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(template.replace("{0}", students[0]._id).replace("{1}", students[1]._id));
    expect(await countFor(klass._id)).toBe(0);
  });

  it("401 anonymous; another teacher gets 404 and writes nothing", async () => {
    const { klass, students } = await classWithStudents(2);
    const other = await makeUser();
    expect((await call(saveBulk, { body: { records: records(klass._id, students, ["present"]) } })).status).toBe(401);
    const res = await call<{ message: string }>(saveBulk, {
      token: other.token,
      body: { records: records(klass._id, students, ["present"]) },
    });
    expect([res.status, res.body.message]).toEqual([404, "Class not found"]);
    expect(await countFor(klass._id)).toBe(0);
  });

  it("an admin may save any school's class", async () => {
    const { klass, students, school } = await classWithStudents(2);
    const admin = await makeUser("admin");
    const res = await call<Record_[]>(saveBulk, {
      token: admin.token,
      body: records(klass._id, students, ["excused"]),
    });
    expect(res.status).toBe(200);
    expect(res.body.map((r) => [r.schoolId, r.remarks])).toEqual([
      [school._id, "Excused absence"],
      [school._id, "Excused absence"],
    ]);
  });

  it("two concurrent bulk saves for the same class and date leave exactly one record per student", async () => {
    const { teacher, klass, students } = await classWithStudents(30);
    const present = bulkAttendanceSchema.parse({ records: records(klass._id, students, ["present"]) });
    const absent = bulkAttendanceSchema.parse({ records: records(klass._id, [...students].reverse(), ["absent"]) });
    const results = await Promise.all([
      saveAttendanceBulk(teacher, present),
      saveAttendanceBulk(teacher, absent),
      saveAttendanceBulk(teacher, present),
    ]);
    expect(results.map((r) => (JSON.parse(r.body as string) as unknown[]).length)).toEqual([30, 30, 30]);
    const rows = await db.attendance.groupBy({
      by: ["studentId"],
      where: { classId: klass._id, date: new Date(`${DATE}T00:00:00Z`) },
      _count: { _all: true },
    });
    expect(rows).toHaveLength(30);
    expect(rows.every((row) => row._count._all === 1)).toBe(true);
    const statuses = await db.attendance.groupBy({ by: ["status"], where: { classId: klass._id } });
    expect(statuses).toHaveLength(1);
  });
});

describe("POST /api/attendance and PUT /api/attendance/{id}", () => {
  it("creates then updates one student's record for a date; remarks follow the status", async () => {
    const { teacher, klass, students } = await classWithStudents(2);
    const first = await call<Record_>(saveOne, {
      token: teacher.token,
      body: { studentId: students[0]._id, classId: klass._id, date: DATE, status: "late", remarks: "hacked" },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      studentId: students[0]._id,
      classId: klass._id,
      date: DATE,
      status: "late",
      remarks: "Late arrival",
    });
    const second = await call<Record_>(saveOne, {
      token: teacher.token,
      body: { studentId: students[0]._id, date: DATE, status: "present" },
    });
    expect(second.body).toMatchObject({ _id: first.body._id, status: "present", remarks: "" });

    const put = await call<Record_>(updateOne, {
      method: "PUT",
      token: teacher.token,
      params: { id: first.body._id },
      body: { status: "excused" },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ _id: first.body._id, status: "excused", remarks: "Excused absence", date: DATE });
    expect(await countFor(klass._id)).toBe(1);
  });

  it("rejects bad input and other teachers; nothing written", async () => {
    const { teacher, klass, students } = await classWithStudents(1);
    const other = await classWithStudents(1);
    const cases: [unknown, string | null, number, string][] = [
      [
        { studentId: students[0]._id, date: DATE, status: "maybe" },
        teacher.token,
        400,
        "Status must be one of present, absent, late or excused",
      ],
      [{ date: DATE, status: "present" }, teacher.token, 400, "Invalid class or student data"],
      [
        { studentId: students[0]._id, classId: other.klass._id, date: DATE, status: "present" },
        teacher.token,
        400,
        "Invalid class or student data",
      ],
      [{ studentId: students[0]._id, date: DATE, status: "present" }, other.teacher.token, 404, "Student not found"],
      [{ studentId: students[0]._id, date: DATE, status: "present" }, null, 401, "Please sign in to continue"],
    ];
    for (const [body, token, status, message] of cases) {
      const res = await call<{ message: string }>(saveOne, { token, body });
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await countFor(klass._id)).toBe(0);

    const saved = await call<Record_>(saveOne, {
      token: teacher.token,
      body: { studentId: students[0]._id, date: DATE, status: "present" },
    });
    const foreign = await call(updateOne, {
      method: "PUT",
      token: other.teacher.token,
      params: { id: saved.body._id },
      body: { status: "absent" },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await call(updateOne, { method: "PUT", params: { id: saved.body._id }, body: { status: "absent" } })).status,
    ).toBe(401);
    const badStatus = await call(updateOne, {
      method: "PUT",
      token: teacher.token,
      params: { id: saved.body._id },
      body: { status: "gone" },
    });
    expect(badStatus.status).toBe(400);
    expect((await db.attendance.findUniqueOrThrow({ where: { id: saved.body._id } })).status).toBe("present");
  });
});

describe("GET /api/attendance/class/{classId} and /summary", () => {
  it("lists the date's records and summarises them (unmarked students are counted apart, never as absent)", async () => {
    const { teacher, klass, students } = await classWithStudents(6);
    await call(saveBulk, {
      token: teacher.token,
      body: records(klass._id, students.slice(0, 5), ["present", "present", "late", "excused", "absent"]),
    });
    await call(saveBulk, { token: teacher.token, body: records(klass._id, students, ["absent"], "2026-03-03") });

    const list = await call<Record_[]>(classRecords, {
      token: teacher.token,
      params: { classId: klass._id },
      query: { date: DATE },
    });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(5);
    expect(new Set(list.body.map((r) => r.date))).toEqual(new Set([DATE]));

    const summary = await call(classSummary, {
      token: teacher.token,
      params: { classId: klass._id },
      query: { date: DATE },
    });
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      classId: klass._id,
      className: klass.className,
      date: DATE,
      totalStudents: 6,
      total: 6,
      present: 2,
      // The unmarked student is not absent: the rate (40 % = 2 ÷ 5 recorded) leaves them out too.
      absent: 1,
      late: 1,
      excused: 1,
      unmarked: 1,
      recorded: 5,
      attendanceRate: 40,
    });
  });

  it("another teacher gets 404 for the class's records and summary; anonymous 401; bad date 400", async () => {
    const { teacher, klass } = await classWithStudents(1);
    const other = await makeUser();
    for (const handler of [classRecords, classSummary]) {
      expect(
        (await call(handler, { token: other.token, params: { classId: klass._id }, query: { date: DATE } })).status,
      ).toBe(404);
      expect((await call(handler, { params: { classId: klass._id }, query: { date: DATE } })).status).toBe(401);
      const bad = await call<{ message: string }>(handler, {
        token: teacher.token,
        params: { classId: klass._id },
        query: { date: "yesterday" },
      });
      expect([bad.status, bad.body.message]).toEqual([400, "Date must be YYYY-MM-DD"]);
    }
  });
});

describe("GET /api/attendance/overview", () => {
  it("per-class counts for the date and over all dates, with totals, scoped to the actor", async () => {
    const { teacher, klass, students, school } = await classWithStudents(4);
    await classWithStudents(3); // another teacher's class: never counted
    await call(saveBulk, {
      token: teacher.token,
      body: records(klass._id, students, ["present", "late", "present", "absent"]),
    });
    await call(saveBulk, {
      token: teacher.token,
      body: records(klass._id, students.slice(0, 2), ["present"], "2026-03-03"),
    });

    const res = await call<{
      date: string;
      summary: Record<string, number>;
      classes: Record<string, unknown>[];
      statistics: Record<string, number>;
    }>(overview, {
      token: teacher.token,
      query: { date: DATE },
    });
    expect(res.status).toBe(200);
    expect(res.body.classes).toEqual([
      {
        _id: klass._id,
        className: klass.className,
        subjectName: "Mathematics",
        classRoom: "Room 1",
        schoolId: { _id: school._id, name: school.name },
        totalStudents: 4,
        day: {
          totalStudents: 4,
          total: 4,
          present: 2,
          absent: 1,
          late: 1,
          excused: 0,
          unmarked: 0,
          recorded: 4,
          attendanceRate: 50,
        },
        overall: { records: 6, present: 4, absent: 1, late: 1, excused: 0, attendanceRate: 67 },
      },
    ]);
    expect(res.body.summary).toMatchObject({ totalStudents: 4, present: 2, attendanceRate: 50 });
    expect(res.body.statistics).toEqual({
      totalClasses: 1,
      totalStudents: 4,
      records: 6,
      present: 4,
      absent: 1,
      late: 1,
      excused: 0,
      attendanceRate: 67,
    });

    const empty = await call<{ classes: unknown[]; statistics: Record<string, number> }>(overview, {
      token: (await makeUser()).token,
      query: { date: DATE },
    });
    expect(empty.body.classes).toEqual([]);
    expect(empty.body.statistics).toMatchObject({ totalClasses: 0, totalStudents: 0, attendanceRate: 0 });
    expect((await call(overview, { query: { date: DATE } })).status).toBe(401);
  });
});
