import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { POST as attendanceForm } from "@/app/api/attendance/form/route";
import { dayIn } from "@/lib/services/attendance-date";
import { DEFAULT_TIME_ZONE } from "@/lib/services/school-time-zone";
import { knownTextKey } from "@/lib/i18n/known-text";
import { MAX_BULK_RECORDS } from "@/lib/validation/attendance";
import { NOTHING_MARKED, STUDENT_FIELD, statusField } from "@/lib/validation/attendance-form";
import { call } from "./helpers/api";
import { classWithStudents } from "./attendance-fixture";

const FORM = "application/x-www-form-urlencoded";
const today = () => dayIn(DEFAULT_TIME_ZONE);

// The attendance grid posted as a plain form, before the screen's JavaScript has arrived.
function post(token: string | null, fields: [string, string][], headers: Record<string, string> = {}) {
  return call(attendanceForm, {
    method: "POST",
    token,
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": FORM, "sec-fetch-site": "same-origin", origin: "http://localhost", ...headers },
  });
}

const gridOf = (classId: string, students: { _id: string }[], date = today()): [string, string][] => [
  ["classId", classId],
  ["date", date],
  ...students.map((student): [string, string] => [STUDENT_FIELD, student._id]),
];
const statuses = (classId: string, date = today()) =>
  db.attendance.findMany({
    where: { classId, date: new Date(`${date}T00:00:00Z`) },
    select: { studentId: true, status: true },
  });

describe("POST /api/attendance/form", () => {
  it("'Mark all present' saves every student of the grid and comes back saying so, remembering the class", async () => {
    const { teacher, klass, students } = await classWithStudents(3);
    const res = await post(teacher.token, [...gridOf(klass._id, students), ["all", "present"]]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/attendance?marked=present");
    expect(res.headers.get("set-cookie")).toContain(`attendance-class=${klass._id}`);
    const saved = await statuses(klass._id);
    expect(saved.map((record) => record.status)).toEqual(["present", "present", "present"]);
  });

  it("'Save' sends the marked students only (the unmarked stay unmarked) and goes on to /success", async () => {
    const { teacher, klass, students } = await classWithStudents(3);
    const res = await post(teacher.token, [
      ...gridOf(klass._id, students),
      [statusField(students[0]._id), "late"],
      [statusField(students[2]._id), "absent"],
      ["save", "1"],
    ]);
    expect(res.headers.get("location")).toBe("/success?saved=attendance");
    const saved = await statuses(klass._id);
    expect(new Map(saved.map((record) => [record.studentId, record.status]))).toEqual(
      new Map([
        [students[0]._id, "late"],
        [students[2]._id, "absent"],
      ]),
    );
  });

  it("refusals come back as a known message key and write nothing", async () => {
    const { teacher, klass, students } = await classWithStudents(2);
    const nothing = await post(teacher.token, [...gridOf(klass._id, students), ["save", "1"]]);
    expect(nothing.headers.get("location")).toBe(`/attendance?problem=${knownTextKey(NOTHING_MARKED)}`);
    const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await post(teacher.token, [...gridOf(klass._id, students, dayAfterTomorrow), ["all", "present"]]);
    expect(future.status).toBe(303);
    expect(future.headers.get("location")).toMatch(/^\/attendance\?problem=Attendance_cannot_be_taken/);
    const tooMany = Array.from({ length: MAX_BULK_RECORDS + 1 }, () => ({ _id: students[0]._id }));
    const many = await post(teacher.token, [...gridOf(klass._id, tooMany), ["all", "present"]]);
    expect(many.headers.get("location")).toBe(`/attendance?problem=At_most_${MAX_BULK_RECORDS}_records_per_request`);
    const badStatus = await post(teacher.token, [...gridOf(klass._id, students), ["all", "sleeping"]]);
    expect(badStatus.headers.get("location")).toMatch(/^\/attendance\?problem=/);
    expect(await db.attendance.count({ where: { classId: klass._id } })).toBe(0);
  });

  it("another teacher's class is refused whole (nothing written), and without a session the phone signs in first", async () => {
    const { klass, students } = await classWithStudents(2);
    const { teacher: stranger } = await classWithStudents(1);
    const res = await post(stranger.token, [...gridOf(klass._id, students), ["all", "absent"]]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/attendance\?problem=/);
    const anonymous = await post(null, [...gridOf(klass._id, students), ["all", "absent"]]);
    expect(anonymous.headers.get("location")).toBe("/signin?callbackUrl=%2Fattendance");
    expect(await db.attendance.count({ where: { classId: klass._id } })).toBe(0);
  });

  it("refuses a cross-site post, a JSON body and an oversized one, with nothing written", async () => {
    const { teacher, klass, students } = await classWithStudents(1);
    const fields: [string, string][] = [...gridOf(klass._id, students), ["all", "present"]];
    const cross = await post(teacher.token, fields, { "sec-fetch-site": "cross-site", origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    const json = await post(teacher.token, fields, { "content-type": "application/json" });
    expect(json.status).toBe(415);
    const huge = await post(teacher.token, [...fields, ["pad", "x".repeat(70_000)]]);
    expect(huge.status).toBe(413);
    expect(await db.attendance.count({ where: { classId: klass._id } })).toBe(0);
  });
});
