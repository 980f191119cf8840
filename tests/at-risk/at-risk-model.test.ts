// The at-risk list is computed by one SQL statement when asked (lib/early-warning/at-risk.ts). Over random
// histories of attendance saves, corrections, deletions and marks changes, after every change the
// statement answers exactly what a plain TypeScript model of the rules says (tests/helpers/at-risk-model.ts):
// so a save flags at once and a correction that clears the cause removes the flag at the next read.
// Run on the PostgreSQL server and on the embedded database (`npm start`'s default).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { db as serverDb, type Db } from "@/lib/db";
import { addDays, fromIsoDay } from "@/lib/days";
import { ACADEMIC_TERMS, ATTENDANCE_STATUSES, EXAM_TYPES } from "@/lib/constants";
import { atRiskSql, reasonsOf, type AtRiskRow } from "@/lib/early-warning/at-risk";
import { resolveOnce } from "@/lib/early-warning/interventions";
import type { EarlyWarningRules } from "@/lib/early-warning/rules.shared";
import { modelAtRisk, type ModelMark, type ModelRecord, type ModelStudent } from "../helpers/at-risk-model";
import { setUpEmbeddedDb } from "../helpers/embedded-db";

const ADMIN = { id: "model-admin", username: "model-admin", email: "model-admin@example.test", role: "admin" as const };
const STUDENTS = 4;
const DAYS = 12;
const SUBJECTS = 2;

type Op =
  | { kind: "attendance"; student: number; day: number; status: (typeof ATTENDANCE_STATUSES)[number] }
  | { kind: "unmark"; student: number; day: number }
  | {
      kind: "mark";
      student: number;
      subject: number;
      exam: number;
      day: number;
      totalMarks: number;
      maxMarks: number;
    }
  | { kind: "unmark-exam"; student: number; subject: number; exam: number };

const DEFAULT_OFF: EarlyWarningRules = {
  consecutiveAbsences: null,
  minAttendanceRate: null,
  windowSchoolDays: null,
  marksDrop: null,
  missingMarksAfterDays: null,
  minRecordedDays: null,
};
const nullable = (arb: fc.Arbitrary<number>) => fc.option(arb, { nil: null, freq: 4 });
const rulesArb: fc.Arbitrary<EarlyWarningRules> = fc
  .record({
    consecutiveAbsences: nullable(fc.integer({ min: 1, max: 4 })),
    // Often a rate a few records give exactly, so the boundary (a rate equal to the minimum) is met.
    minAttendanceRate: nullable(fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom(25, 33, 50, 67, 75, 100))),
    windowSchoolDays: nullable(fc.integer({ min: 1, max: 8 })),
    marksDrop: nullable(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(5, 10, 20, 25))),
    missingMarksAfterDays: nullable(fc.integer({ min: 0, max: 20 })),
    // A student has a few records in a run: small minimums, so both sides of it are met.
    minRecordedDays: nullable(fc.integer({ min: 1, max: 5 })),
  })
  .map((rules) => (rules.windowSchoolDays === null ? { ...rules, minAttendanceRate: null } : rules));

const student = fc.integer({ min: 0, max: STUDENTS - 1 });
const day = fc.integer({ min: 0, max: DAYS - 1 });
const subject = fc.integer({ min: 0, max: SUBJECTS - 1 });
// Six exams a subject: year 2025-2026, three terms, two exam types each.
const exam = fc.integer({ min: 0, max: 5 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("attendance" as const),
      student,
      day,
      status: fc.constantFrom(...ATTENDANCE_STATUSES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("unmark" as const), student, day }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("mark" as const),
      student,
      subject,
      exam,
      day: fc.integer({ min: 0, max: 40 }),
      maxMarks: fc.constantFrom(20, 50, 100),
      totalMarks: fc.integer({ min: 0, max: 20 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("unmark-exam" as const), student, subject, exam }) },
);

