import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { localDay, type MissingAttendance } from "@/lib/attendance/attendance-missing";
import { createClass } from "@/lib/schools/classes";
import { call, makeUser, type TestUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";

const { GET: missing } = attendanceApi["/api/attendance/missing"];
const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];

const DAY = "2026-03-10";
type Fixture = Awaited<ReturnType<typeof classWithStudents>>;
let fx: Fixture;
let second: Awaited<ReturnType<typeof createClass>>;
let colleague: TestUser;
let outsider: TestUser;
let admin: TestUser;

beforeAll(async () => {
  fx = await classWithStudents(2);
  second = await createClass(fx.teacher, {
    className: "P5 B",
    subjectName: "English",
    classRoom: "Room 2",
    schoolId: fx.school._id,
  });
  await db.student.create({ data: { studentName: "Only One", classId: second._id, schoolId: fx.school._id } });
  // A class without students has nothing to take: never listed.
  await createClass(fx.teacher, { className: "Empty", subjectName: "Art", classRoom: "3", schoolId: fx.school._id });
  [colleague, outsider, admin] = await Promise.all([makeUser("teacher"), makeUser("teacher"), makeUser("admin")]);
  await db.schoolMembership.create({ data: { userId: colleague.id, schoolId: fx.school._id } });
});

const ask = (user: TestUser, date?: string) =>
  call<MissingAttendance & { message?: string }>(missing, { token: user.token, query: { date } });
const mySchool = (body: MissingAttendance) => body.schools.find((school) => school._id === fx.school._id)!;

function fileReport(teacher: TestUser, date: string) {
  return db.lessonReport.create({
    data: {
      teacherId: teacher.id,
      schoolId: fx.school._id,
      className: fx.klass.className,
      subjectName: "Mathematics",
      numberOfStudents: 2,
      successStory: "ok",
      challenge: "none",
      date: new Date(`${date}T00:00:00Z`),
      latitude: -1.95,
      longitude: 30.07,
    },
  });
}

describe("GET /api/attendance/missing", () => {
  it("is 401 signed out and 400 for a bad date", async () => {
    expect((await call(missing, { query: { date: DAY } })).status).toBe(401);
    const bad = await ask(fx.teacher, "2026-02-30");
    expect([bad.status, bad.body.message]).toEqual([400, "Date must be YYYY-MM-DD"]);
  });

  it("tells a teacher which classes have no attendance that day and whether their report is filed", async () => {
    const before = await ask(fx.teacher, DAY);
    expect(before.status).toBe(200);
    expect(before.body.dailyReportFiled).toBe(false);
    expect(mySchool(before.body)).toEqual({
      _id: fx.school._id,
      name: fx.school.name,
      date: DAY,
      reportFiled: false,
      classesWithoutAttendance: [
        { _id: fx.klass._id, className: fx.klass.className, subjectName: "Mathematics" },
        { _id: second._id, className: "P5 B", subjectName: "English" },
      ],
    });

    const records = fx.students.map((student) => ({
      studentId: student._id,
      classId: fx.klass._id,
      date: DAY,
      status: "present",
    }));
    expect((await call(saveBulk, { token: fx.teacher.token, body: { records } })).status).toBe(200);
    await fileReport(fx.teacher, DAY);

    const after = await ask(fx.teacher, DAY);
    expect(after.body.dailyReportFiled).toBe(true);
    expect(mySchool(after.body).reportFiled).toBe(true);
    expect(mySchool(after.body).classesWithoutAttendance.map((c) => c._id)).toEqual([second._id]);
    expect(after.body.totals.classesWithoutAttendance).toBe(1);
    // Another day is its own day.
    expect(mySchool((await ask(fx.teacher, "2026-03-11")).body).classesWithoutAttendance).toHaveLength(2);
  });

  it("shows a teacher nothing of schools they do not belong to, and no colleague's names", async () => {
    const res = await ask(outsider, DAY);
    expect(res.body.schools.map((school) => school._id)).not.toContain(fx.school._id);
    expect(JSON.stringify((await ask(fx.teacher, DAY)).body)).not.toContain(colleague.username);
  });

  it("gives an admin, per school, the classes without attendance and the teachers without a report", async () => {
    const res = await ask(admin, DAY);
    expect(res.status).toBe(200);
    const school = mySchool(res.body);
    expect(school.teachersWithoutReport?.map((t) => t.username)).toEqual([colleague.username]);
    expect(mySchool(res.body).classesWithoutAttendance.map((c) => c._id)).toEqual([second._id]);
    expect(res.body.totals.teachersWithoutReport).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toHaveProperty("dailyReportFiled");
  });

  it("without a date uses each school's own local day", async () => {
    await db.school.update({ where: { id: fx.school._id }, data: { timeZone: "Pacific/Kiritimati" } });
    const res = await ask(fx.teacher);
    expect(res.body.date).toBeNull();
    expect(mySchool(res.body).date).toBe(localDay("Pacific/Kiritimati"));
    await db.school.update({ where: { id: fx.school._id }, data: { timeZone: "Not/AZone" } });
    expect(mySchool((await ask(fx.teacher)).body).date).toBe(localDay("Africa/Kigali"));
  });

  it("reads the local day on the school's clock", () => {
    const lateEvening = new Date("2026-03-10T22:30:00Z");
    expect(localDay("Africa/Kigali", lateEvening)).toBe("2026-03-11");
    expect(localDay("America/New_York", lateEvening)).toBe("2026-03-10");
  });
});
