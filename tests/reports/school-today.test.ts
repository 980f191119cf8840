// "Today" without a date is the school's day, not the server's UTC day (issue 50): at 22:30 UTC a Kigali
// school is already on the next day, and its admin's "today's attendance", the class summary and the
// class roster show that day's register. The clock is fixed (Date only; the database keeps running).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, todayIso } from "@/lib/days";
import { db } from "@/lib/db";
import { call, makeUser, unique, type TestUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { reportsApi } from "@/lib/reports/api";

const { POST: bulkSave } = attendanceApi["/api/attendance/bulk"];
const { GET: dashboard } = reportsApi["/api/admin/dashboard"];
const { GET: classAttendance } = reportsApi["/api/admin/classes/[id]/attendance"];
const { GET: classSummary } = attendanceApi["/api/attendance/class/[classId]/summary"];

type Json = Record<string, unknown> & { date: string };
let w: Awaited<ReturnType<typeof classWithStudents>>;
let admin: TestUser;
// The UTC day of the fixed clock; Kigali's (the test school's default zone) is the one after it.
const UTC_DAY = todayIso();
const KIGALI_DAY = addDays(UTC_DAY, 1);

beforeAll(async () => {
  w = await classWithStudents(3);
  admin = await makeUser("admin");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${UTC_DAY}T22:30:00Z`));
  // The register of Kigali's day (allowed: it is today there), and a different one of the UTC day.
  for (const [date, statuses] of [
    [UTC_DAY, ["present", "present", "present"]],
    [KIGALI_DAY, ["absent", "late", "present"]],
  ] as const) {
    const records = w.students.map((student, i) => ({
      studentId: student._id,
      classId: w.klass._id,
      schoolId: w.school._id,
      date,
      status: statuses[i],
    }));
    expect((await call(bulkSave, { token: w.teacher.token, body: { records } })).status).toBe(200);
  }
});

afterAll(() => {
  vi.useRealTimers();
});

describe("at 22:30 UTC a Kigali school's today is the next day", () => {
  it("the class summary without a date counts Kigali's day", async () => {
    const summary = await call<Json>(classSummary, { token: w.teacher.token, params: { classId: w.klass._id } });
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ date: KIGALI_DAY, present: 1, absent: 1, late: 1 });
  });

  it("the admin's class roster without a date is Kigali's day", async () => {
    const roster = await call<{ date: string; students: { status: string | null }[] }>(classAttendance, {
      token: admin.token,
      params: { id: w.klass._id },
      query: { view: "roster" },
    });
    expect(roster.status).toBe(200);
    expect(roster.body.date).toBe(KIGALI_DAY);
    expect(roster.body.students.map((student) => student.status)).toEqual(["absent", "late", "present"]);
  });

  it("the dashboard's today's attendance is Kigali's day, whatever zone another school holds", async () => {
    // A zone the database does not know (an old row) is read as the default, not a failed statement.
    await db.school.create({ data: { name: unique("Odd zone"), timeZone: "Not/AZone" } });
    const answer = await call<{ todayAttendance: Json & { absent: number; late: number } }>(dashboard, {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.todayAttendance.date).toBe(KIGALI_DAY);
    // Every school of the test database counts; this class's absent and late are Kigali's day's.
    expect(answer.body.todayAttendance.absent).toBeGreaterThanOrEqual(1);
    expect(answer.body.todayAttendance.late).toBeGreaterThanOrEqual(1);
  });
});