/** The world of one run: one school, two classes, four students; ids sort as the list does (by name). */
async function world(db: Db, runId: string, rules: EarlyWarningRules, joinedDaysAgo: number[], today: string) {
  const school = await db.school.create({ data: { name: `Model ${runId}` } });
  await db.earlyWarningRules.create({ data: { schoolId: school.id, ...rules } });
  const subjects = await Promise.all(
    Array.from({ length: SUBJECTS }, (_, i) => db.subject.create({ data: { schoolId: school.id, name: `Sub${i}` } })),
  );
  const classes = await Promise.all(
    [0, 1].map((i) =>
      db.class.create({
        data: {
          schoolId: school.id,
          subjects: { create: { subjectId: subjects[0].id, schoolId: school.id } },
          className: `C${i}`,
          classRoom: "R",
        },
      }),
    ),
  );
  const students: ModelStudent[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const joined = addDays(today, -joinedDaysAgo[i]);
    const row = await db.student.create({
      data: {
        id: `${runId}s${i}`,
        studentName: `${runId}s${i}`,
        classId: classes[i % 2].id,
        schoolId: school.id,
        createdAt: fromIsoDay(joined),
      },
    });
    students.push({ id: row.id, classId: row.classId, joined });
  }
  const teacher = await db.user.upsert({
    where: { id: "model-teacher" },
    create: { id: "model-teacher", username: "model-teacher", email: "model-teacher@example.test", passwordHash: "x" },
    update: {},
  });
  return { school, subjects, students, teacherId: teacher.id };
}

async function todayOf(db: Db): Promise<string> {
  const [row] = await db.$queryRaw<
    { today: string }[]
  >`SELECT to_char((now() AT TIME ZONE 'Africa/Kigali')::date, 'YYYY-MM-DD') AS today`;
  return row.today;
}

/** Runs the property on `db`: every change, then the SQL's list against the model's. */
async function property(db: Db, runs: number) {
  const today = await todayOf(db);
  let seq = 0;
  await fc.assert(
    fc.asyncProperty(
      rulesArb,
      fc.array(fc.integer({ min: 0, max: 45 }), { minLength: STUDENTS, maxLength: STUDENTS }),
      fc.array(opArb, { minLength: 1, maxLength: 20 }),
      async (rules, joinedDaysAgo, ops) => {
        const runId = `m${Date.now().toString(36)}${seq++}`;
        const { school, subjects, students, teacherId } = await world(db, runId, rules, joinedDaysAgo, today);
        const records = new Map<string, ModelRecord>();
        const marks = new Map<string, ModelMark>();
        for (const op of ops) {
          const who = students[op.student];
          if (op.kind === "attendance" || op.kind === "unmark") {
            const date = addDays(today, -(DAYS - op.day));
            const key = `${who.id}|${date}`;
            if (op.kind === "attendance") {
              await db.attendance.upsert({
                where: { studentId_date: { studentId: who.id, date: fromIsoDay(date) } },
                create: {
                  studentId: who.id,
                  classId: who.classId,
                  schoolId: school.id,
                  date: fromIsoDay(date),
                  status: op.status,
                },
                update: { status: op.status },
              });
              records.set(key, { studentId: who.id, date, status: op.status });
            } else {
              await db.attendance.deleteMany({ where: { studentId: who.id, date: fromIsoDay(date) } });
              records.delete(key);
            }
          } else {
            const examType = EXAM_TYPES[op.exam % 2 === 0 ? 0 : 2];
            const academicTerm = ACADEMIC_TERMS[Math.floor(op.exam / 2)];
            const subjectId = subjects[op.subject].id;
            const key = `${who.id}|${subjectId}|${examType}|${academicTerm}`;
            const unique = {
              studentId_subjectId_examType_academicYear_academicTerm: {
                studentId: who.id,
                subjectId,
                examType,
                academicYear: "2025-2026",
                academicTerm,
              },
            };
            if (op.kind === "mark") {
              const examDate = addDays(today, -op.day);
              const data = {
                totalMarks: Math.min(op.totalMarks, op.maxMarks),
                maxMarks: op.maxMarks,
                examDate: fromIsoDay(examDate),
              };
              await db.mark.upsert({
                where: unique,
                create: {
                  ...unique.studentId_subjectId_examType_academicYear_academicTerm,
                  classId: who.classId,
                  schoolId: school.id,
                  teacherId,
                  ...data,
                },
                update: data,
              });
              const before = marks.get(key);
              marks.set(key, {
                studentId: who.id,
                classId: before?.classId ?? who.classId,
                subjectId,
                examType,
                academicYear: "2025-2026",
                academicTerm,
                examDate,
                totalMarks: data.totalMarks,
                maxMarks: op.maxMarks,
              });
            } else {
              await db.mark.deleteMany({ where: unique.studentId_subjectId_examType_academicYear_academicTerm });
              marks.delete(key);
            }
          }
          // The next read after each change: the statement against the model.
          const rows = await db.$queryRaw<AtRiskRow[]>(atRiskSql(ADMIN, { schoolId: school.id }));
          const got = rows.map((row) => ({ studentId: row.id, reasons: reasonsOf(row), flaggedAt: row.flaggedAt }));
          expect(got).toEqual(modelAtRisk(rules, students, [...records.values()], [...marks.values()], today));
        }
      },
    ),
    { numRuns: runs },
  );
}

