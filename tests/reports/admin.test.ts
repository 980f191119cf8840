import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { dayIn } from "@/lib/days";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import { call } from "../helpers/api";
import { att, createReportFixture, type Json, type ReportFixture } from "../fixtures/reports-fixture";
import { peopleApi } from "@/lib/people/api";
import { reportsApi } from "@/lib/reports/api";

const { GET: dashboard } = reportsApi["/api/admin/dashboard"];
const { GET: classes } = reportsApi["/api/admin/classes"];
const { GET: students } = reportsApi["/api/admin/students"];
const { GET: attendance } = reportsApi["/api/admin/attendance"];
const { GET: stats } = reportsApi["/api/admin/attendance/stats"];
const { GET: users } = peopleApi["/api/admin/users"];
const { GET: classAttendance } = reportsApi["/api/admin/classes/[id]/attendance"];
const { GET: performance } = reportsApi["/api/admin/analytics/class-performance"];
const { GET: trends } = reportsApi["/api/admin/analytics/attendance-trends"];

let f: ReportFixture;
beforeAll(async () => {
  f = await createReportFixture();
});

const readRoutes = () =>
  [
    ["dashboard", dashboard, {}],
    ["classes", classes, {}],
    ["students", students, {}],
    ["attendance", attendance, {}],
    ["attendance/stats", stats, {}],
    ["users", users, {}],
    ["classes/{id}/attendance", classAttendance, { params: { id: f.classA1 } }],
    ["analytics/class-performance", performance, {}],
    ["analytics/attendance-trends", trends, { query: { startDate: "2026-03-01", endDate: "2026-03-31" } }],
  ] as const;

describe("/api/admin/* access", () => {
  it("answers 401 anonymous and 403 to a teacher on every route", async () => {
    for (const [name, handler, options] of readRoutes()) {
      const anonymous = await call<Json>(handler, options);
      expect([name, anonymous.status]).toEqual([name, 401]);
      const teacher = await call<Json>(handler, { ...options, token: f.teacher.token });
      expect([name, teacher.status, teacher.body.message]).toEqual([
        name,
        403,
        "You do not have permission to do this",
      ]);
      const admin = await call<Json>(handler, { ...options, token: f.admin.token });
      expect([name, admin.status]).toEqual([name, 200]);
    }
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts everything", async () => {
    const res = await call<Json>(dashboard, { token: f.admin.token });
    expect(res.body).toMatchObject({
      totalSchools: await db.school.count(),
      totalClasses: await db.class.count(),
      totalStudents: await db.student.count(),
      totalComments: await db.lessonReport.count(),
      totalAttendance: await db.attendance.count(),
      totalMarks: await db.mark.count(),
      totalUsers: await db.user.count(),
      totalAdmins: await db.user.count({ where: { role: "admin" } }),
      totalTeachers: await db.user.count({ where: { role: "teacher" } }),
      totalMentors: await db.user.count({ where: { role: "mentor" } }),
    });
    expect(res.body.todayAttendance).toMatchObject({
      // The schools' day (all keep the default zone), not UTC's.
      date: dayIn(DEFAULT_TIME_ZONE),
      attendanceRate: expect.any(Number),
    });
  });
});

describe("GET /api/admin/classes, students, users", () => {
  it("lists every class, student and user in the contract shapes", async () => {
    const classList = await call<Json[]>(classes, { token: f.admin.token });
    expect(classList.body.find((c) => c._id === f.classA1)).toMatchObject({
      className: "A1",
      subjectName: "Mathematics",
      students: 2,
      schoolId: { _id: f.schoolA },
    });
    const studentList = await call<Json[]>(students, { token: f.admin.token });
    expect(studentList.body.find((s) => s._id === f.students.s4)).toMatchObject({
      studentName: "Dan",
      classId: { _id: f.classB1, className: "B1" },
    });
    const userList = await call<Json[]>(users, { token: f.admin.token });
    expect(userList.body.find((u) => u._id === f.teacher.id)).toEqual({
      _id: f.teacher.id,
      username: f.teacher.username,
      email: f.teacher.email,
      role: "teacher",
      createdAt: expect.any(String),
      // What the admin's user management shows.
      active: true,
      mustChangePassword: false,
      lastSignInAt: null,
    });
  });
});

