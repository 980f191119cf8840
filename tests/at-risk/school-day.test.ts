// "Overdue" and every other day of early warning are the school's (issue 50): from 22:00 UTC it is already
// tomorrow in Kigali. The clock is fixed (Date only: timers and the database keep running) at 21:30 and
// 22:30 UTC of one day, either side of Kigali's midnight.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, todayIso } from "@/lib/days";
import type { AtRiskEntry, AtRiskFigures } from "@/lib/early-warning/at-risk";
import { call, makeUser, type TestUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { earlyWarningApi } from "@/lib/early-warning/api";

const { POST: bulkSave } = attendanceApi["/api/attendance/bulk"];
const { PUT: putRules } = earlyWarningApi["/api/schools/[id]/early-warning"];
const { GET: list } = earlyWarningApi["/api/at-risk"];
const { GET: figures } = earlyWarningApi["/api/at-risk/figures"];
const { GET: pdf } = earlyWarningApi["/api/at-risk/pdf"];
const { POST: record } = earlyWarningApi["/api/at-risk/[studentId]/interventions"];

let w: Awaited<ReturnType<typeof classWithStudents>>;
let admin: TestUser;
// The UTC day the clock is fixed on; the test school keeps the default zone, Africa/Kigali (UTC+2).
const DAY = todayIso();
const at = (time: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(`${DAY}T${time}Z`));
};

beforeAll(async () => {
  w = await classWithStudents(2);
  admin = await makeUser("admin");
  const rules = {
    consecutiveAbsences: 3,
    minAttendanceRate: null,
    windowSchoolDays: null,
    marksDrop: null,
    missingMarksAfterDays: null,
    minRecordedDays: null,
  };
  expect(
    (await call(putRules, { method: "PUT", token: admin.token, params: { id: w.school._id }, body: rules })).status,
  ).toBe(200);
  // Both students absent three school days in a row, well in the past everywhere.
  for (const ago of [5, 4, 3]) {
    const records = w.students.map((student) => ({
      studentId: student._id,
      classId: w.klass._id,
      schoolId: w.school._id,
      date: addDays(DAY, -ago),
      status: "absent",
    }));
    expect((await call(bulkSave, { token: w.teacher.token, body: { records } })).status).toBe(200);
  }
  // The first student's next step is due on the UTC day, the second's on the day after it.
  for (const [i, dueOn] of [DAY, addDays(DAY, 1)].entries()) {
    const answer = await call(record, {
      token: w.teacher.token,
      params: { studentId: w.students[i]._id },
      body: { action: "called-guardian", note: "Sick", nextStep: { action: "Visit", dueOn } },
    });
    expect(answer.status).toBe(201);
  }
});

afterEach(() => {
  vi.useRealTimers();
});

const overdueOf = async () => {
  const answer = await call<AtRiskEntry[]>(list, { token: w.teacher.token, query: { schoolId: w.school._id } });
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.map((entry) => [entry.student._id, entry.nextStep?.overdue]));
};
const onTimeShare = async () =>
  (await call<AtRiskFigures>(figures, { token: admin.token, query: { schoolId: w.school._id } })).body
    .nextStepOnTimeShare;

describe("a Kigali school's next steps are judged on its own day", () => {
  it("at 21:30 UTC (23:30 in Kigali) a step due that day is not yet overdue", async () => {
    at("21:30:00");
    expect(await overdueOf()).toEqual({ [w.students[0]._id]: false, [w.students[1]._id]: false });
    expect(await onTimeShare()).toBe(100);
  });

  it("at 22:30 UTC, while UTC is still on that day, Kigali is on the next: the step due that day is overdue", async () => {
    at("22:30:00");
    expect(await overdueOf()).toEqual({ [w.students[0]._id]: true, [w.students[1]._id]: false });
    expect(await onTimeShare()).toBe(50);
  });

  it("the PDF printed at 22:30 UTC is named with Kigali's day", async () => {
    at("22:30:00");
    const response = await pdf(
      new Request(`http://localhost/api/at-risk/pdf?schoolId=${w.school._id}`, {
        headers: { authorization: `Bearer ${w.teacher.token}` },
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`-${addDays(DAY, 1)}.pdf`);
  });
});
