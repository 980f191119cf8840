import { describe, expect, it } from "vitest";
import { getAttendanceDay, listMySubmissions } from "@/lib/lesson-reports/my-submissions";
import type { Actor } from "@/lib/auth/permissions";
import { call, makeUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { marksApi } from "@/lib/marks/api";

const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];
const { POST: marksBulk } = marksApi["/api/marks/bulk"];

describe("My submissions", () => {
  it("lists a teacher's own attendance days and marks entries, not a colleague's, and opens a day read-only", async () => {
    const { teacher, klass, students } = await classWithStudents(3);
    const colleague = await makeUser("teacher");
    await call(saveBulk, {
      token: teacher.token,
      body: students.slice(0, 2).map((student, i) => ({
        studentId: student._id,
        classId: klass._id,
        date: "2026-03-09",
        status: i ? "late" : "present",
      })),
    });
    const saved = await call(marksBulk, {
      token: teacher.token,
      body: students.map((student) => ({
        studentId: student._id,
        classId: klass._id,
        academicYear: "2025-2026",
        academicTerm: "SECOND_TERM",
        examType: "MIDTERM",
        totalMarks: 50,
        examDate: "2026-03-02",
      })),
    });
    expect(saved.status).toBe(201);

    const mine = await listMySubmissions(teacher as Actor);
    expect(mine.attendanceDays).toEqual([
      expect.objectContaining({ date: "2026-03-09", classId: klass._id, present: 1, late: 1, absent: 0, excused: 0 }),
    ]);
    expect(mine.marksEntries).toEqual([
      expect.objectContaining({ classId: klass._id, examType: "MIDTERM", academicYear: "2025-2026", marks: 3 }),
    ]);
    expect(mine.reports).toEqual([]);
    const theirs = await listMySubmissions(colleague as Actor);
    expect([theirs.attendanceDays, theirs.marksEntries]).toEqual([[], []]);

    const day = await getAttendanceDay(teacher as Actor, klass._id, "2026-03-09");
    expect(day.students.map((student) => student.status)).toEqual(["present", "late", null]);
    await expect(getAttendanceDay(colleague as Actor, klass._id, "2026-03-09")).rejects.toMatchObject({ status: 404 });
  });
});
