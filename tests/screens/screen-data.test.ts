import { describe, expect, it } from "vitest";
import { CLASSES_KEY, REPORT_SCHOOLS_URL, SCHOOLS_KEY, classAttendanceKey, studentsKey } from "@/lib/api-keys";
import { dayIn } from "@/lib/days";
import { saveAttendance } from "@/lib/attendance/attendance";
import { createClass } from "@/lib/schools/classes";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import { attendanceScreenData } from "@/lib/attendance/screen-data";
import { lessonReportScreenData } from "@/lib/lesson-reports/screen-data";
import { call, makeUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { lessonReportsApi } from "@/lib/lesson-reports/api";
import { schoolsApi } from "@/lib/schools/api";

const { GET: availableSchoolsRoute } = schoolsApi["/api/classes/available-schools"];
const { GET: classesRoute } = schoolsApi["/api/classes"];
const { GET: classAttendanceRoute } = attendanceApi["/api/attendance/class/[classId]"];
const { GET: studentsRoute } = schoolsApi["/api/students"];
const { GET: commentSchoolsRoute } = lessonReportsApi["/api/comments/available-schools"];

// Teacher screens are rendered with the answers of the screen's first requests: each
// must be what the API itself answers, or the screen would show something a refetch then changes.
describe("attendanceScreenData", () => {
  it("holds the API's own answers for the schools, classes, and the remembered class's students and records today", async () => {
    const { teacher, school, klass, students } = await classWithStudents(3);
    const other = await createClass(teacher, {
      className: "Z9",
      subjectName: "Art",
      classRoom: "R9",
      schoolId: school._id,
    });
    const today = dayIn(DEFAULT_TIME_ZONE);
    await saveAttendance(teacher, { studentId: students[1]._id, classId: klass._id, date: today, status: "late" });

    const { classId, data, renderedAt } = await attendanceScreenData(teacher, klass._id);
    expect(classId).toBe(klass._id);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
    const token = { token: teacher.token };
    expect(Object.keys(data).sort()).toEqual(
      [SCHOOLS_KEY, CLASSES_KEY, studentsKey(klass._id), classAttendanceKey(klass._id, today)].sort(),
    );
    expect(data[SCHOOLS_KEY]).toEqual((await call(availableSchoolsRoute, token)).body);
    expect(data[CLASSES_KEY]).toEqual((await call(classesRoute, token)).body);
    expect(data[studentsKey(klass._id)]).toHaveLength(3);
    expect(data[studentsKey(klass._id)]).toEqual(
      (await call(studentsRoute, { ...token, query: { classId: klass._id } })).body,
    );
    const records = (
      await call(classAttendanceRoute, { ...token, params: { classId: klass._id }, query: { date: today } })
    ).body;
    expect(data[classAttendanceKey(klass._id, today)]).toEqual(records);
    expect(records).toHaveLength(1);

    // No remembered class (or one no longer listed): the first class of the list, as the screen shows.
    const first = (data[CLASSES_KEY] as { _id: string }[])[0]._id;
    expect([klass._id, other._id]).toContain(first);
    expect((await attendanceScreenData(teacher, undefined)).classId).toBe(first);
  });

  it("never reads a class of another teacher, whatever the cookie names", async () => {
    const { klass: theirs } = await classWithStudents(2);
    const { teacher, klass: mine } = await classWithStudents(1);
    const { classId, data } = await attendanceScreenData(teacher, theirs._id);
    expect(classId).toBe(mine._id);
    expect(Object.keys(data).some((key) => key.includes(theirs._id))).toBe(false);
  });

  it("a teacher with no class yet gets the schools and an empty list, and no grid", async () => {
    const teacher = await makeUser("teacher");
    const { classId, data } = await attendanceScreenData(teacher, "anything");
    expect(classId).toBeNull();
    expect(data).toEqual({ [SCHOOLS_KEY]: { data: [] }, [CLASSES_KEY]: [] });
  });
});

describe("lessonReportScreenData", () => {
  it("holds the API's own answer for the schools a report may be filed for", async () => {
    const { teacher } = await classWithStudents(1);
    const { data } = await lessonReportScreenData(teacher);
    expect(Object.keys(data)).toEqual([REPORT_SCHOOLS_URL]);
    expect(data[REPORT_SCHOOLS_URL]).toEqual((await call(commentSchoolsRoute, { token: teacher.token })).body);
    expect((data[REPORT_SCHOOLS_URL] as { data: unknown[] }).data).toHaveLength(1);
  });
});
