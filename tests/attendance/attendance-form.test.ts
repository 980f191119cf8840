import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { dayIn } from "@/lib/days";
import { action } from "@/lib/http/action";
import { saveAttendanceForm } from "@/lib/attendance/attendance-form";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import { MAX_BULK_RECORDS } from "@/lib/attendance/attendance.schema";
import { STUDENT_FIELD, statusField } from "@/lib/attendance/attendance-form.schema";
import type { TestUser } from "../helpers/api";
import { formOf, postedBy, problemOf } from "../helpers/form-action";
import { classWithStudents } from "../fixtures/attendance-fixture";

const today = () => dayIn(DEFAULT_TIME_ZONE);

// The attendance grid posted to the page's form action (app/(app)/attendance/grid-action.ts: the same
// wrapper and service), before the screen's live grid is here.
const post = (teacher: TestUser, fields: [string, string][]) =>
  action(
    { who: "signed-in" },
    ({ actor, fields }) => saveAttendanceForm(actor, fields),
    postedBy(teacher),
  )(formOf(fields));

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

describe("the attendance grid's form, posted before the live grid's code", () => {
  it("'Mark all present' saves every student of the grid and says which class and status", async () => {
    const { teacher, klass, students } = await classWithStudents(3);
    const outcome = await post(teacher, [...gridOf(klass._id, students), ["all", "present"]]);
    expect(outcome).toEqual({ ok: true, value: { classId: klass._id, markedAll: "present" } });
    const saved = await statuses(klass._id);
    expect(saved.map((record) => record.status)).toEqual(["present", "present", "present"]);
  });

  it("'Save' sends the marked students only (the unmarked stay unmarked)", async () => {
    const { teacher, klass, students } = await classWithStudents(3);
    const outcome = await post(teacher, [
      ...gridOf(klass._id, students),
      [statusField(students[0]._id), "late"],
      [statusField(students[2]._id), "absent"],
      ["save", "1"],
    ]);
    expect(outcome).toEqual({ ok: true, value: { classId: klass._id, markedAll: null } });
    const saved = await statuses(klass._id);
    expect(new Map(saved.map((record) => [record.studentId, record.status]))).toEqual(
      new Map([
        [students[0]._id, "late"],
        [students[2]._id, "absent"],
      ]),
    );
  });

  it("refusals come back as the bulk route's problem and status, and write nothing", async () => {
    const { teacher, klass, students } = await classWithStudents(2);
    expect(problemOf(await post(teacher, [...gridOf(klass._id, students), ["save", "1"]]))).toEqual({
      code: "attendance-nothing-marked",
      status: 400,
      retryAfterS: null,
    });
    const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await post(teacher, [...gridOf(klass._id, students, dayAfterTomorrow), ["all", "present"]]);
    expect(problemOf(future)).toMatchObject({ code: "attendance-future", status: 400 });
    const tooMany = Array.from({ length: MAX_BULK_RECORDS + 1 }, () => ({ _id: students[0]._id }));
    expect(problemOf(await post(teacher, [...gridOf(klass._id, tooMany), ["all", "present"]]))).toEqual({
      code: "attendance-too-many-records",
      params: { max: MAX_BULK_RECORDS },
      status: 400,
      retryAfterS: null,
    });
    const badStatus = await post(teacher, [...gridOf(klass._id, students), ["all", "sleeping"]]);
    expect(problemOf(badStatus)).toMatchObject({ status: 400 });
    const neither = await post(teacher, gridOf(klass._id, students));
    expect(problemOf(neither)).toEqual({ code: "attendance-action-invalid", status: 400, retryAfterS: null });
    expect(await db.attendance.count({ where: { classId: klass._id } })).toBe(0);
  });

  it("another teacher's class is refused whole, with nothing written", async () => {
    const { klass, students } = await classWithStudents(2);
    const { teacher: stranger } = await classWithStudents(1);
    const outcome = await post(stranger, [...gridOf(klass._id, students), ["all", "absent"]]);
    expect(problemOf(outcome)).toMatchObject({ status: 404 });
    expect(await db.attendance.count({ where: { classId: klass._id } })).toBe(0);
  });
});
