import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { bulkUpsertSql } from "@/lib/attendance/attendance-sql";
import { writeNotices } from "@/lib/notices/outbox";
import { setUpEmbeddedDb } from "../helpers/embedded-db";

// The bulk save's statement and the outbox's, in one transaction as saveAttendanceBulk runs them, raced
// on the embedded database (`npm start`'s default) as tests/notices/notices-outbox.test.ts races them through the
// routes on the test run's database: however many at once, one notice; a correction among them cancels.
let db: Db;
const ids = { user: "u1", school: "s1", klass: "c1", student: "st1" };

setUpEmbeddedDb(
  "notices",
  async (embedded) => {
    db = embedded.db;
    await db.user.create({
      data: { id: ids.user, username: "t", email: "t@example.test", passwordHash: "x", role: "admin" },
    });
    await db.school.create({ data: { id: ids.school, name: "GS Kigali" } });
    await db.subject.create({ data: { id: "sub", schoolId: ids.school, name: "Maths" } });
    await db.class.create({
      data: {
        id: ids.klass,
        schoolId: ids.school,
        subjects: { create: { subjectId: "sub", schoolId: ids.school } },
        className: "P4",
        classRoom: "R",
      },
    });
    await db.student.create({
      data: { id: ids.student, studentName: "Aline Uwase", classId: ids.klass, schoolId: ids.school },
    });
    await db.guardian.create({
      data: {
        studentId: ids.student,
        position: 1,
        name: "Jeanne",
        relationship: "mother",
        phone: "+250788000001",
        consent: true,
      },
    });
    await db.noticeRule.create({ data: { schoolId: ids.school, enabled: true, sendAfterMinutes: 30 } });
  },
  // One engine serves every connection in turn: a transaction may wait for the others (lib/db.ts).
  { transactionOptions: { maxWait: 30_000, timeout: 30_000 } },
);

const save = (status: "absent" | "present") =>
  db.$transaction(async (tx) => {
    const entries = [{ studentId: ids.student, status }];
    const [row] = await tx.$queryRaw<{ count: number; schoolId: string }[]>(
      bulkUpsertSql({ id: ids.user, role: "admin" }, { classId: ids.klass, date: "2026-03-02", entries }),
    );
    // At 10:00 in Kigali that day: the day is news (an older one is told to nobody).
    await writeNotices(tx, row.schoolId, "2026-03-02", entries, new Date("2026-03-02T08:00:00Z"));
  });

describe("the outbox on the embedded database", () => {
  it("20 saves of one absence at once leave one notice; a correction cancels it; absent again brings it back", async () => {
    await Promise.all(Array.from({ length: 20 }, () => save("absent")));
    const notices = () => db.notice.findMany({ select: { status: true, reason: true, kind: true } });
    expect(await notices()).toEqual([{ status: "queued", reason: null, kind: "absence" }]);
    await Promise.all([save("present"), save("present"), save("present")]);
    expect(await notices()).toEqual([{ status: "cancelled", reason: "corrected", kind: "absence" }]);
    await save("absent");
    expect(await notices()).toEqual([{ status: "queued", reason: null, kind: "absence" }]);
  });
});
