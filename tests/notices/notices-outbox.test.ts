import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { saveAttendanceForm } from "@/lib/attendance/attendance-form";
import { dayIn } from "@/lib/days";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import { dispatchDue } from "@/lib/notices/dispatcher";
import { STUDENT_FIELD, statusField } from "@/lib/attendance/attendance-form.schema";
import { minuteOfDay } from "@/lib/notices/quiet-hours.shared";
import { plainSenderName } from "@/lib/schools/sender-name.shared";
import { call, type TestUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { addGuardian, noticesOf, recordingChannel, setNoticeRule } from "../fixtures/notices-fixture";
import { attendanceApi } from "@/lib/attendance/api";

const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];
const { POST: saveOne } = attendanceApi["/api/attendance"];
const { PUT: correctOne } = attendanceApi["/api/attendance/[id]"];

const today = () => dayIn(DEFAULT_TIME_ZONE);

const bulk = (teacher: TestUser, classId: string, marks: [string, string][], key?: string) =>
  call(saveBulk, {
    token: teacher.token,
    headers: key ? { "Idempotency-Key": key } : {},
    body: { records: marks.map(([studentId, status]) => ({ studentId, classId, date: today(), status })) },
  });

/** Sends everything due with a recording channel, as the log provider would. */
async function dispatch() {
  const { channel, sent } = recordingChannel();
  const tally = await dispatchDue({ channel, worker: "test" });
  return { tally, sent };
}