describe("GET /api/admin/attendance", () => {
  it("filters by class and dates, pages, and counts in X-Total-Count", async () => {
    const all = await call<Json[]>(attendance, { token: f.admin.token, query: { classId: f.classA1 } });
    expect(all.headers.get("X-Total-Count")).toBe("4");
    expect(all.body[0]).toMatchObject({
      _id: expect.any(String),
      classId: f.classA1,
      schoolId: f.schoolA,
      date: "2026-03-03",
      className: "A1",
      remarks: expect.any(String),
    });
    const page2 = await call<Json[]>(attendance, {
      token: f.admin.token,
      query: { classId: f.classA1, limit: 3, page: 2 },
    });
    expect(page2.body).toHaveLength(1);
    expect(page2.headers.get("X-Total-Count")).toBe("4");
    const day = await call<Json[]>(attendance, {
      token: f.admin.token,
      query: { classId: f.classA1, startDate: "2026-03-02", endDate: "2026-03-02" },
    });
    expect(day.body.map((r) => [r.studentName, r.status]).sort()).toEqual([
      ["Ann", "present"],
      ["Ben", "absent"],
    ]);
  });

  const bad: [string, Record<string, string>, string][] = [
    ["page 0", { page: "0" }, "Page must be at least 1"],
    ["limit 500", { limit: "500" }, "Limit must be at most 100"],
    ["a bad start date", { startDate: "2026-02-30" }, "Start date must be YYYY-MM-DD"],
    ["start after end", { startDate: "2026-03-05", endDate: "2026-03-01" }, "Start date must be on or before end date"],
    ["a bad class id", { classId: "a b" }, "Invalid class id"],
  ];
  it.each(bad)("rejects %s with 400", async (_, query, message) => {
    const res = await call<Json>(attendance, { token: f.admin.token, query });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });
});

describe("GET /api/admin/attendance/stats", () => {
  it("counts statuses over the filter", async () => {
    const res = await call<Json>(stats, { token: f.admin.token, query: { classId: f.classA2 } });
    expect(res.body).toEqual(att(1, 0, 0, 1, 2, 50));
    const day = await call<Json>(stats, {
      token: f.admin.token,
      query: { classId: f.classA1, startDate: "2026-03-03" },
    });
    expect(day.body).toEqual(att(1, 0, 1, 0, 2, 50));
  });
});

describe("GET /api/admin/classes/{id}/attendance", () => {
  it("answers the class's records as a list, as the original client's 'Load trends for a class' reads it", async () => {
    const all = await call<Json[]>(classAttendance, { token: f.admin.token, params: { id: f.classA1 } });
    expect(all.status).toBe(200);
    expect(all.headers.get("X-Total-Count")).toBe(String(all.body.length));
    expect(all.body).toHaveLength(4);
    for (const record of all.body) {
      expect(record).toMatchObject({
        _id: expect.any(String),
        classId: f.classA1,
        className: "A1",
        studentName: expect.any(String),
        status: expect.stringMatching(/^(present|absent|late|excused)$/),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        attendanceRate: 50,
      });
    }
    expect(all.body.map((record) => record.date)).toEqual([...all.body.map((record) => record.date as string)].sort());
    const day = await call<Json[]>(classAttendance, {
      token: f.admin.token,
      params: { id: f.classA2 },
      query: { date: "2026-03-02" },
    });
    expect(day.body.map((record) => [record.studentName, record.status, record.date])).toEqual([
      ["Cat", "excused", "2026-03-02"],
    ]);
  });

  it("with view=roster, lists each student's status that day and the summary (no record counts as absent)", async () => {
    const res = await call<{ students: Json[]; summary: Json } & Json>(classAttendance, {
      token: f.admin.token,
      params: { id: f.classA2 },
      query: { date: "2026-03-02", view: "roster" },
    });
    expect(res.body.date).toBe("2026-03-02");
    expect(res.body.class).toMatchObject({ _id: f.classA2, className: "A2" });
    expect(res.body.students).toEqual([
      {
        studentId: f.students.s3,
        studentName: "Cat",
        status: "excused",
        remarks: "",
        record: expect.objectContaining({ status: "excused", date: "2026-03-02" }),
      },
    ]);
    const empty = await call<{ students: Json[]; summary: Json }>(classAttendance, {
      token: f.admin.token,
      params: { id: f.classA1 },
      query: { date: "2026-03-09", view: "roster" },
    });
    expect(empty.body.students.map((s) => s.status)).toEqual([null, null]);
    expect(empty.body.summary).toEqual({ totalStudents: 2, ...att(0, 2, 0, 0, 2, 0) });
  });

  it("404 for an unknown class, 400 for a bad date", async () => {
    expect((await call(classAttendance, { token: f.admin.token, params: { id: "missing" } })).status).toBe(404);
    const bad = await call<Json>(classAttendance, {
      token: f.admin.token,
      params: { id: f.classA1 },
      query: { date: "03/02/2026" },
    });
    expect([bad.status, bad.body.message]).toEqual([400, "Date must be YYYY-MM-DD"]);
  });
});

