import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { todayEverywhereBy } from "@/lib/attendance/attendance-date";
import { dayIn } from "@/lib/days";
import { call } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";

const { POST: saveOne } = attendanceApi["/api/attendance"];
const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];

// UTC+14 and UTC−11: 25 hours apart, so Kiritimati's today is always a later day than Pago Pago's.
const EAST = "Pacific/Kiritimati";
const WEST = "Pacific/Pago_Pago";

async function classIn(timeZone: string) {
  const fixture = await classWithStudents(2);
  await db.school.update({ where: { id: fixture.school._id }, data: { timeZone } });
  return fixture;
}

const bulkBody = (classId: string, students: { _id: string }[], date: string) => ({
  records: students.map((student) => ({ studentId: student._id, classId, date, status: "present" })),
});

describe("attendance dates are not after today in the school's time zone", () => {
  it("the first check's arithmetic day of UTC−12 is Etc/GMT+12's day for any instant", () => {
    const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
    fc.assert(fc.property(instant, (now) => todayEverywhereBy(now) === dayIn("Etc/GMT+12", now)));
    // Around midnight UTC−12 (noon UTC): the day turns exactly there.
    expect(todayEverywhereBy(new Date("2026-11-27T11:59:59.999Z"))).toBe("2026-11-26");
    expect(todayEverywhereBy(new Date("2026-11-27T12:00:00.000Z"))).toBe("2026-11-27");
  });

  it("the bulk save refuses the school's tomorrow with a clear 400 and writes nothing", async () => {
    const { teacher, klass, students } = await classIn(WEST);
    const tomorrowThere = dayIn(EAST);
    const res = await call<{ code: string; params: { today: string } }>(saveBulk, {
      token: teacher.token,
      body: bulkBody(klass._id, students, tomorrowThere),
    });
    expect(res.status).toBe(400);
    expect([res.body.code, res.body.params]).toEqual(["attendance-future", { today: dayIn(WEST) }]);
    expect(await db.attendance.count({ where: { classId: klass._id } })).toBe(0);
  });

  it("a school whose day has already turned may record its today, ahead of UTC", async () => {
    const { teacher, klass, students } = await classIn(EAST);
    const res = await call(saveBulk, { token: teacher.token, body: bulkBody(klass._id, students, dayIn(EAST)) });
    expect(res.status).toBe(200);
  });

  it("one student's save is checked the same way", async () => {
    const { teacher, klass, students } = await classIn(WEST);
    const record = { studentId: students[0]._id, classId: klass._id, status: "late" };
    const refused = await call<{ message: string }>(saveOne, {
      token: teacher.token,
      body: { ...record, date: dayIn(EAST) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Attendance cannot be taken for a date after today/);
    const today = await call(saveOne, { token: teacher.token, body: { ...record, date: dayIn(WEST) } });
    expect(today.status).toBe(200);
  });
});
