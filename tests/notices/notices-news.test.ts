import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { addDays, dayIn } from "@/lib/days";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import { dispatchDue } from "@/lib/notices/dispatcher";
import { ChannelError, type NoticeChannel } from "@/lib/notices/channel";
import { isNewsDay } from "@/lib/notices/outbox";
import { optOutWay, repliesReachUs } from "@/lib/notices/channels";
import { call, makeUser, type TestUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { addGuardian, addNotice, recordingChannel, setNoticeRule } from "../fixtures/notices-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { noticesApi } from "@/lib/notices/api";
import { schoolsApi } from "@/lib/schools/api";

const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];
const { GET: getRule } = noticesApi["/api/schools/[id]/notices"];
const { GET: listNotices } = noticesApi["/api/notices"];
const { PUT: updateSchool } = schoolsApi["/api/schools/my-school"];

// docs/design.md#notices: a family hears news once, from a name the school's admin
// chose, in one segment, and never at night or with a way to stop that cannot work.
const today = () => dayIn(DEFAULT_TIME_ZONE);

const bulk = (teacher: TestUser, classId: string, marks: [string, string][], date = today()) =>
  call(saveBulk, {
    token: teacher.token,
    body: { records: marks.map(([studentId, status]) => ({ studentId, classId, date, status })) },
  });

async function dispatchAll() {
  const { channel, sent } = recordingChannel();
  await dispatchDue({ channel, worker: "news-test" });
  return sent;
}

describe("an absence is told only while it is news", () => {
  it("saves for 10 past days write the register and send nothing", async () => {
    const { teacher, school, klass, students } = await classWithStudents(1);
    await setNoticeRule(school._id, { sendAfterMinutes: 0 });
    await addGuardian(students[0]._id);
    for (let back = 2; back <= 11; back += 1) {
      const res = await bulk(teacher, klass._id, [[students[0]._id, "absent"]], addDays(today(), -back * 7));
      expect(res.status).toBe(200);
    }
    expect(await db.attendance.count({ where: { studentId: students[0]._id } })).toBe(10);
    expect(await db.notice.count({ where: { studentId: students[0]._id } })).toBe(0);
    expect(await dispatchAll()).toEqual([]);
    // The same student today is news.
    await bulk(teacher, klass._id, [[students[0]._id, "absent"]]);
    expect(await dispatchAll()).toHaveLength(1);
  });

  it("today is news; yesterday only within the delay after midnight; older days never", () => {
    const zone = "Africa/Kigali";
    // 00:30 in Kigali on 2 March (22:30 UTC on 1 March).
    const justAfterMidnight = new Date("2026-03-01T22:30:00Z");
    expect(isNewsDay("2026-03-02", zone, 60, justAfterMidnight)).toBe(true);
    expect(isNewsDay("2026-03-01", zone, 60, justAfterMidnight)).toBe(true);
    expect(isNewsDay("2026-03-01", zone, 15, justAfterMidnight)).toBe(false);
    expect(isNewsDay("2026-02-28", zone, 240, justAfterMidnight)).toBe(false);
    expect(isNewsDay("2000-01-01", zone, 240, justAfterMidnight)).toBe(false);
  });

  it("the rule tells the screen the school's today, so it can say a past day was told to nobody", async () => {
    const { teacher, school } = await classWithStudents(0);
    const res = await call<{ today: string }>(getRule, { token: teacher.token, params: { id: school._id } });
    expect(res.body.today).toBe(today());
  });
});