describe("the outbox, written with the attendance save", () => {
  it("a consenting guardian of a student marked absent gets one notice, sent at once with no delay", async () => {
    const { teacher, school, klass, students } = await classWithStudents(1);
    await setNoticeRule(school._id);
    const guardian = await addGuardian(students[0]._id);
    expect((await bulk(teacher, klass._id, [[students[0]._id, "absent"]])).status).toBe(200);
    const [queued] = await noticesOf(students[0]._id);
    expect(queued).toMatchObject({ status: "queued", kind: "absence", guardianId: guardian.id, to: guardian.phone });
    // The log provider receives no replies: the text says how to stop that works, never "Reply STOP";
    // the school's name opens it cleaned to a sender name (the fixture's digits and "_" go).
    expect(queued.text).toBe(
      `${plainSenderName(school.name)}: Student was absent on ${queued.text.match(/on (.+?)\./)![1]}. To stop these messages, tell the school.`,
    );
    const { sent } = await dispatch();
    expect(sent.filter((notice) => notice.id === queued.id)).toHaveLength(1);
    const [done] = await noticesOf(students[0]._id);
    expect(done).toMatchObject({ status: "sent", attempts: 1, claimedAt: null, reason: null });
    expect(done.sentAt).not.toBeNull();
  });

  it("the same save 20 times at once, with and without a key, and replayed later, leaves one notice", async () => {
    const { teacher, school, klass, students } = await classWithStudents(2);
    await setNoticeRule(school._id, { sendAfterMinutes: 30 });
    await addGuardian(students[0]._id);
    await addGuardian(students[1]._id);
    const marks: [string, string][] = [
      [students[0]._id, "absent"],
      [students[1]._id, "present"],
    ];
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => bulk(teacher, klass._id, marks)),
      ...Array.from({ length: 20 }, () => bulk(teacher, klass._id, marks, "offline-replay-key-1")),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    // The offline queue's replay: the same key again, after the first answer.
    expect((await bulk(teacher, klass._id, marks, "offline-replay-key-1")).headers.get("Idempotent-Replayed")).toBe(
      "true",
    );
    const notices = await noticesOf(students[0]._id);
    expect(notices).toHaveLength(1);
    expect(notices[0].status).toBe("queued");
    expect(await noticesOf(students[1]._id)).toEqual([]);
  });

  it("a guardian without consent gets none; a French-speaking one gets French", async () => {
    const { teacher, school, klass, students } = await classWithStudents(2);
    await setNoticeRule(school._id);
    await addGuardian(students[0]._id, { consent: false });
    await addGuardian(students[1]._id, { language: "fr" });
    await bulk(teacher, klass._id, [
      [students[0]._id, "absent"],
      [students[1]._id, "absent"],
    ]);
    expect(await noticesOf(students[0]._id)).toEqual([]);
    const [french] = await noticesOf(students[1]._id);
    expect(french.text).toMatch(
      /^.+ : absence de l'élève Student le .+\. Pour ne plus recevoir ces messages, prévenez l'école\.$/,
    );
  });

  it("nothing is written while the school's notices are off, or for a status the rule does not name", async () => {
    const { teacher, school, klass, students } = await classWithStudents(2);
    await addGuardian(students[0]._id);
    await addGuardian(students[1]._id);
    await bulk(teacher, klass._id, [[students[0]._id, "absent"]]);
    expect(await noticesOf(students[0]._id)).toEqual([]);
    await setNoticeRule(school._id, { statuses: ["absent"] });
    await bulk(teacher, klass._id, [[students[1]._id, "late"]]);
    expect(await noticesOf(students[1]._id)).toEqual([]);
    await setNoticeRule(school._id, { statuses: ["absent", "late"] });
    await bulk(teacher, klass._id, [[students[1]._id, "late"]]);
    expect((await noticesOf(students[1]._id)).map((notice) => notice.attendanceStatus)).toEqual(["late"]);
  });

  it("with a 30-minute delay, absent then corrected to present is cancelled and never sent", async () => {
    const { teacher, school, klass, students } = await classWithStudents(1);
    await setNoticeRule(school._id, { sendAfterMinutes: 30 });
    await addGuardian(students[0]._id);
    await bulk(teacher, klass._id, [[students[0]._id, "absent"]]);
    const [queued] = await noticesOf(students[0]._id);
    expect(queued.dueAt.getTime() - queued.createdAt.getTime()).toBeGreaterThanOrEqual(29 * 60_000);
    await bulk(teacher, klass._id, [[students[0]._id, "present"]]);
    // Even once its time has come, a cancelled notice is never claimed.
    await db.notice.update({ where: { id: queued.id }, data: { attemptAt: new Date(Date.now() - 60_000) } });
    const { sent } = await dispatch();
    expect(sent.map((notice) => notice.id)).not.toContain(queued.id);
    const notices = await noticesOf(students[0]._id);
    expect(notices.map(({ status, reason, sentAt }) => ({ status, reason, sentAt }))).toEqual([
      { status: "cancelled", reason: "corrected", sentAt: null },
    ]);
    // Marked absent again: the same notice comes back (one row, queued again).
    await bulk(teacher, klass._id, [[students[0]._id, "absent"]]);
    expect((await noticesOf(students[0]._id)).map((notice) => notice.status)).toEqual(["queued"]);
  });

  it("after a notice was sent, a correction follows; marked absent again before it goes, it is cancelled", async () => {
    const { teacher, school, klass, students } = await classWithStudents(1);
    await setNoticeRule(school._id);
    await addGuardian(students[0]._id, { language: "rw" });
    await bulk(teacher, klass._id, [[students[0]._id, "absent"]]);
    await dispatch();
    await bulk(teacher, klass._id, [[students[0]._id, "present"]]);
    const [absence, correction] = await noticesOf(students[0]._id);
    expect(absence.status).toBe("sent");
    expect(correction).toMatchObject({ kind: "correction", status: "queued", attendanceStatus: "present" });
    expect(correction.text).toMatch(
      /: twibeshye, Student yaje ku wa \d\d\/\d\d\/\d{4}\. Mwirengagize ubutumwa bwabanje\.$/,
    );
    await bulk(teacher, klass._id, [[students[0]._id, "absent"]]);
    expect((await noticesOf(students[0]._id)).map((notice) => [notice.status, notice.reason])).toEqual([
      ["sent", null],
      ["cancelled", "corrected"],
    ]);
    await bulk(teacher, klass._id, [[students[0]._id, "present"]]);
    const { sent } = await dispatch();
    expect(sent.map((notice) => notice.id)).toContain(correction.id);
    expect((await noticesOf(students[0]._id)).map((notice) => notice.status)).toEqual(["sent", "sent"]);
  });

  it("the single save, a record's correction and the plain form write notices too", async () => {
    const { teacher, school, klass, students } = await classWithStudents(3);
    await setNoticeRule(school._id, { sendAfterMinutes: 10 });
    for (const student of students) await addGuardian(student._id);
    const one = await call<{ _id: string }>(saveOne, {
      token: teacher.token,
      body: { studentId: students[0]._id, classId: klass._id, date: today(), status: "absent" },
    });
    expect(one.status).toBe(200);
    expect((await noticesOf(students[0]._id)).map((notice) => notice.status)).toEqual(["queued"]);
    await call(correctOne, {
      method: "PUT",
      token: teacher.token,
      params: { id: one.body._id },
      body: { status: "present" },
    });
    expect((await noticesOf(students[0]._id)).map((notice) => notice.status)).toEqual(["cancelled"]);

    const outcome = await saveAttendanceForm(
      teacher,
      new URLSearchParams([
        ["classId", klass._id],
        ["date", today()],
        [STUDENT_FIELD, students[1]._id],
        [STUDENT_FIELD, students[2]._id],
        [statusField(students[1]._id), "absent"],
        [statusField(students[2]._id), "present"],
        ["save", "1"],
      ]),
    );
    expect(outcome).toMatchObject({ classId: klass._id });
    expect((await noticesOf(students[1]._id)).map((notice) => notice.status)).toEqual(["queued"]);
    expect(await noticesOf(students[2]._id)).toEqual([]);
  });

  it("a save that is refused writes no notice", async () => {
    const { teacher, school, klass, students } = await classWithStudents(1);
    const other = await classWithStudents(1);
    await setNoticeRule(school._id);
    await addGuardian(students[0]._id);
    const refused = await bulk(teacher, klass._id, [
      [students[0]._id, "absent"],
      [other.students[0]._id, "absent"],
    ]);
    expect(refused.status).toBe(400);
    expect(await noticesOf(students[0]._id)).toEqual([]);
  });

  it("quiet hours hold a notice until they end; the monthly limit holds the rest with its reason", async () => {
    const { teacher, school, klass, students } = await classWithStudents(3);
    const now = minuteOfDay(new Date(), DEFAULT_TIME_ZONE);
    await setNoticeRule(school._id, { quietFrom: (now + 1440 - 5) % 1440, quietTo: (now + 60) % 1440 });
    await addGuardian(students[0]._id);
    await bulk(teacher, klass._id, [[students[0]._id, "absent"]]);
    const [held] = await noticesOf(students[0]._id);
    expect(held).toMatchObject({ status: "held", reason: "quiet-hours" });
    expect(held.attemptAt.getTime() - held.dueAt.getTime()).toBeGreaterThan(58 * 60_000);
    expect((await dispatch()).sent.map((notice) => notice.id)).not.toContain(held.id);

    await setNoticeRule(school._id, { quietFrom: null, quietTo: null, monthlyLimit: 1 });
    await db.notice.update({ where: { id: held.id }, data: { attemptAt: new Date() } });
    await addGuardian(students[1]._id);
    await addGuardian(students[2]._id);
    await bulk(teacher, klass._id, [
      [students[1]._id, "absent"],
      [students[2]._id, "absent"],
    ]);
    await dispatch();
    const statuses = (await db.notice.findMany({ where: { schoolId: school._id } })).map((notice) => [
      notice.status,
      notice.reason,
    ]);
    expect(statuses.filter(([status]) => status === "sent")).toHaveLength(1);
    expect(statuses.filter(([status, reason]) => status === "held" && reason === "monthly-limit")).toHaveLength(2);
  });
});
