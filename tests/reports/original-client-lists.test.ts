// Whole lists for the original web client (it never pages) and the endpoints it calls that we lacked:
// GET /marks/class/{id}, /reports/marks/all, /reports/attendance/all, /reports/marks/excel, /reports/comments/{role}.
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { payloadResponse } from "@/lib/http/route";
import { LIST_CAP, readList, streamList, type StreamedList } from "@/lib/platform/list-stream";
import { call, makeUser, type TestUser } from "../helpers/api";
import { record, schoolWithClass, type SchoolFixture } from "../fixtures/marks-fixtures";
import { marksApi } from "@/lib/marks/api";
import { reportsApi } from "@/lib/reports/api";

const { POST: bulk } = marksApi["/api/marks/bulk"];
const { GET: classMarks } = marksApi["/api/marks/class/[classId]"];
const { GET: allMarks } = reportsApi["/api/reports/marks/all"];
const { GET: allAttendance } = reportsApi["/api/reports/attendance/all"];
const { GET: marksExcel } = reportsApi["/api/reports/marks/excel"];
const { GET: commentsReport } = reportsApi["/api/reports/comments/[role]"];
const { GET: commentsPdf } = reportsApi["/api/reports/comments/[role]/pdf"];

type Json = Record<string, unknown> & { _id: string };

describe("streamList", () => {
  it("answers at most LIST_CAP rows in batches of 500, with the full count in X-Total-Count", async () => {
    const limits: number[] = [];
    const list: StreamedList<{ n: number }> = {
      total: 12_345,
      batch: async (last, limit) => {
        limits.push(limit);
        const start = last ? last.n + 1 : 0;
        return Array.from({ length: Math.min(limit, 12_345 - start) }, (_, index) => ({ n: start + index }));
      },
      toJson: (row) => ({ n: row.n }),
    };
    const response = payloadResponse(await streamList(list));
    expect(response.headers.get("X-Total-Count")).toBe("12345");
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as { n: number }[];
    expect(body).toHaveLength(LIST_CAP);
    expect(body.map((row) => row.n)).toEqual(Array.from({ length: LIST_CAP }, (_, index) => index));
    expect(Math.max(...limits)).toBe(500);
    expect(limits).toHaveLength(LIST_CAP / 500);
    // A screen's first data reads the same list as values: the same rows, the same batches.
    limits.length = 0;
    expect(await readList(list)).toEqual(body);
    expect(limits).toHaveLength(LIST_CAP / 500);
  });

  it("writes an empty list as [] and stops after a short batch", async () => {
    let calls = 0;
    const list: StreamedList<unknown> = { total: 0, batch: async () => (calls++, []), toJson: (row) => row };
    expect(await payloadResponse(await streamList(list)).text()).toBe("[]");
    expect(calls).toBe(1);
    expect(await readList(list)).toEqual([]);
    expect(calls).toBe(2);
  });

  it("ends the array with the batch that reaches the end (a full last batch, then an empty one)", async () => {
    const rows = Array.from({ length: 1000 }, (_, n) => ({ n }));
    const list: StreamedList<{ n: number }> = {
      total: rows.length,
      batch: async (last, limit) => rows.slice(last ? last.n + 1 : 0).slice(0, limit),
      toJson: (row) => row.n,
    };
    const text = await payloadResponse(await streamList(list)).text();
    expect(JSON.parse(text)).toEqual(rows.map((row) => row.n));
    expect(await readList(list)).toEqual(rows.map((row) => row.n));
  });
});

