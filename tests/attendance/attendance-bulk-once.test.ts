import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { dayIn } from "@/lib/days";
import { DEFAULT_TIME_ZONE } from "@/lib/schools/school-time-zone";
import { call } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { addGuardian, noticesOf, setNoticeRule } from "../fixtures/notices-fixture";
import { attendanceApi } from "@/lib/attendance/api";

const { POST: saveBulk } = attendanceApi["/api/attendance/bulk"];

// The bulk save runs its upsert once, whoever calls (with an Idempotency-Key or without) and whether the
// school tells families or not (issue 45). Counted by the database itself: a statement-level trigger on
// "Attendance" fires once for every INSERT statement run against it, even one that writes no row (the
// old path's first statement, when notices were on, was such an INSERT). Test files run one at a time
// (vitest.config.ts), so the count is this file's statements alone.
const COUNTER = "test_attendance_inserts";

beforeAll(async () => {
  await db.$executeRawUnsafe(`CREATE TABLE ${COUNTER} (n int NOT NULL)`);
  await db.$executeRawUnsafe(
    `CREATE FUNCTION ${COUNTER}_count() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN INSERT INTO ${COUNTER} VALUES (1); RETURN NULL; END $$`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${COUNTER} AFTER INSERT ON "Attendance" FOR EACH STATEMENT EXECUTE FUNCTION ${COUNTER}_count()`,
  );
});

afterAll(async () => {
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${COUNTER} ON "Attendance"`);
  await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${COUNTER}_count()`);
  await db.$executeRawUnsafe(`DROP TABLE IF EXISTS ${COUNTER}`);
});

/** How many INSERT statements on "Attendance" `work` ran. */
async function insertsDuring(work: () => Promise<unknown>): Promise<number> {
  await db.$executeRawUnsafe(`DELETE FROM ${COUNTER}`);
  await work();
  const [{ count }] = await db.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM ${COUNTER}`);
  return count;
}

describe("the bulk save runs one upsert", () => {
  it("with an Idempotency-Key and notices on (the screen's request): one upsert, the marks and the notice saved", async () => {
    const { teacher, school, klass, students } = await classWithStudents(2);
    await setNoticeRule(school._id);
    await addGuardian(students[0]._id);
    const records = [
      { studentId: students[0]._id, classId: klass._id, date: dayIn(DEFAULT_TIME_ZONE), status: "absent" },
      { studentId: students[1]._id, classId: klass._id, date: dayIn(DEFAULT_TIME_ZONE), status: "present" },
    ];
    let status = 0;
    const inserts = await insertsDuring(async () => {
      const answer = await call(saveBulk, {
        token: teacher.token,
        headers: { "Idempotency-Key": randomUUID() },
        body: { records },
      });
      status = answer.status;
    });
    expect(status).toBe(200);
    expect(inserts).toBe(1);
    expect(await db.attendance.count({ where: { classId: klass._id } })).toBe(2);
    expect(await noticesOf(students[0]._id)).toHaveLength(1);
  });

  it("without a key, and with notices off: one upsert each", async () => {
    const { teacher, school, klass, students } = await classWithStudents(2);
    const records = (status: string) =>
      students.map((student) => ({
        studentId: student._id,
        classId: klass._id,
        date: dayIn(DEFAULT_TIME_ZONE),
        status,
      }));
    await setNoticeRule(school._id);
    await addGuardian(students[0]._id);
    expect(
      await insertsDuring(() => call(saveBulk, { token: teacher.token, body: { records: records("absent") } })),
    ).toBe(1);
    expect(await noticesOf(students[0]._id)).toHaveLength(1);
    await setNoticeRule(school._id, { enabled: false });
    const keyed = {
      token: teacher.token,
      headers: { "Idempotency-Key": randomUUID() },
      body: { records: records("late") },
    };
    expect(await insertsDuring(() => call(saveBulk, keyed))).toBe(1);
    const rows = await db.attendance.findMany({ where: { classId: klass._id }, select: { status: true } });
    expect(rows.map((row) => row.status)).toEqual(["late", "late"]);
  });
});
