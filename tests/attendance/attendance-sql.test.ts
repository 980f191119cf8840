import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { bulkUpsertSql } from "@/lib/attendance/attendance-sql";
import { attendanceJsonSql, toAttendanceJson } from "@/lib/schools/contract-json";
import { makeUser } from "../helpers/api";
import { classWithStudents } from "../fixtures/attendance-fixture";
import { setNoticeRule } from "../fixtures/notices-fixture";
import { saveAttendanceBulk } from "@/lib/attendance/attendance";

const DATE = "2026-03-02";
const STATUSES = ["present", "absent", "late", "excused"] as const;

type Saved = { count: number; json: string; noticesOn: boolean };
const save = (actor: Parameters<typeof bulkUpsertSql>[0], classId: string, students: { _id: string }[]) =>
  db.$queryRaw<Saved[]>(
    bulkUpsertSql(actor, {
      classId,
      date: DATE,
      entries: students.map((student, i) => ({ studentId: student._id, status: STATUSES[i % STATUSES.length] })),
    }),
  );

describe("attendanceJsonSql", () => {
  it("writes exactly toAttendanceJson of the same rows: keys, order and values", async () => {
    const { teacher, klass, students } = await classWithStudents(4);
    await save(teacher, klass._id, students);
    // Timestamps with milliseconds, and an author whose account is gone (recordedBy null).
    await db.attendance.updateMany({
      where: { studentId: students[1]._id },
      data: { createdAt: new Date("2026-03-02T07:08:09.012Z"), updatedAt: new Date("2026-03-02T23:59:59.999Z") },
    });
    await db.attendance.updateMany({ where: { studentId: students[2]._id }, data: { recordedById: null } });

    const rows = await db.attendance.findMany({ where: { classId: klass._id }, orderBy: { studentId: "asc" } });
    const written = await db.$queryRaw<{ json: string }[]>`
      SELECT ${attendanceJsonSql(Prisma.sql`a`)}::text AS json
      FROM "Attendance" a WHERE a."classId" = ${klass._id} ORDER BY a."studentId"`;
    expect(rows).toHaveLength(4);
    // Compared as text once parsed and printed again, so a renamed, missing, extra or reordered key fails.
    expect(written.map((row) => JSON.stringify(JSON.parse(row.json)))).toEqual(
      rows.map((row) => JSON.stringify(toAttendanceJson(row))),
    );
    expect(rows.some((row) => row.recordedById === null)).toBe(true);
  });

  it("is what the bulk save answers, in the order sent", async () => {
    const { teacher, klass, students } = await classWithStudents(3);
    const sent = [...students].reverse();
    const [saved] = await save(teacher, klass._id, sent);
    const rows = await db.attendance.findMany({ where: { classId: klass._id } });
    const byStudent = new Map(rows.map((row) => [row.studentId, toAttendanceJson(row)]));
    expect(saved.count).toBe(3);
    expect(JSON.stringify(JSON.parse(saved.json))).toBe(
      JSON.stringify(sent.map((student) => byStudent.get(student._id))),
    );
  });
});

describe("bulkUpsertSql's scope is inSchoolsOfSql's", () => {
  it("a teacher outside the class's school saves nothing", async () => {
    const { klass, students } = await classWithStudents(2);
    const outsider = await makeUser("teacher");
    const [saved] = await save(outsider, klass._id, students);
    expect(saved).toEqual({ count: 0, json: "[]", schoolId: null, noticesOn: false });
    expect(await db.attendance.count({ where: { classId: klass._id } })).toBe(0);
  });

  it("a member of the school saves, and so does an admin of none", async () => {
    const { teacher, klass, students } = await classWithStudents(2);
    expect((await save(teacher, klass._id, students))[0].count).toBe(2);
    const admin = await makeUser("admin");
    expect((await save(admin, klass._id, students))[0].count).toBe(2);
    const rows = await db.attendance.findMany({ where: { classId: klass._id } });
    expect(rows.map((row) => row.recordedById)).toEqual([admin.id, admin.id]);
  });

  it("a stranger student among the entries saves nothing, even for an admin", async () => {
    const { klass, students } = await classWithStudents(2);
    const other = await classWithStudents(1);
    const admin = await makeUser("admin");
    const [saved] = await save(admin, klass._id, [...students, ...other.students]);
    expect(saved.count).toBe(0);
    expect(
      await db.attendance.count({ where: { studentId: { in: [...students, ...other.students].map((s) => s._id) } } }),
    ).toBe(0);
  });
});

describe("bulkUpsertSql says whether the school tells families", () => {
  it("writes the rows whether notices are on or off, and says which", async () => {
    const { teacher, klass, students } = await classWithStudents(2);
    await setNoticeRule(klass.schoolId._id);
    expect((await save(teacher, klass._id, students))[0]).toMatchObject({ count: 2, noticesOn: true });
    await setNoticeRule(klass.schoolId._id, { enabled: false });
    expect((await save(teacher, klass._id, students))[0]).toMatchObject({ count: 2, noticesOn: false });
    expect(await db.attendance.count({ where: { classId: klass._id } })).toBe(2);
  });

  it("the service saves with the rule on or off", async () => {
    const { teacher, klass, students } = await classWithStudents(2);
    await setNoticeRule(klass.schoolId._id);
    const entries = students.map((student) => ({ studentId: student._id, status: "absent" as const }));
    await saveAttendanceBulk(teacher, { classId: klass._id, date: DATE, entries });
    const rows = await db.attendance.findMany({ where: { classId: klass._id } });
    expect(rows.map((row) => row.status)).toEqual(["absent", "absent"]);
  });
});
