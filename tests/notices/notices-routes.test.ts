import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { dayIn } from "@/lib/days";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import { maskAddress } from "@/lib/notices/list";
import { call, makeUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { addGuardian, addNotice } from "../fixtures/notices-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { noticesApi } from "@/lib/notices/api";

const { GET: getRule, PUT: putRule } = noticesApi["/api/schools/[id]/notices"];
const { GET: listNotices } = noticesApi["/api/notices"];
const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];

const RULE = {
  enabled: true,
  statuses: ["absent"],
  sendAfterMinutes: 45,
  quietHours: { from: "20:00", to: "06:30" },
  monthlyLimit: 300,
};

describe("GET/PUT /api/schools/{id}/notices", () => {
  it("is off by default; an admin turns it on; the school's teacher reads it; nobody else sees it", async () => {
    const { teacher, school } = await classWithStudents(0);
    const admin = await makeUser("admin");
    const first = await call(getRule, { token: teacher.token, params: { id: school._id } });
    expect(first.body).toEqual({
      schoolId: school._id,
      enabled: false,
      statuses: ["absent"],
      sendAfterMinutes: 60,
      // Never configured: quiet at night on the school's clock (docs/product-spec.md#notices).
      quietHours: { from: "20:00", to: "06:30" },
      monthlyLimit: 1000,
      sentThisMonth: 0,
      provider: "log",
      today: dayIn(DEFAULT_TIME_ZONE),
    });
    expect(
      (await call(putRule, { method: "PUT", token: teacher.token, params: { id: school._id }, body: RULE })).status,
    ).toBe(403);
    const saved = await call(putRule, { method: "PUT", token: admin.token, params: { id: school._id }, body: RULE });
    expect(saved.status).toBe(200);
    expect((await call(getRule, { token: teacher.token, params: { id: school._id } })).body).toMatchObject(RULE);
    const stranger = await makeUser("teacher");
    expect((await call(getRule, { token: stranger.token, params: { id: school._id } })).status).toBe(404);
  });

  it("refuses a bad rule with a clear message and writes nothing", async () => {
    const { school } = await classWithStudents(0);
    const admin = await makeUser("admin");
    const cases: [Record<string, unknown>, string][] = [
      [{ sendAfterMinutes: 241 }, "The delay must be a whole number of minutes from 0 to 240"],
      [{ sendAfterMinutes: 1.5 }, "The delay must be a whole number of minutes from 0 to 240"],
      [{ statuses: ["late"] }, 'Statuses must be ["absent"] or ["absent", "late"]'],
      [{ statuses: ["absent", "present"] }, 'Statuses must be ["absent"] or ["absent", "late"]'],
      [{ quietHours: { from: "25:00", to: "06:00" } }, "Quiet hours are times written HH:MM, such as 20:00"],
      [{ quietHours: { from: "07:00", to: "07:00" } }, "Quiet hours must start and end at different times"],
      [{ monthlyLimit: -1 }, "The monthly limit must be a whole number from 0 to 100000"],
      [{ monthlyLimit: 100_001 }, "The monthly limit must be a whole number from 0 to 100000"],
    ];
    for (const [change, message] of cases) {
      const res = await call<{ message: string }>(putRule, {
        method: "PUT",
        token: admin.token,
        params: { id: school._id },
        body: { ...RULE, ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await db.noticeRule.findUnique({ where: { schoolId: school._id } })).toBeNull();
  });

  it("raising the monthly limit lets the notices it held go", async () => {
    const { school, students } = await classWithStudents(1);
    const admin = await makeUser("admin");
    const guardian = await addGuardian(students[0]._id);
    const held = await addNotice(
      { schoolId: school._id, studentId: students[0]._id, guardian },
      { status: "held", reason: "monthly-limit" },
    );
    await call(putRule, { method: "PUT", token: admin.token, params: { id: school._id }, body: RULE });
    expect(await db.notice.findUniqueOrThrow({ where: { id: held.id } })).toMatchObject({
      status: "queued",
      reason: null,
    });
  });
});

describe("GET /api/notices", () => {
  it("lists the day's notices with their text; the address is masked except for admins", async () => {
    const { teacher, school, klass, students } = await classWithStudents(2);
    const admin = await makeUser("admin");
    await call(putRule, {
      method: "PUT",
      token: admin.token,
      params: { id: school._id },
      body: { ...RULE, quietHours: null },
    });
    const guardian = await addGuardian(students[0]._id);
    const date = dayIn(DEFAULT_TIME_ZONE);
    await call(saveBulk, {
      token: teacher.token,
      body: {
        records: students.map((student) => ({ studentId: student._id, classId: klass._id, date, status: "absent" })),
      },
    });
    const query = { date, schoolId: school._id };
    const seen = await call<Record<string, unknown>[]>(listNotices, { token: teacher.token, query });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([
      {
        _id: expect.any(String),
        studentId: students[0]._id,
        studentName: "Student 1",
        guardianId: guardian.id,
        guardianName: guardian.name,
        channel: "log",
        to: maskAddress(guardian.phone),
        kind: "absence",
        status: "queued",
        reason: null,
        dueAt: expect.any(String),
        sentAt: null,
        deliveredAt: null,
        error: null,
        text: expect.stringContaining("Student was absent on"),
        family: expect.stringMatching(/^[\w-]{12}$/),
      },
    ]);
    expect(String(seen.body[0].to)).not.toContain(guardian.phone.slice(4, -2));
    const asAdmin = await call<{ to: string }[]>(listNotices, { token: admin.token, query });
    expect(asAdmin.body[0].to).toBe(guardian.phone);
    expect(
      (await call<unknown[]>(listNotices, { token: admin.token, query: { ...query, status: "sent" } })).body,
    ).toEqual([]);
    expect(
      (await call<unknown[]>(listNotices, { token: admin.token, query: { ...query, classId: klass._id } })).body,
    ).toHaveLength(1);
    const stranger = await makeUser("teacher");
    expect((await call(listNotices, { token: stranger.token, query })).status).toBe(404);
    expect((await call(listNotices, { token: teacher.token, query: { ...query, status: "lost" } })).status).toBe(400);
  });

  it("masks phones and e-mail addresses", () => {
    expect(maskAddress("+250788123456")).toBe("+250•••••••56");
    expect(maskAddress("mukamana@example.org")).toBe("m•••@example.org");
  });
});
