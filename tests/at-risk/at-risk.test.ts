// Early warning through its routes (docs/api-contract.md#early-warning): rules, the list after attendance
// saves and corrections, interventions with an owner and a next step, resolving, and who may see what.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { readPdf } from "../helpers/pdf-text";
import { addDays, dayIn } from "@/lib/days";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import type { AtRiskEntry, AtRiskFigures } from "@/lib/early-warning/at-risk";
import type { AtRiskStudent } from "@/lib/early-warning/at-risk-student";
import type { InterventionJson } from "@/lib/early-warning/interventions";
import { call, makeUser, type TestUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { earlyWarningApi } from "@/lib/early-warning/api";

const { POST: bulkSave } = attendanceApi["/api/attendance/bulk"];
const { PUT: correct } = attendanceApi["/api/attendance/[id]"];
const { GET: getRules, PUT: putRules } = earlyWarningApi["/api/schools/[id]/early-warning"];
const { GET: list } = earlyWarningApi["/api/at-risk"];
const { GET: figures } = earlyWarningApi["/api/at-risk/figures"];
const { GET: studentPage } = earlyWarningApi["/api/at-risk/[studentId]"];
const { GET: pdf } = earlyWarningApi["/api/at-risk/pdf"];
const { GET: history, POST: record } = earlyWarningApi["/api/at-risk/[studentId]/interventions"];
const { PATCH: resolve } = earlyWarningApi["/api/at-risk/[studentId]/interventions/[id]"];

type World = Awaited<ReturnType<typeof classWithStudents>>;
let w: World;
let colleague: TestUser;
let outsider: TestUser;
let admin: TestUser;
const ONLY_ABSENCES = {
  consecutiveAbsences: 3,
  minAttendanceRate: null,
  windowSchoolDays: null,
  marksDrop: null,
  missingMarksAfterDays: null,
  minRecordedDays: null,
};
// The test school keeps Kigali's time, and "today", "on time" and "days to the first action" are its
// calendar's: from 22:00 to midnight UTC it is already tomorrow there.
const TODAY = dayIn(DEFAULT_TIME_ZONE);
// Three school days in the past (two days' margin either side).
const DAYS = [5, 4, 3].map((ago) => addDays(TODAY, -ago));

beforeAll(async () => {
  w = await classWithStudents(3);
  colleague = await makeUser("teacher");
  await db.schoolMembership.create({ data: { userId: colleague.id, schoolId: w.school._id } });
  outsider = (await classWithStudents(1)).teacher;
  admin = await makeUser("admin");
  expect(
    (await call(putRules, { method: "PUT", token: admin.token, params: { id: w.school._id }, body: ONLY_ABSENCES }))
      .status,
  ).toBe(200);
});

const save = (date: string, statuses: string[]) =>
  call(bulkSave, {
    token: w.teacher.token,
    body: {
      records: w.students.map((student, i) => ({
        studentId: student._id,
        classId: w.klass._id,
        schoolId: w.school._id,
        date,
        status: statuses[i],
      })),
    },
  });
const atRisk = (token: string, query: Record<string, string> = { schoolId: w.school._id }) =>
  call<AtRiskEntry[]>(list, { token, query });

describe("the at-risk list follows every save and correction", () => {
  it("three absences in a row flag the student; correcting one to present clears it at the next GET", async () => {
    for (const date of DAYS) expect((await save(date, ["absent", "present", "late"])).status).toBe(200);
    const flagged = await atRisk(w.teacher.token);
    expect(flagged.status).toBe(200);
    expect(flagged.body).toHaveLength(1);
    expect(flagged.body[0]).toMatchObject({
      student: { _id: w.students[0]._id, studentName: "Student 1", classId: w.klass._id },
      reasons: [{ rule: "consecutive-absences", value: 3, since: DAYS[0] }],
      flaggedAt: DAYS[0],
      owner: null,
      nextStep: null,
      lastIntervention: null,
    });
    // The same for the class's filter and for the admin.
    expect((await atRisk(w.teacher.token, { classId: w.klass._id })).body).toHaveLength(1);
    expect((await atRisk(admin.token)).body).toHaveLength(1);

    const middle = await db.attendance.findFirstOrThrow({
      where: { studentId: w.students[0]._id, date: new Date(`${DAYS[1]}T00:00:00Z`) },
    });
    expect(
      (
        await call(correct, {
          method: "PUT",
          token: w.teacher.token,
          params: { id: middle.id },
          body: { status: "present" },
        })
      ).status,
    ).toBe(200);
    expect((await atRisk(w.teacher.token)).body).toEqual([]);

    // And back: the flag returns with the absence (the run is now the last day alone, so set it over two).
    await call(correct, {
      method: "PUT",
      token: w.teacher.token,
      params: { id: middle.id },
      body: { status: "absent" },
    });
    expect((await atRisk(w.teacher.token)).body.map((entry) => entry.student._id)).toEqual([w.students[0]._id]);
  });

  it("a rule switched off stops flagging, and the school's rules read back as saved", async () => {
    const off = { ...ONLY_ABSENCES, consecutiveAbsences: null };
    await call(putRules, { method: "PUT", token: admin.token, params: { id: w.school._id }, body: off });
    expect((await atRisk(w.teacher.token)).body).toEqual([]);
    const read = await call(getRules, { token: w.teacher.token, params: { id: w.school._id } });
    expect(read.body).toEqual({ schoolId: w.school._id, ...off, custom: true });
    await call(putRules, { method: "PUT", token: admin.token, params: { id: w.school._id }, body: ONLY_ABSENCES });
  });
});

describe("interventions", () => {
  it("an owner and a next step show on the list; resolving records who and when", async () => {
    const student = w.students[0]._id;
    const created = await call<InterventionJson>(record, {
      token: w.teacher.token,
      params: { studentId: student },
      body: {
        action: "called-guardian",
        note: "Mother says he is sick",
        nextStep: { action: "Home visit", dueOn: addDays(TODAY, 7) },
        ownerId: colleague.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      action: "called-guardian",
      owner: { _id: colleague.id, username: colleague.username },
      createdBy: { _id: w.teacher.id },
      resolvedAt: null,
      resolvedBy: null,
    });
    const [entry] = (await atRisk(w.teacher.token)).body;
    expect(entry.owner).toEqual({ _id: colleague.id, username: colleague.username });
    expect(entry.nextStep).toEqual({ action: "Home visit", dueOn: addDays(TODAY, 7), overdue: false });
    expect(entry.lastIntervention).toMatchObject({
      _id: created.body._id,
      action: "called-guardian",
      resolvedAt: null,
    });

    const done = await call<InterventionJson>(resolve, {
      method: "PATCH",
      token: colleague.token,
      params: { studentId: student, id: created.body._id },
      body: { outcome: "Back on Monday" },
    });
    expect(done.status).toBe(200);
    expect(done.body.resolvedBy).toEqual({ _id: colleague.id, username: colleague.username });
    expect(Date.now() - Date.parse(done.body.resolvedAt!)).toBeLessThan(60_000);
    expect(done.body.outcome).toBe("Back on Monday");
    const again = await call(resolve, {
      method: "PATCH",
      token: w.teacher.token,
      params: { studentId: student, id: created.body._id },
      body: { outcome: "Twice" },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "intervention-already-resolved" });
    // Resolved: the case has no open owner or next step; the log keeps it.
    const [after] = (await atRisk(w.teacher.token)).body;
    expect(after.owner).toBeNull();
    expect(after.nextStep).toBeNull();
    expect(after.lastIntervention?.resolvedAt).toBe(done.body.resolvedAt);
    const log = await call<InterventionJson[]>(history, { token: admin.token, params: { studentId: student } });
    expect(log.body.map((item) => item._id)).toEqual([created.body._id]);
  });

  it("a later intervention without an owner keeps the case's owner; an owner outside the school is refused", async () => {
    const student = w.students[0]._id;
    const body = { action: "meeting", note: "Met the class", nextStep: { action: "Check", dueOn: TODAY } };
    await call(record, {
      token: w.teacher.token,
      params: { studentId: student },
      body: { ...body, ownerId: colleague.id },
    });
    const kept = await call<InterventionJson>(record, { token: w.teacher.token, params: { studentId: student }, body });
    expect(kept.body.owner?._id).toBe(colleague.id);

    const before = await db.intervention.count();
    const refused = await call(record, {
      token: w.teacher.token,
      params: { studentId: student },
      body: { ...body, ownerId: outsider.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "intervention-owner-not-member" });
    expect(await db.intervention.count()).toBe(before);
  });

  it("of eight people resolving one intervention at once, exactly one does; the rest are told it is resolved", async () => {
    const student = w.students[0]._id;
    const open = await call<InterventionJson>(record, {
      token: w.teacher.token,
      params: { studentId: student },
      body: { action: "meeting", note: "Race" },
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(resolve, {
          method: "PATCH",
          token: i % 2 ? colleague.token : w.teacher.token,
          params: { studentId: student, id: open.body._id },
          body: { outcome: `Outcome ${i}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body as InterventionJson;
    const row = await db.intervention.findUniqueOrThrow({ where: { id: open.body._id } });
    expect(row.outcome).toBe(winner.outcome);
    expect(row.resolvedById).toBe(winner.resolvedBy?._id);
  });

  it("another school's teacher is told the student does not exist", async () => {
    const student = w.students[0]._id;
    expect((await call(history, { token: outsider.token, params: { studentId: student } })).status).toBe(404);
    expect((await call(studentPage, { token: outsider.token, params: { studentId: student } })).status).toBe(404);
    expect(
      (
        await call(record, {
          token: outsider.token,
          params: { studentId: student },
          body: { action: "other", note: "Snooping" },
        })
      ).status,
    ).toBe(404);
    expect((await atRisk(outsider.token)).status).toBe(404);
    expect((await atRisk(outsider.token, { classId: w.klass._id })).status).toBe(404);
  });
});

describe("the student's page and the dashboard figures", () => {
  it("the page has the reasons, a calendar of the school days and the marks", async () => {
    const page = await call<AtRiskStudent>(studentPage, {
      token: w.teacher.token,
      params: { studentId: w.students[0]._id },
    });
    expect(page.status).toBe(200);
    expect(page.body.reasons.map((reason) => reason.rule)).toEqual(["consecutive-absences"]);
    expect(page.body.attendance).toEqual(DAYS.map((date) => ({ date, status: "absent" })));
    expect(page.body.marks).toEqual([]);
  });

  it("counts the flagged, the share with an owner and a next step on time, and the days to the first action", async () => {
    const answer = await call<AtRiskFigures>(figures, { token: admin.token, query: { schoolId: w.school._id } });
    const mine = answer.body;
    // One flagged student; the open case (latest intervention) has the colleague and a step due today.
    expect(mine).toMatchObject({ flagged: 1, withOwnerShare: 100, nextStepOnTimeShare: 100 });
    // Flagged since DAYS[0] (5 days ago), first intervention today.
    expect(mine?.medianDaysToAction).toBe(5);
  });
});

describe("the list on paper", () => {
  it("the PDF for the staff meeting names the student, the reason, the owner and the next step", async () => {
    const response = await pdf(
      new Request(`http://localhost/api/at-risk/pdf?schoolId=${w.school._id}`, {
        headers: { authorization: `Bearer ${w.teacher.token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = readPdf(Buffer.from(await response.arrayBuffer())).pages.join(" ");
    expect(text).toContain("Student 1");
    expect(text).toContain("3 absences in a row");
    // A long name wraps in its column: compared without the line break.
    expect(text.replace(/\s+/g, "")).toContain(colleague.username);
    expect(text).toContain("Check");
  });

  it("another school's teacher gets a 404, not an empty list", async () => {
    const response = await pdf(
      new Request(`http://localhost/api/at-risk/pdf?schoolId=${w.school._id}`, {
        headers: { authorization: `Bearer ${outsider.token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(404);
  });
});

describe("rules", () => {
  it("refuses a value out of range and a rate without its window, with their codes, and saves nothing", async () => {
    const put = (body: unknown) =>
      call(putRules, { method: "PUT", token: admin.token, params: { id: w.school._id }, body });
    const wrong = await put({ ...ONLY_ABSENCES, consecutiveAbsences: 0 });
    expect(wrong).toMatchObject({ status: 400, body: { code: "early-warning-rule" } });
    const noWindow = await put({ ...ONLY_ABSENCES, minAttendanceRate: 80 });
    expect(noWindow).toMatchObject({ status: 400, body: { code: "early-warning-window-needed" } });
    const missing = await put({ consecutiveAbsences: 3 });
    expect(missing.status).toBe(400);
    const read = await call(getRules, { token: admin.token, params: { id: w.school._id } });
    expect(read.body).toMatchObject(ONLY_ABSENCES);
  });

  it("a school without rules of its own answers the defaults", async () => {
    const other = await classWithStudents(1);
    const read = await call(getRules, { token: other.teacher.token, params: { id: other.school._id } });
    expect(read.body).toEqual({
      schoolId: other.school._id,
      consecutiveAbsences: 3,
      minAttendanceRate: 85,
      windowSchoolDays: 20,
      marksDrop: 15,
      missingMarksAfterDays: 14,
      minRecordedDays: 10,
      custom: false,
    });
  });

  it("the list needs a school or a class", async () => {
    const answer = await call(list, { token: w.teacher.token });
    expect(answer).toMatchObject({ status: 400, body: { code: "at-risk-scope-needed" } });
  });
});
