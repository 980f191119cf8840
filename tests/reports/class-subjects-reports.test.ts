// A class holds many subjects (issue 46): a report whose row is the class names them all in the field
// that named its one subject; a report about marks takes the subject from the mark.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { reportsApi } from "@/lib/reports/api";
import { call, makeUser, unique, type TestUser } from "../helpers/api";
import { att, type Json } from "../fixtures/reports-fixture";

const { GET: classReport } = reportsApi["/api/reports/class/[classId]"];
const { GET: attendanceReport } = reportsApi["/api/reports/attendance/[schoolId]"];
const { GET: performance } = reportsApi["/api/admin/analytics/class-performance"];
const { GET: classRoster } = reportsApi["/api/admin/classes/[id]/attendance"];
const { GET: studentsCsv } = reportsApi["/api/export/students.csv"];

let teacher: TestUser;
let admin: TestUser;
let schoolId: string;
let classId: string;
let englishEntry: string;

/**
 * P3 B, taught Mathematics (its first subject: the class's id) and English: Ann and Ben, one register
 * day (Ann present, Ben absent); Mathematics marks 80 and 60, English 70.
 */
beforeAll(async () => {
  [teacher, admin] = [await makeUser("teacher"), await makeUser("admin")];
  const school = await db.school.create({
    data: { name: unique("Two Subjects School"), memberships: { create: [{ userId: teacher.id }] } },
  });
  schoolId = school.id;
  const cls = await db.class.create({ data: { schoolId, className: "P3 B", classRoom: "R3" } });
  classId = cls.id;
  const maths = await db.subject.create({ data: { schoolId, name: "Mathematics" } });
  const english = await db.subject.create({ data: { schoolId, name: "English" } });
  await db.classSubject.create({ data: { id: cls.id, classId, subjectId: maths.id, schoolId } });
  englishEntry = (await db.classSubject.create({ data: { classId, subjectId: english.id, schoolId } })).id;
  const [ann, ben] = [
    await db.student.create({ data: { studentName: "Ann", classId, schoolId } }),
    await db.student.create({ data: { studentName: "Ben", classId, schoolId } }),
  ];
  const date = new Date("2026-03-02T00:00:00Z");
  await db.attendance.createMany({
    data: [
      { studentId: ann.id, classId, schoolId, date, status: "present" },
      { studentId: ben.id, classId, schoolId, date, status: "absent" },
    ],
  });
  const mark = (studentId: string, subjectId: string, totalMarks: number) => ({
    studentId,
    classId,
    schoolId,
    subjectId,
    teacherId: teacher.id,
    examType: "MIDTERM" as const,
    totalMarks,
    academicYear: "2025-2026",
    academicTerm: "FIRST_TERM" as const,
    examDate: date,
  });
  await db.mark.createMany({
    data: [mark(ann.id, maths.id, 80), mark(ben.id, maths.id, 60), mark(ann.id, english.id, 70)],
  });
});

describe("reports of a class that holds two subjects", () => {
  it("the class report names both subjects, counts every mark, and answers the same for either subject's id", async () => {
    for (const ref of [classId, englishEntry]) {
      const res = await call<Json>(classReport, { token: teacher.token, params: { classId: ref } });
      expect(res.status).toBe(200);
      expect(res.body.classDetails).toMatchObject({
        _id: classId,
        className: "P3 B",
        subjectName: "English, Mathematics",
        students: 2,
      });
      expect(res.body.totalStudents).toBe(2);
      expect(res.body.attendanceSummary).toEqual(att(1, 1, 0, 0, 2, 50));
      expect(res.body.marksSummary).toEqual({ totalMarks: 3, average: 70, highest: 80, lowest: 60 });
    }
  });

  it("the attendance report's class line names both subjects, the register counted once", async () => {
    const res = await call<Json>(attendanceReport, { token: teacher.token, params: { schoolId } });
    expect(res.status).toBe(200);
    const summary = res.body.attendanceSummary as { byClass: Json[] };
    expect(summary.byClass).toEqual([
      { key: classId, label: "P3 B", detail: "English, Mathematics", ...att(1, 1, 0, 0, 2, 50) },
    ]);
  });

  it("the admin's class register names both subjects", async () => {
    const res = await call<Json>(classRoster, {
      token: admin.token,
      params: { id: englishEntry },
      query: { view: "roster", date: "2026-03-02" },
    });
    expect(res.status).toBe(200);
    expect(res.body.class).toMatchObject({ _id: classId, subjectName: "English, Mathematics", students: 2 });
    expect(res.body.summary).toMatchObject({ totalStudents: 2 });
  });

  it("class performance has a line per subject taught, each with that subject's marks", async () => {
    const res = await call<Json[]>(performance, { token: admin.token });
    const mine = res.body.filter((row) => (row.schoolId as { _id: string })._id === schoolId);
    // A class's lines by subject name; `classId` the ClassSubject's id (Mathematics, its first, the class's).
    expect(mine).toEqual([
      expect.objectContaining({
        classId: englishEntry,
        className: "P3 B",
        subjectName: "English",
        totalStudents: 2,
        attendanceSummary: att(1, 1, 0, 0, 2, 50),
        marksSummary: { totalMarks: 1, average: 70, highest: 70, lowest: 70 },
      }),
      expect.objectContaining({
        classId,
        className: "P3 B",
        subjectName: "Mathematics",
        totalStudents: 2,
        attendanceSummary: att(1, 1, 0, 0, 2, 50),
        marksSummary: { totalMarks: 2, average: 70, highest: 80, lowest: 60 },
      }),
    ]);
  });

  it("the students CSV names the class's subjects in its subject column", async () => {
    const response = await studentsCsv(
      new Request(`http://localhost/api/export?classId=${englishEntry}`, {
        headers: { authorization: `Bearer ${teacher.token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0].split(",").slice(0, 5)).toEqual(["studentName", "studentId", "className", "subject", "school"]);
    for (const line of lines.slice(1, 3))
      expect(line).toMatch(/^(Ann|Ben),[^,]+,P3 B,"English, Mathematics",Two Subjects School/);
  });
});
