// The attendance-rate rule waits for a minimum of the student's recorded school days (issue 50: early in a
// term one absence in 6 days is 83 %, and the default rules flagged 17 of 22 pupils). Through the routes:
// the rules' setting, the list, the student's page that says why a student is not yet rated.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addDays, dayIn } from "@/lib/days";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import type { AtRiskEntry } from "@/lib/early-warning/at-risk";
import type { AtRiskStudent } from "@/lib/early-warning/at-risk-student";
import { call, makeUser, type TestUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { attendanceApi } from "@/lib/attendance/api";
import { earlyWarningApi } from "@/lib/early-warning/api";

const { POST: bulkSave } = attendanceApi["/api/attendance/bulk"];
const { GET: getRules, PUT: putRules } = earlyWarningApi["/api/schools/[id]/early-warning"];
const { GET: list } = earlyWarningApi["/api/at-risk"];
const { GET: studentPage } = earlyWarningApi["/api/at-risk/[studentId]"];

let w: Awaited<ReturnType<typeof classWithStudents>>;
let admin: TestUser;
const TODAY = dayIn(DEFAULT_TIME_ZONE);
// Six school days, the latest yesterday: the first student absent on the first, present on the rest (83 %).
const DAYS = [6, 5, 4, 3, 2, 1].map((ago) => addDays(TODAY, -ago));
const RATE_ONLY = {
  consecutiveAbsences: null,
  minAttendanceRate: 85,
  windowSchoolDays: 20,
  marksDrop: null,
  missingMarksAfterDays: null,
};

const put = (body: unknown) =>
  call(putRules, { method: "PUT", token: admin.token, params: { id: w.school._id }, body });
const flagged = async () =>
  (await call<AtRiskEntry[]>(list, { token: w.teacher.token, query: { schoolId: w.school._id } })).body;
const page = async (studentId: string) =>
  (await call<AtRiskStudent>(studentPage, { token: w.teacher.token, params: { studentId } })).body;

beforeAll(async () => {
  w = await classWithStudents(2);
  admin = await makeUser("admin");
  for (const [i, date] of DAYS.entries()) {
    const answer = await call(bulkSave, {
      token: w.teacher.token,
      body: {
        records: w.students.map((student, s) => ({
          studentId: student._id,
          classId: w.klass._id,
          schoolId: w.school._id,
          date,
          status: s === 0 && i === 0 ? "absent" : "present",
        })),
      },
    });
    expect(answer.status).toBe(200);
  }
});

describe("the attendance rate waits for the school's minimum of recorded days", () => {
  it("a school never configured rates from 10 days: one absence in 6 flags nobody, and the page says why", async () => {
    const read = await call(getRules, { token: w.teacher.token, params: { id: w.school._id } });
    expect(read.body).toMatchObject({ minRecordedDays: 10, custom: false });
    expect(await flagged()).toEqual([]);
    expect((await page(w.students[0]._id)).rate).toEqual({ recordedDays: 6, minDays: 10 });
  });

  it("a minimum of 6 rates the student at 83 %; off (null) rates from the first record", async () => {
    expect((await put({ ...RATE_ONLY, minRecordedDays: 6 })).status).toBe(200);
    const [entry, ...rest] = await flagged();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      student: { _id: w.students[0]._id },
      reasons: [{ rule: "attendance-rate", value: 83, since: DAYS[0] }],
    });
    expect((await page(w.students[0]._id)).rate).toEqual({ recordedDays: 6, minDays: 6 });

    expect((await put({ ...RATE_ONLY, minRecordedDays: 7 })).status).toBe(200);
    expect(await flagged()).toEqual([]);

    expect((await put({ ...RATE_ONLY, minRecordedDays: null })).status).toBe(200);
    expect((await flagged()).map((e) => e.student._id)).toEqual([w.students[0]._id]);
    // Off, the page has nothing to explain: it rates from the first record.
    expect((await page(w.students[0]._id)).rate).toEqual({ recordedDays: 6, minDays: 1 });
  });

  it("the minimum leaves the other rules alone: one absence in a row flags at once", async () => {
    // The second student's first absence, today: a run of one, on a seventh school day.
    const today = {
      studentId: w.students[1]._id,
      classId: w.klass._id,
      schoolId: w.school._id,
      date: TODAY,
      status: "absent",
    };
    expect((await call(bulkSave, { token: w.teacher.token, body: { records: [today] } })).status).toBe(200);
    expect(
      (await put({ ...RATE_ONLY, consecutiveAbsences: 1, windowSchoolDays: 60, minRecordedDays: 60 })).status,
    ).toBe(200);
    const entries = await flagged();
    expect(entries.map((e) => [e.student._id, e.reasons.map((r) => r.rule)])).toEqual([
      [w.students[1]._id, ["consecutive-absences"]],
    ]);
  });

  it("the rate off: the page has no rating to explain", async () => {
    expect((await put({ ...RATE_ONLY, minAttendanceRate: null, minRecordedDays: 10 })).status).toBe(200);
    expect((await page(w.students[0]._id)).rate).toBeNull();
  });

  it("refuses a minimum out of 1–60 or above the window, and saves nothing", async () => {
    expect((await put({ ...RATE_ONLY, minRecordedDays: 10 })).status).toBe(200);
    for (const minRecordedDays of [0, 61, 2.5, "ten"])
      expect(await put({ ...RATE_ONLY, minRecordedDays })).toMatchObject({
        status: 400,
        body: { code: "early-warning-rule" },
      });
    expect(await put({ ...RATE_ONLY, windowSchoolDays: 8, minRecordedDays: 9 })).toMatchObject({
      status: 400,
      body: { code: "early-warning-min-days-window" },
    });
    // Without the setting at all: every rule is named.
    expect((await put(RATE_ONLY)).status).toBe(400);
    const row = await db.earlyWarningRules.findUniqueOrThrow({ where: { schoolId: w.school._id } });
    expect(row).toMatchObject({ ...RATE_ONLY, minRecordedDays: 10 });
  });
});