describe("at-risk list = the model of the rules, after every change (PostgreSQL)", () => {
  it("random histories of saves, corrections, deletions and marks", async () => {
    await property(serverDb, 60);
  }, 240_000);

  it("the acceptance case: three absences in a row flag; one corrected to present clears it", async () => {
    const today = await todayOf(serverDb);
    const rules = {
      consecutiveAbsences: 3,
      minAttendanceRate: null,
      windowSchoolDays: null,
      marksDrop: null,
      missingMarksAfterDays: null,
      minRecordedDays: null,
    };
    const { school, students } = await world(serverDb, `acc${Date.now().toString(36)}`, rules, [30, 30, 30, 30], today);
    const who = students[0];
    const days = [3, 2, 1].map((ago) => addDays(today, -ago));
    for (const date of days)
      await serverDb.attendance.create({
        data: {
          studentId: who.id,
          classId: who.classId,
          schoolId: school.id,
          date: fromIsoDay(date),
          status: "absent",
        },
      });
    const list = () => serverDb.$queryRaw<AtRiskRow[]>(atRiskSql(ADMIN, { schoolId: school.id }));
    expect((await list()).map((row) => reasonsOf(row))).toEqual([
      [{ rule: "consecutive-absences", value: 3, since: days[0] }],
    ]);
    await serverDb.attendance.update({
      where: { studentId_date: { studentId: who.id, date: fromIsoDay(days[1]) } },
      data: { status: "present" },
    });
    expect(await list()).toEqual([]);
  });
});

describe("at-risk list = the model of the rules (embedded database)", () => {
  let db: Db;
  setUpEmbeddedDb("atrisk", (embedded) => {
    db = embedded.db;
  });

  it("random histories of saves, corrections, deletions and marks", async () => {
    await property(db, 15);
  }, 240_000);

  it("of eight people resolving one intervention at once, exactly one does", async () => {
    const today = await todayOf(db);
    const rules = { ...DEFAULT_OFF, consecutiveAbsences: 3 };
    const { school, students, teacherId } = await world(
      db,
      `race${Date.now().toString(36)}`,
      rules,
      [1, 1, 1, 1],
      today,
    );
    const open = await db.intervention.create({
      data: { studentId: students[0].id, schoolId: school.id, action: "meeting", note: "Race", createdById: teacherId },
    });
    const won = await Promise.all(
      Array.from({ length: 8 }, (_, i) => resolveOnce(open.id, students[0].id, `Outcome ${i}`, teacherId, db)),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    const row = await db.intervention.findUniqueOrThrow({ where: { id: open.id } });
    expect(row.outcome).toBe(`Outcome ${won.indexOf(true)}`);
  });
});