describe("one message per student, day and phone", () => {
  it("5 remove-and-re-enter loops of one guardian (a new row, the same phone) send 1 SMS", async () => {
    const { teacher, school, klass, students } = await classWithStudents(1);
    await setNoticeRule(school._id, { sendAfterMinutes: 0 });
    let guardian = await addGuardian(students[0]._id);
    const phone = guardian.phone;
    const sent = [];
    for (let loop = 0; loop < 5; loop += 1) {
      await db.guardian.delete({ where: { id: guardian.id } });
      guardian = await addGuardian(students[0]._id, { phone });
      await bulk(teacher, klass._id, [[students[0]._id, "present"]]);
      await bulk(teacher, klass._id, [[students[0]._id, "absent"]]);
      sent.push(...(await dispatchAll()));
    }
    expect(sent.filter((notice) => notice.to === phone)).toHaveLength(1);
  });

  it("one phone, guardian of 5 absent students, gets one SMS listing their first names", async () => {
    const { teacher, school, klass, students } = await classWithStudents(5);
    await setNoticeRule(school._id, { sendAfterMinutes: 0 });
    const names = ["Aline Uwase", "Eric Mugisha", "Grace Ingabire", "Jean Habimana", "Olive Uwera"];
    const phone = "+250788555001";
    for (const [i, student] of students.entries()) {
      await db.student.update({ where: { id: student._id }, data: { studentName: names[i] } });
      await addGuardian(student._id, { phone });
    }
    await bulk(
      teacher,
      klass._id,
      students.map((student) => [student._id, "absent"]),
    );
    // Two instances at once: the school's rule row lock orders them, the second finds the rows taken.
    const first = recordingChannel();
    const second = recordingChannel();
    await Promise.all([
      dispatchDue({ channel: first.channel, worker: "a" }),
      dispatchDue({ channel: second.channel, worker: "b" }),
    ]);
    const sent = [...first.sent, ...second.sent];
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("Aline, Eric, Grace, Jean and Olive were absent on");
    expect(sent[0].text).not.toMatch(/Uwase|Mugisha/);
    const rows = await db.notice.findMany({ where: { schoolId: school._id } });
    expect(rows.map((row) => row.status)).toEqual(Array(5).fill("sent"));
    expect(new Set(rows.map((row) => row.providerId)).size).toBe(1);
    // The screen counts one family: every row carries the same address tag.
    const listed = await call<{ family: string }[]>(listNotices, {
      token: teacher.token,
      query: { schoolId: school._id, date: today() },
    });
    expect(new Set(listed.body.map((notice) => notice.family)).size).toBe(1);
    // The month counts the message once.
    const rule = await call<{ sentThisMonth: number }>(getRule, { token: teacher.token, params: { id: school._id } });
    expect(rule.body.sentThisMonth).toBe(1);
  });

  it("a phone's message the provider could not take now waits whole: its rows are tried again together", async () => {
    const { teacher, school, klass, students } = await classWithStudents(3);
    await setNoticeRule(school._id, { sendAfterMinutes: 0 });
    for (const student of students) await addGuardian(student._id, { phone: "+250788555002" });
    await bulk(
      teacher,
      klass._id,
      students.map((student) => [student._id, "absent"]),
    );
    const attempts: string[] = [];
    const busy: NoticeChannel = {
      provider: "log",
      medium: "log",
      async send(notice) {
        attempts.push(notice.text);
        throw new ChannelError("Provider answered 503", true);
      },
    };
    await dispatchDue({ channel: busy, worker: "busy" });
    expect(attempts).toHaveLength(1);
    const rows = await db.notice.findMany({ where: { schoolId: school._id } });
    expect(rows.map((row) => [row.status, row.bundledIn, row.claimedBy])).toEqual(
      Array(3).fill(["queued", null, null]),
    );
    expect(new Set(rows.map((row) => row.attemptAt.getTime())).size).toBe(1);
    expect(rows[0].attemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("the outbox itself refuses a second row for one student, day and phone", async () => {
    const { school, students } = await classWithStudents(1);
    const guardian = await addGuardian(students[0]._id);
    const to = { schoolId: school._id, studentId: students[0]._id, guardian };
    await addNotice(to, { recipientKey: guardian.phone });
    await expect(addNotice(to, { recipientKey: guardian.phone, guardianId: null })).rejects.toThrow();
  });
});

describe("the monthly limit counts what the provider was handed", () => {
  it("12 undelivered receipts still count against a limit of 12", async () => {
    const { teacher, school, students } = await classWithStudents(1);
    await setNoticeRule(school._id, { monthlyLimit: 12 });
    const guardian = await addGuardian(students[0]._id);
    const to = { schoolId: school._id, studentId: students[0]._id, guardian };
    for (let i = 0; i < 12; i += 1) {
      await addNotice(to, {
        date: new Date(`2026-02-${String(i + 1).padStart(2, "0")}T00:00:00Z`),
        status: "failed",
        reason: "undelivered",
        sentAt: new Date(),
        providerId: `p-${i}`,
      });
    }
    const rule = await call<{ sentThisMonth: number }>(getRule, { token: teacher.token, params: { id: school._id } });
    expect(rule.body.sentThisMonth).toBe(12);
    const waiting = await addNotice(to, { date: new Date("2026-03-20T00:00:00Z") });
    expect(await dispatchAll()).toEqual([]);
    expect(await db.notice.findUnique({ where: { id: waiting.id } })).toMatchObject({
      status: "held",
      reason: "monthly-limit",
    });
  });
});

describe("who writes the words of a family's SMS", () => {
  it("a mentor's rename is 403; a teacher keeps the other fields but not the sender name; an admin sets it", async () => {
    const { teacher, school, klass, students } = await classWithStudents(1);
    const mentor = await makeUser("mentor");
    await db.schoolMembership.create({ data: { userId: mentor.id, schoolId: school._id } });
    const admin = await makeUser("admin");
    const put = (user: TestUser, body: Record<string, unknown>) =>
      call<{ message: string; senderName: string; principal: string }>(updateSchool, {
        method: "PUT",
        token: user.token,
        body: { _id: school._id, ...body },
      });
    expect((await put(mentor, { name: "URGENT fees due" })).status).toBe(403);
    expect((await put(mentor, { principal: "Mr Mentor" })).status).toBe(403);
    const teacherSender = await put(teacher, { senderName: "GS Kigali" });
    expect(teacherSender.status).toBe(403);
    expect(teacherSender.body.message).toBe(
      "Only an administrator can change the name a school's messages to families are sent under",
    );
    expect((await put(teacher, { principal: "Ms Uwase" })).body.principal).toBe("Ms Uwase");
    for (const hostile of ["MoMo 0788000111", "www.evil.example/pay", "Pay: now", "x".repeat(41)]) {
      const res = await put(admin, { senderName: hostile });
      expect(res.status, hostile).toBe(400);
      expect(res.body.message).toBe(
        "The SMS sender name may hold letters, digits and spaces only: at most 40 characters and 4 digits",
      );
    }
    expect((await db.school.findUnique({ where: { id: school._id } }))?.senderName).toBeNull();
    expect((await put(admin, { senderName: "  GS   Kigali 2 " })).body.senderName).toBe("GS Kigali 2");

    // A teacher's hostile school name does not reach the text: the admin's sender name opens it.
    expect((await put(teacher, { name: "URGENT pay 5000 RWF MoMo 0788000111: www.evil.example/pay-now" })).status).toBe(
      200,
    );
    await db.student.update({
      where: { id: students[0]._id },
      data: { studentName: "www.evil.example/x 0788000111 Aline Uwase" },
    });
    await setNoticeRule(school._id);
    await addGuardian(students[0]._id);
    await bulk(teacher, klass._id, [[students[0]._id, "absent"]]);
    const [sent] = await dispatchAll();
    expect(sent.text).toMatch(/^GS Kigali 2: Aline was absent on /);
    expect(sent.text).not.toMatch(/evil|0788|5000|URGENT/);

    // Cleared, the school's own name opens it, cleaned of its link and its numbers.
    expect((await put(admin, { senderName: "" })).body.senderName).toBe("");
    await bulk(teacher, klass._id, [[students[0]._id, "present"]]);
    const [correction] = await dispatchAll();
    expect(correction.text).toMatch(/^URGENT pay RWF MoMo: correction, Aline was present on /);
  });
});

describe("how a family can stop the messages", () => {
  const saved = { ...env };
  afterEach(() => Object.assign(env, saved));

  it("never 'Reply STOP' with the log or SMTP provider, or from a sender id nobody can answer", () => {
    for (const provider of ["log", "smtp"] as const) {
      Object.assign(env, { NOTICE_PROVIDER: provider, NOTICE_RECEIPT_SECRET: "s".repeat(30) });
      expect(repliesReachUs()).toBe(false);
      expect(optOutWay()).toBe("school");
    }
    Object.assign(env, { NOTICE_PROVIDER: "africastalking", NOTICE_AT_SENDER_ID: "GSKIGALI" });
    expect(optOutWay()).toBe("school");
    Object.assign(env, { NOTICE_AT_SENDER_ID: "8080", NOTICE_RECEIPT_SECRET: undefined });
    expect(optOutWay()).toBe("school");
    Object.assign(env, { NOTICE_RECEIPT_SECRET: "s".repeat(30) });
    expect(optOutWay()).toBe("reply");
    Object.assign(env, { NOTICE_PROVIDER: "twilio", NOTICE_TWILIO_FROM: "+15005550006", NOTICE_PUBLIC_URL: undefined });
    expect(optOutWay()).toBe("school");
    Object.assign(env, { NOTICE_PUBLIC_URL: "https://school.example.org" });
    expect(optOutWay()).toBe("reply");
  });
});