describe("GET /api/admin/analytics/*", () => {
  it("class performance gives students, attendance and marks per class", async () => {
    const res = await call<Json[]>(performance, { token: f.admin.token });
    expect(res.body.find((row) => row.classId === f.classA1)).toEqual({
      classId: f.classA1,
      className: "A1",
      subjectName: "Mathematics",
      schoolId: { _id: f.schoolA, name: expect.any(String) },
      totalStudents: 2,
      attendanceSummary: att(2, 1, 1, 0, 4, 50),
      marksSummary: { totalMarks: 2, average: 70, highest: 80, lowest: 60 },
    });
  });

  it("attendance trends: each student's record with date, class, student, status and the class's rate that day (docs/product-spec.md#admin-screen), oldest first", async () => {
    const res = await call<Json[]>(trends, {
      token: f.admin.token,
      query: { startDate: "2026-03-02", endDate: "2026-03-03", classId: f.classA1 },
    });
    expect(res.headers.get("X-Total-Count")).toBe("4");
    expect(res.body.map((row) => [row.date, row.className, row.studentName, row.status, row.attendanceRate])).toEqual([
      ["2026-03-02", "A1", expect.any(String), expect.any(String), 50],
      ["2026-03-02", "A1", expect.any(String), expect.any(String), 50],
      ["2026-03-03", "A1", expect.any(String), expect.any(String), 50],
      ["2026-03-03", "A1", expect.any(String), expect.any(String), 50],
    ]);
    expect(
      res.body
        .filter((row) => row.date === "2026-03-02")
        .map((row) => [row.studentName, row.status])
        .sort(),
    ).toEqual([
      ["Ann", "present"],
      ["Ben", "absent"],
    ]);
  });

  it("attendance trends with view=daily: per day and class in the range (our chart)", async () => {
    const res = await call<Json[]>(trends, {
      token: f.admin.token,
      query: { startDate: "2026-03-02", endDate: "2026-03-03", classId: f.classA1, view: "daily" },
    });
    expect(res.body).toEqual([
      { date: "2026-03-02", classId: f.classA1, className: "A1", ...att(1, 1, 0, 0, 2, 50) },
      { date: "2026-03-03", classId: f.classA1, className: "A1", ...att(1, 0, 1, 0, 2, 50) },
    ]);
  });

  it("trends for an unknown class are a 404 in both views", async () => {
    for (const view of ["records", "daily"]) {
      const res = await call<Json>(trends, {
        token: f.admin.token,
        query: { startDate: "2026-03-02", endDate: "2026-03-03", classId: "no-such-class", view },
      });
      expect([view, res.status, res.body.message]).toEqual([view, 404, "Class not found"]);
    }
  });

  it("trends need both dates", async () => {
    const res = await call<Json>(trends, { token: f.admin.token, query: { startDate: "2026-03-02" } });
    expect([res.status, res.body.message]).toEqual([400, "Please select both a start date and an end date"]);
    const long = await call<Json>(trends, {
      token: f.admin.token,
      query: { startDate: "2020-01-01", endDate: "2026-01-01" },
    });
    expect([long.status, long.body.message]).toEqual([400, "The date range must be at most 366 days"]);
  });
});