describe("marks lists the original client reads", () => {
  let mine: SchoolFixture;
  let theirs: SchoolFixture;
  let admin: TestUser;
  beforeAll(async () => {
    [mine, theirs, admin] = [await schoolWithClass(3), await schoolWithClass(2), await makeUser("admin")];
    const save = async (fixture: SchoolFixture, records: Record<string, unknown>[]) =>
      expect((await call(bulk, { body: records, token: fixture.teacher.token })).status).toBe(201);
    await save(
      mine,
      [0, 1, 2].map((i) => record(mine, i, { maxMarks: 80, totalMarks: 60 + i })),
    );
    await save(
      mine,
      [0, 1].map((i) => record(mine, i, { examType: "ENDTERM", academicTerm: "SECOND_TERM" })),
    );
    await save(theirs, [record(theirs, 0), record(theirs, 1)]);
  });

  it("GET /api/marks/class/{id}: the class's marks for the year, term and exam type, with maxMarks", async () => {
    const res = await call<Json[]>(classMarks, {
      token: mine.teacher.token,
      params: { classId: mine.classId },
      query: { academicYear: "2025-2026", academicTerm: "FIRST_TERM", examType: "MIDTERM" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Total-Count")).toBe("3");
    expect(res.body.map((mark) => [mark.totalMarks, mark.maxMarks]).sort()).toEqual([
      [60, 80],
      [61, 80],
      [62, 80],
    ]);
    expect(res.body[0]).toMatchObject({
      studentId: { _id: expect.any(String) },
      teacherId: { _id: mine.teacher.id },
      subjectId: { subjectName: mine.subjectName },
    });
    expect(
      (await call(classMarks, { token: mine.teacher.token, params: { classId: mine.classId } })).headers.get(
        "X-Total-Count",
      ),
    ).toBe("5");
    expect((await call(classMarks, { token: theirs.teacher.token, params: { classId: mine.classId } })).status).toBe(
      404,
    );
    const bad = await call<{ message: string }>(classMarks, {
      token: mine.teacher.token,
      params: { classId: mine.classId },
      query: { examType: "QUIZ" },
    });
    expect([bad.status, bad.body.message]).toEqual([400, "Unknown exam type"]);
  });

  it("GET /api/reports/marks/all: every mark in scope, as an array, with school and subject names and a percentage", async () => {
    const teacherView = await call<Json[]>(allMarks, { token: mine.teacher.token });
    expect(Array.isArray(teacherView.body)).toBe(true);
    expect(teacherView.body).toHaveLength(5);
    expect(teacherView.body.every((mark) => (mark.schoolId as { _id: string })._id === mine.schoolId)).toBe(true);
    expect(teacherView.body.find((mark) => mark.totalMarks === 60)).toMatchObject({
      percentage: 75,
      schoolId: { name: expect.any(String) },
      subjectId: { subjectName: mine.subjectName },
    });
    const adminView = await call<Json[]>(allMarks, { token: admin.token });
    expect(adminView.headers.get("X-Total-Count")).toBe(String(adminView.body.length));
    expect(adminView.body.some((mark) => (mark.schoolId as { _id: string })._id === theirs.schoolId)).toBe(true);
    expect((await call(allMarks)).status).toBe(401);
  });

  it("GET /api/reports/marks/excel: an .xlsx of the caller's marks with the client's own columns", async () => {
    const res = await fetchExcel(mine.teacher.token);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="marks-report-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet("Marks Report")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Term",
      "School Name",
      "Class",
      "Subject",
      "Student Name",
      "Marks",
      "Submitted By",
    ]);
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toHaveLength(5);
    expect(rows).toContainEqual([
      "First Term",
      expect.any(String),
      mine.className,
      mine.subjectName,
      mine.students[0].studentName,
      60,
      "Teacher",
    ]);
    expect(rows.some((row) => row[1] !== rows[0][1])).toBe(false);
  });

  async function fetchExcel(token: string) {
    return marksExcel(
      new Request("http://localhost/api/reports/marks/excel", { headers: { authorization: `Bearer ${token}` } }),
    );
  }
});

describe("GET /api/reports/attendance/all", () => {
  it("every record of the caller's schools with student, class and school names, ids as strings", async () => {
    const fixture = await schoolWithClass(2);
    const date = new Date("2026-02-10T00:00:00Z");
    await db.attendance.createMany({
      data: fixture.students.map((student, index) => ({
        studentId: student.id,
        classId: fixture.classId,
        schoolId: fixture.schoolId,
        date,
        status: index === 0 ? ("present" as const) : ("late" as const),
        remarks: index === 0 ? "" : "Late arrival",
      })),
    });
    const res = await call<Json[]>(allAttendance, { token: fixture.teacher.token });
    expect(res.headers.get("X-Total-Count")).toBe("2");
    expect(res.body.map((row) => [row.studentName, row.status]).sort()).toEqual(
      [
        [fixture.students[0].studentName, "present"],
        [fixture.students[1].studentName, "late"],
      ].sort(),
    );
    expect(res.body[0]).toMatchObject({
      classId: fixture.classId,
      schoolId: fixture.schoolId,
      className: fixture.className,
      schoolName: expect.any(String),
      date: "2026-02-10",
      attendanceRate: 50,
    });
    const stranger = await makeUser("teacher");
    expect((await call<Json[]>(allAttendance, { token: stranger.token })).body).toEqual([]);
  });
});

describe("GET /api/reports/comments/{role}", () => {
  it("counts daily reports and lesson observations per school, filtered by role; the PDF downloads", async () => {
    const admin = await makeUser("admin");
    const teacher = await makeUser("teacher");
    const mentor = await makeUser("mentor");
    const school = await db.school.create({
      data: {
        name: "Comments Report School",
        memberships: { create: [{ userId: teacher.id }, { userId: mentor.id }] },
      },
    });
    const base = {
      schoolId: school.id,
      className: "P2",
      subjectName: "Science",
      numberOfStudents: 20,
      date: new Date("2026-02-11T00:00:00Z"),
      latitude: 1,
      longitude: 1,
    };
    await db.lessonReport.create({
      data: { ...base, teacherId: teacher.id, successStory: "Good lesson", challenge: "" },
    });
    await db.lessonReport.create({
      data: {
        ...base,
        teacherId: mentor.id,
        successStory: "",
        challenge: "",
        commenterRole: "mentor",
        modelLesson: "Modelled",
        lessonObservation: "Observed well",
      },
    });
    const all = await call<{ summary: Record<string, number>; bySchool: Json[]; recent: Json[] }>(commentsReport, {
      token: admin.token,
      params: { role: "all" },
    });
    expect(all.body.bySchool.find((row) => row.schoolId === school.id)).toEqual({
      schoolId: school.id,
      schoolName: "Comments Report School",
      teacherReports: 1,
      mentorObservations: 1,
    });
    expect(all.body.summary.total).toBe(all.body.summary.teacherReports + all.body.summary.mentorObservations);
    const mentors = await call<{ bySchool: Json[]; recent: Json[] }>(commentsReport, {
      token: teacher.token,
      params: { role: "mentor" },
    });
    expect(mentors.body.bySchool).toEqual([
      { schoolId: school.id, schoolName: "Comments Report School", teacherReports: 0, mentorObservations: 1 },
    ]);
    expect(mentors.body.recent).toEqual([
      expect.objectContaining({ commenterRole: "mentor", author: mentor.username, text: "Observed well" }),
    ]);
    expect((await call(commentsReport, { token: admin.token, params: { role: "admin" } })).status).toBe(400);
    const pdf = await commentsPdf(
      new Request("http://localhost/x", { headers: { authorization: `Bearer ${admin.token}` } }),
      { params: Promise.resolve({ role: "mentor" }) },
    );
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
