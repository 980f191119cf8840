// The migration that makes a class hold its subjects (prisma/migrations/20261202183701_classes_hold_subjects,
// issue 46), on a database as the migrations before it left it, holding what schools made of the old model:
// one copy of a class per subject, with a copy of every child. Copies with the same children merge into the
// oldest, records kept once per child; copies whose children differ stay apart, renamed and listed for review.
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/lib/migrations/runner";
import { freshTestDatabase, type TestDatabase } from "@/scripts/lib/test-database.mts";

const MIGRATION = "20261202183701_classes_hold_subjects";
const migrationsDir = path.resolve(import.meta.dirname, "../..", "prisma", "migrations");
const quiet = { log: () => undefined };

let database: TestDatabase;
let client: pg.Client;
let before: Record<string, number>;
let after: Record<string, number>;

const TABLES = [
  "Class",
  "ClassSubject",
  "ClassSubjectTeacher",
  "ClassMergeReview",
  "Student",
  "Attendance",
  "AttendanceDaily",
  "Mark",
  "Guardian",
  "Notice",
  "Intervention",
  "ReportCardRemark",
  "IssuedReportCard",
  "Comment",
];

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await client.query(`SELECT to_regclass($1) AS t`, [`"${table}"`]);
    result[table] = rows[0].t ? (await client.query(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n : 0;
  }
  return result;
}

const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await client.query(sql, params)).rows as T[];

// What the schools had: ids and times fixed so the oldest copy, the latest record and the names are known.
async function insertOldData() {
  const sql = String.raw;
  await client.query(sql`
    INSERT INTO "User" (id, username, email, "passwordHash", role, "updatedAt") VALUES
      ('u-admin', 'admin', 'admin@example.test', 'x', 'admin', now()),
      ('t-sci', 'science', 'sci@example.test', 'x', 'teacher', now()),
      ('t-math', 'maths', 'math@example.test', 'x', 'teacher', now());
    INSERT INTO "School" (id, name, "updatedAt") VALUES ('sch1', 'Green Hills', now()), ('sch2', 'Other', now());
    INSERT INTO "Subject" (id, "schoolId", name) VALUES
      ('sub-sci', 'sch1', 'Science'), ('sub-math', 'sch1', 'Mathematics'), ('sub-eng', 'sch1', 'English'),
      ('sub-art', 'sch1', 'Art'), ('sub2-sci', 'sch2', 'Science');
    INSERT INTO "Class" (id, "schoolId", "subjectId", "className", "classRoom", "createdById", "createdAt", "updatedAt") VALUES
      -- The same P6 A twice: the Science copy is the older.
      ('c-p6a-sci', 'sch1', 'sub-sci', 'P6 A', 'Room 1', 't-sci', '2026-01-01', '2026-01-01'),
      ('c-p6a-math', 'sch1', 'sub-math', 'P6 A', 'Room 1', 'u-admin', '2026-02-01', '2026-02-01'),
      -- P5 B twice, but the children differ; a class already named as the English copy would be renamed.
      ('c-p5b-sci', 'sch1', 'sub-sci', 'P5 B', 'Room 2', 't-sci', '2026-01-05', '2026-01-05'),
      ('c-p5b-eng', 'sch1', 'sub-eng', 'P5 B', 'Room 2', 'ghost', '2026-01-06', '2026-01-06'),
      ('c-p5b-named', 'sch1', 'sub-eng', 'P5 B - English', 'Room 9', NULL, '2026-01-07', '2026-01-07'),
      -- Two empty copies: the same (no) children.
      ('c-p3-sci', 'sch1', 'sub-sci', 'P3', 'Room 3', NULL, '2026-03-02', '2026-03-02'),
      ('c-p3-eng', 'sch1', 'sub-eng', 'P3', 'Room 3', NULL, '2026-03-01', '2026-03-01'),
      -- Two copies of one roster where a name appears twice: the children cannot be told apart.
      ('c-p2-sci', 'sch1', 'sub-sci', 'P2', 'Room 4', NULL, '2026-01-01', '2026-01-01'),
      ('c-p2-eng', 'sch1', 'sub-eng', 'P2', 'Room 4', NULL, '2026-01-02', '2026-01-02'),
      -- Three copies of P1 with one child, and a fourth P1 with another child.
      ('c-p1-a', 'sch1', 'sub-sci', 'P1', 'Room 6', NULL, '2026-01-01', '2026-01-01'),
      ('c-p1-b', 'sch1', 'sub-math', 'P1', 'Room 6', NULL, '2026-01-02', '2026-01-02'),
      ('c-p1-c', 'sch1', 'sub-eng', 'P1', 'Room 6', NULL, '2026-01-03', '2026-01-03'),
      ('c-p1-d', 'sch1', 'sub-art', 'P1', 'Room 6', NULL, '2026-01-04', '2026-01-04'),
      -- A plain class, and a P6 A of another school.
      ('c-p4', 'sch1', 'sub-eng', 'P4', 'Room 5', 't-math', '2026-01-01', '2026-01-01'),
      ('c2-p6a', 'sch2', 'sub2-sci', 'P6 A', 'Room 1', NULL, '2026-01-01', '2026-01-01');
    INSERT INTO "Student" (id, "studentName", "classId", "schoolId", "dateOfBirth", gender, "studentCode", "createdAt", "updatedAt") VALUES
      ('s-sci-1', 'Amani Uwase', 'c-p6a-sci', 'sch1', NULL, 'female', NULL, '2026-01-01', '2026-01-01'),
      ('s-sci-2', 'Bosco Niyonzima', 'c-p6a-sci', 'sch1', NULL, NULL, NULL, '2026-01-01', '2026-01-01'),
      ('s-sci-3', 'Claudine Mukamana', 'c-p6a-sci', 'sch1', NULL, NULL, 'RW-003', '2026-01-01', '2026-01-01'),
      ('s-math-1', E'  amani \t UWASE ', 'c-p6a-math', 'sch1', '2014-05-06', 'male', NULL, '2026-02-01', '2026-02-01'),
      ('s-math-2', 'Bosco Niyonzima', 'c-p6a-math', 'sch1', '2014-07-08', 'male', 'RW-002', '2026-02-01', '2026-02-01'),
      ('s-math-3', 'Claudine Mukamana', 'c-p6a-math', 'sch1', NULL, 'female', 'RW-903', '2026-02-01', '2026-02-01'),
      ('s-p5-1', 'Eric', 'c-p5b-sci', 'sch1', NULL, NULL, NULL, now(), now()),
      ('s-p5-2', 'Fiona', 'c-p5b-sci', 'sch1', NULL, NULL, NULL, now(), now()),
      ('s-p5-3', 'Eric', 'c-p5b-eng', 'sch1', NULL, NULL, NULL, now(), now()),
      ('s-p5-4', 'Grace', 'c-p5b-eng', 'sch1', NULL, NULL, NULL, now(), now()),
      ('s-p2-1', 'Jean', 'c-p2-sci', 'sch1', NULL, NULL, NULL, now(), now()),
      ('s-p2-2', 'jean', 'c-p2-sci', 'sch1', NULL, NULL, NULL, now(), now()),
      ('s-p2-3', 'Jean', 'c-p2-eng', 'sch1', NULL, NULL, NULL, now(), now()),
      ('s-p2-4', 'Jean', 'c-p2-eng', 'sch1', NULL, NULL, NULL, now(), now()),
      ('s-p1-a', 'Kevin', 'c-p1-a', 'sch1', NULL, NULL, NULL, '2026-01-01', now()),
      ('s-p1-b', 'KEVIN', 'c-p1-b', 'sch1', NULL, NULL, 'RW-P1B', '2026-01-02', now()),
      ('s-p1-c', 'kevin ', 'c-p1-c', 'sch1', NULL, NULL, 'RW-P1C', '2026-01-03', now()),
      ('s-p1-d', 'Lina', 'c-p1-d', 'sch1', NULL, NULL, NULL, '2026-01-04', now()),
      ('s-p4-1', 'Hope', 'c-p4', 'sch1', NULL, NULL, NULL, now(), now()),
      ('s2-1', 'Amani Uwase', 'c2-p6a', 'sch2', NULL, NULL, NULL, now(), now());
  `);

  // Attendance: the Science copy on 2 and 3 November, the Mathematics copy on 3 and 4 November. On the 3rd
  // child 1's Mathematics record was updated last, child 2's Science record, child 3's both at once.
  await client.query(sql`
    INSERT INTO "Attendance" (id, "studentId", "classId", "schoolId", date, status, "recordedById", "updatedAt") VALUES
      ('a-sci-1-d1', 's-sci-1', 'c-p6a-sci', 'sch1', '2026-11-02', 'present', 't-sci', '2026-11-02 08:00'),
      ('a-sci-2-d1', 's-sci-2', 'c-p6a-sci', 'sch1', '2026-11-02', 'present', 't-sci', '2026-11-02 08:00'),
      ('a-sci-3-d1', 's-sci-3', 'c-p6a-sci', 'sch1', '2026-11-02', 'late', 't-sci', '2026-11-02 08:00'),
      ('a-sci-1-d2', 's-sci-1', 'c-p6a-sci', 'sch1', '2026-11-03', 'present', 't-sci', '2026-11-03 08:00'),
      ('a-sci-2-d2', 's-sci-2', 'c-p6a-sci', 'sch1', '2026-11-03', 'excused', 't-sci', '2026-11-03 11:00'),
      ('a-sci-3-d2', 's-sci-3', 'c-p6a-sci', 'sch1', '2026-11-03', 'present', 't-sci', '2026-11-03 09:00'),
      ('a-math-1-d2', 's-math-1', 'c-p6a-math', 'sch1', '2026-11-03', 'absent', 't-math', '2026-11-03 10:00'),
      ('a-math-2-d2', 's-math-2', 'c-p6a-math', 'sch1', '2026-11-03', 'absent', 't-math', '2026-11-03 10:00'),
      ('a-math-3-d2', 's-math-3', 'c-p6a-math', 'sch1', '2026-11-03', 'absent', 't-math', '2026-11-03 09:00'),
      ('a-math-1-d3', 's-math-1', 'c-p6a-math', 'sch1', '2026-11-04', 'absent', 't-math', '2026-11-04 08:00'),
      ('a-math-2-d3', 's-math-2', 'c-p6a-math', 'sch1', '2026-11-04', 'present', 't-math', '2026-11-04 08:00'),
      ('a-math-3-d3', 's-math-3', 'c-p6a-math', 'sch1', '2026-11-04', 'present', 't-math', '2026-11-04 08:00'),
      ('a-p5-1', 's-p5-1', 'c-p5b-sci', 'sch1', '2026-11-02', 'present', NULL, now()),
      ('a-p5-3', 's-p5-3', 'c-p5b-eng', 'sch1', '2026-11-02', 'absent', NULL, now()),
      ('a-p4-1', 's-p4-1', 'c-p4', 'sch1', '2026-11-02', 'present', NULL, now()),
      ('a-p1-a', 's-p1-a', 'c-p1-a', 'sch1', '2026-11-05', 'present', NULL, '2026-11-05 08:00'),
      ('a-p1-b', 's-p1-b', 'c-p1-b', 'sch1', '2026-11-05', 'absent', NULL, '2026-11-05 09:00'),
      ('a-p1-c', 's-p1-c', 'c-p1-c', 'sch1', '2026-11-05', 'late', NULL, '2026-11-05 10:00');
  `);

  await client.query(sql`
    INSERT INTO "Mark" (id, "studentId", "subjectId", "classId", "schoolId", "teacherId", "examType", "totalMarks",
      "academicYear", "academicTerm", "examDate", "updatedAt") VALUES
      ('m-sci-1', 's-sci-1', 'sub-sci', 'c-p6a-sci', 'sch1', 't-sci', 'MIDTERM', 71, '2026-2027', 'FIRST_TERM', '2026-10-20', now()),
      ('m-sci-2', 's-sci-2', 'sub-sci', 'c-p6a-sci', 'sch1', 't-sci', 'MIDTERM', 62, '2026-2027', 'FIRST_TERM', '2026-10-20', now()),
      ('m-sci-3', 's-sci-3', 'sub-sci', 'c-p6a-sci', 'sch1', 't-sci', 'MIDTERM', 88, '2026-2027', 'FIRST_TERM', '2026-10-20', now()),
      ('m-math-1', 's-math-1', 'sub-math', 'c-p6a-math', 'sch1', 't-math', 'MIDTERM', 55, '2026-2027', 'FIRST_TERM', '2026-10-21', now()),
      ('m-math-2', 's-math-2', 'sub-math', 'c-p6a-math', 'sch1', 't-math', 'MIDTERM', 90, '2026-2027', 'FIRST_TERM', '2026-10-21', now()),
      ('m-math-3', 's-math-3', 'sub-math', 'c-p6a-math', 'sch1', 't-math', 'MIDTERM', 47, '2026-2027', 'FIRST_TERM', '2026-10-21', now()),
      ('m-math-3e', 's-math-3', 'sub-math', 'c-p6a-math', 'sch1', 't-math', 'ENDTERM', 51, '2026-2027', 'FIRST_TERM', '2026-11-21', now());
  `);

  // Guardians: child 1's only on the Mathematics copy; child 2 has the same phone on both copies.
  await client.query(sql`
    INSERT INTO "Guardian" (id, "studentId", position, name, relationship, phone, "updatedAt") VALUES
      ('g-math-1a', 's-math-1', 1, 'Mukamana Béatrice', 'mother', '+250788000001', now()),
      ('g-math-1b', 's-math-1', 2, 'Habimana Olivier', 'father', '+250788000011', now()),
      ('g-sci-2', 's-sci-2', 1, 'Uwera Alice', 'mother', '+250788000002', now()),
      ('g-math-2', 's-math-2', 1, 'Uwera Alice', 'mother', '+250788000002', now()),
      -- Kevin has none on the oldest P1; the second copy's list is taken whole, the third's goes.
      ('g-p1-b', 's-p1-b', 1, 'Ingabire', 'mother', '+250788100001', now()),
      ('g-p1-c1', 's-p1-c', 1, 'Ingabire', 'mother', '+250788100002', now()),
      ('g-p1-c2', 's-p1-c', 2, 'Mugisha', 'father', '+250788100003', now());
  `);

  // Notices for 3 November on both copies: child 2's Science one went, the Mathematics one is still queued;
  // child 3's went from both. Child 1's Mathematics notice of the 4th is alone.
  await client.query(sql`
    INSERT INTO "Notice" (id, "schoolId", "studentId", date, "guardianId", kind, "attendanceStatus", channel, "to", text,
      status, "dueAt", "attemptAt", "sentAt", "recipientKey", "createdAt", "updatedAt") VALUES
      ('n-sci-2', 'sch1', 's-sci-2', '2026-11-03', 'g-sci-2', 'absence', 'absent', 'sms', '+250788000002', 'Bosco absent',
        'delivered', '2026-11-03 09:00', '2026-11-03 09:00', '2026-11-03 09:01', '+250788000002', '2026-11-03 08:00', now()),
      ('n-math-2', 'sch1', 's-math-2', '2026-11-03', 'g-math-2', 'absence', 'absent', 'sms', '+250788000002', 'Bosco absent',
        'queued', '2026-11-03 11:00', '2026-11-03 11:00', NULL, '+250788000002', '2026-11-03 10:00', now()),
      ('n-sci-3', 'sch1', 's-sci-3', '2026-11-03', NULL, 'absence', 'absent', 'sms', '+250788000003', 'Claudine absent',
        'sent', '2026-11-03 09:00', '2026-11-03 09:00', '2026-11-03 09:01', '+250788000003', '2026-11-03 08:00', now()),
      ('n-math-3', 'sch1', 's-math-3', '2026-11-03', NULL, 'absence', 'absent', 'sms', '+250788000003', 'Claudine absent',
        'delivered', '2026-11-03 10:00', '2026-11-03 10:00', '2026-11-03 10:01', '+250788000003', '2026-11-03 10:00', now()),
      ('n-math-1', 'sch1', 's-math-1', '2026-11-04', 'g-math-1a', 'absence', 'absent', 'sms', '+250788000001', 'Amani absent',
        'delivered', '2026-11-04 09:00', '2026-11-04 09:00', '2026-11-04 09:01', '+250788000001', '2026-11-04 08:00', now()),
      ('n-p1-b', 'sch1', 's-p1-b', '2026-11-05', NULL, 'absence', 'absent', 'sms', '+250788100009', 'Kevin absent',
        'queued', '2026-11-05 11:00', '2026-11-05 11:00', NULL, '+250788100009', '2026-11-05 09:00', now()),
      ('n-p1-c', 'sch1', 's-p1-c', '2026-11-05', NULL, 'absence', 'late', 'sms', '+250788100009', 'Kevin late',
        'held', '2026-11-05 11:00', '2026-11-05 11:00', NULL, '+250788100009', '2026-11-05 10:00', now());
  `);

  await client.query(sql`
    INSERT INTO "Intervention" (id, "studentId", "schoolId", action, note) VALUES ('i-math-3', 's-math-3', 'sch1', 'meeting', 'Met the mother');
    INSERT INTO "ReportCardRemark" ("studentId", "academicYear", "academicTerm", remark, "updatedAt") VALUES
      ('s-sci-1', '2026-2027', 'FIRST_TERM', 'Science teacher: steady', '2026-11-01'),
      ('s-math-1', '2026-2027', 'FIRST_TERM', 'Maths teacher: improving', '2026-11-02'),
      ('s-math-2', '2026-2027', 'FIRST_TERM', 'Maths teacher: excellent', '2026-11-02'),
      ('s-p1-b', '2026-2027', 'FIRST_TERM', 'Kevin, maths', '2026-11-03'),
      ('s-p1-c', '2026-2027', 'FIRST_TERM', 'Kevin, English', '2026-11-04');
    INSERT INTO "ReportCardKey" (id, "publicKey") VALUES ('key1', 'PEM');
    INSERT INTO "IssuedReportCard" (id, code, "schoolId", "studentId", "academicYear", "academicTerm", "keyId",
      "contentHash", content, signature, "liveKey") VALUES
      ('card-math-1', 'ABCDEFGHJKMN', 'sch1', 's-math-1', '2026-2027', 'FIRST_TERM', 'key1', 'h1', '{}', 'sig', 's-math-1:h1');
    INSERT INTO "Comment" (id, "teacherId", "schoolId", "classId", "subjectId", "className", "subjectName", "numberOfStudents",
      "successStory", challenge, date, latitude, longitude, "updatedAt") VALUES
      ('r-math', 't-math', 'sch1', 'c-p6a-math', 'sub-math', 'P6 A', 'Mathematics', 3, 'Fractions', 'Noise', '2026-11-03', -1.9, 30.1, now());
  `);
}

beforeAll(async () => {
  database = await freshTestDatabase("mig_class_subjects");
  const older = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  try {
    await cp(migrationsDir, older, { recursive: true });
    await rm(path.join(older, MIGRATION), { recursive: true });
    await applyMigrations(database.url, { migrationsDir: older, ...quiet });
  } finally {
    await rm(older, { recursive: true, force: true });
  }
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("SET TimeZone = 'UTC'");
  await insertOldData();
  before = await counts();
  expect(await applyMigrations(database.url, { migrationsDir, ...quiet })).toEqual({ applied: [MIGRATION] });
  after = await counts();
  console.log(`${MIGRATION} rows before → after: ${TABLES.map((t) => `${t} ${before[t]}→${after[t]}`).join(", ")}`);
}, 120_000);

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

const ids = (list: { id: string }[]) => list.map((row) => row.id);

describe("copies of a class with the same children", () => {
  it("become one class, the oldest, holding both subjects under the old class ids", async () => {
    expect(
      await rows(`SELECT id, "className" FROM "Class" WHERE "schoolId" = 'sch1' AND "className" = 'P6 A'`),
    ).toEqual([{ id: "c-p6a-sci", className: "P6 A" }]);
    expect(
      await rows(
        `SELECT id, "classId", "subjectId", "schoolId" FROM "ClassSubject" WHERE "classId" = 'c-p6a-sci' ORDER BY id COLLATE "C"`,
      ),
    ).toEqual([
      { id: "c-p6a-math", classId: "c-p6a-sci", subjectId: "sub-math", schoolId: "sch1" },
      { id: "c-p6a-sci", classId: "c-p6a-sci", subjectId: "sub-sci", schoolId: "sch1" },
    ]);
  });

  it("keep the oldest copy's three children, with the profile fields they lacked", async () => {
    expect(
      await rows(
        `SELECT id, "studentName", to_char("dateOfBirth", 'YYYY-MM-DD') AS dob, gender::text, "studentCode"
         FROM "Student" WHERE "classId" = 'c-p6a-sci' ORDER BY id COLLATE "C"`,
      ),
    ).toEqual([
      { id: "s-sci-1", studentName: "Amani Uwase", dob: "2014-05-06", gender: "female", studentCode: null },
      { id: "s-sci-2", studentName: "Bosco Niyonzima", dob: "2014-07-08", gender: "male", studentCode: "RW-002" },
      { id: "s-sci-3", studentName: "Claudine Mukamana", dob: null, gender: "female", studentCode: "RW-003" },
    ]);
    expect(await rows(`SELECT id FROM "Student" WHERE id LIKE 's-math-%' OR "classId" = 'c-p6a-math'`)).toEqual([]);
    expect(await rows(`SELECT id FROM "Class" WHERE id = 'c-p6a-math'`)).toEqual([]);
  });

  it("keep one attendance record per child and day, the one updated last", async () => {
    const kept = await rows(
      `SELECT id, "studentId", "classId", to_char(date, 'YYYY-MM-DD') AS day, status::text FROM "Attendance"
       WHERE "studentId" LIKE 's-sci-%' ORDER BY "studentId" COLLATE "C", date`,
    );
    expect(kept).toEqual([
      { id: "a-sci-1-d1", studentId: "s-sci-1", classId: "c-p6a-sci", day: "2026-11-02", status: "present" },
      { id: "a-math-1-d2", studentId: "s-sci-1", classId: "c-p6a-sci", day: "2026-11-03", status: "absent" },
      { id: "a-math-1-d3", studentId: "s-sci-1", classId: "c-p6a-sci", day: "2026-11-04", status: "absent" },
      { id: "a-sci-2-d1", studentId: "s-sci-2", classId: "c-p6a-sci", day: "2026-11-02", status: "present" },
      { id: "a-sci-2-d2", studentId: "s-sci-2", classId: "c-p6a-sci", day: "2026-11-03", status: "excused" },
      { id: "a-math-2-d3", studentId: "s-sci-2", classId: "c-p6a-sci", day: "2026-11-04", status: "present" },
      { id: "a-sci-3-d1", studentId: "s-sci-3", classId: "c-p6a-sci", day: "2026-11-02", status: "late" },
      // Updated at the same moment on both copies: the oldest copy's stands.
      { id: "a-sci-3-d2", studentId: "s-sci-3", classId: "c-p6a-sci", day: "2026-11-03", status: "present" },
      { id: "a-math-3-d3", studentId: "s-sci-3", classId: "c-p6a-sci", day: "2026-11-04", status: "present" },
    ]);
    expect(await rows(`SELECT id FROM "Attendance" WHERE "classId" = 'c-p6a-math'`)).toEqual([]);
  });

  it("leave the daily counters equal to the attendance records, for every class and day", async () => {
    const counters = `SELECT "classId", "schoolId", to_char(date, 'YYYY-MM-DD') AS day, present, absent, late, excused
      FROM "AttendanceDaily" ORDER BY "classId" COLLATE "C", date`;
    const recount = `SELECT "classId", "schoolId", to_char(date, 'YYYY-MM-DD') AS day,
        count(*) FILTER (WHERE status = 'present')::int AS present, count(*) FILTER (WHERE status = 'absent')::int AS absent,
        count(*) FILTER (WHERE status = 'late')::int AS late, count(*) FILTER (WHERE status = 'excused')::int AS excused
      FROM "Attendance" GROUP BY "classId", "schoolId", date ORDER BY "classId" COLLATE "C", date`;
    expect(await rows(counters)).toEqual(await rows(recount));
    expect(
      await rows(`SELECT day, present, absent, late, excused FROM (${counters}) c WHERE "classId" = 'c-p6a-sci'`),
    ).toEqual([
      { day: "2026-11-02", present: 2, absent: 0, late: 1, excused: 0 },
      { day: "2026-11-03", present: 1, absent: 1, late: 0, excused: 1 },
      { day: "2026-11-04", present: 2, absent: 1, late: 0, excused: 0 },
    ]);
  });

  it("put the marks of both subjects on the oldest copy's children and class", async () => {
    expect(
      await rows(
        `SELECT id, "studentId", "subjectId", "classId" FROM "Mark" WHERE "schoolId" = 'sch1' ORDER BY id COLLATE "C"`,
      ),
    ).toEqual([
      { id: "m-math-1", studentId: "s-sci-1", subjectId: "sub-math", classId: "c-p6a-sci" },
      { id: "m-math-2", studentId: "s-sci-2", subjectId: "sub-math", classId: "c-p6a-sci" },
      { id: "m-math-3", studentId: "s-sci-3", subjectId: "sub-math", classId: "c-p6a-sci" },
      { id: "m-math-3e", studentId: "s-sci-3", subjectId: "sub-math", classId: "c-p6a-sci" },
      { id: "m-sci-1", studentId: "s-sci-1", subjectId: "sub-sci", classId: "c-p6a-sci" },
      { id: "m-sci-2", studentId: "s-sci-2", subjectId: "sub-sci", classId: "c-p6a-sci" },
      { id: "m-sci-3", studentId: "s-sci-3", subjectId: "sub-sci", classId: "c-p6a-sci" },
    ]);
  });

  it("keep each child's guardians once: its own, else its copy's", async () => {
    expect(
      await rows(`SELECT id, "studentId", position, phone FROM "Guardian" ORDER BY "studentId" COLLATE "C", position`),
    ).toEqual([
      { id: "g-p1-b", studentId: "s-p1-a", position: 1, phone: "+250788100001" },
      { id: "g-math-1a", studentId: "s-sci-1", position: 1, phone: "+250788000001" },
      { id: "g-math-1b", studentId: "s-sci-1", position: 2, phone: "+250788000011" },
      { id: "g-sci-2", studentId: "s-sci-2", position: 1, phone: "+250788000002" },
    ]);
  });

  it("send no family a notice twice: one keyed notice per child, day and phone; a sent copy stays as the record", async () => {
    expect(
      await rows(
        `SELECT id, "studentId", "guardianId", "recipientKey", status::text FROM "Notice" ORDER BY id COLLATE "C"`,
      ),
    ).toEqual([
      {
        id: "n-math-1",
        studentId: "s-sci-1",
        guardianId: "g-math-1a",
        recipientKey: "+250788000001",
        status: "delivered",
      },
      { id: "n-math-3", studentId: "s-sci-3", guardianId: null, recipientKey: null, status: "delivered" },
      { id: "n-p1-b", studentId: "s-p1-a", guardianId: null, recipientKey: "+250788100009", status: "queued" },
      {
        id: "n-sci-2",
        studentId: "s-sci-2",
        guardianId: "g-sci-2",
        recipientKey: "+250788000002",
        status: "delivered",
      },
      { id: "n-sci-3", studentId: "s-sci-3", guardianId: null, recipientKey: "+250788000003", status: "sent" },
    ]);
  });

  it("move interventions, report card remarks (the child's own first), issued cards and lesson reports", async () => {
    expect(await rows(`SELECT id, "studentId" FROM "Intervention"`)).toEqual([
      { id: "i-math-3", studentId: "s-sci-3" },
    ]);
    expect(await rows(`SELECT "studentId", remark FROM "ReportCardRemark" ORDER BY "studentId" COLLATE "C"`)).toEqual([
      { studentId: "s-p1-a", remark: "Kevin, English" },
      { studentId: "s-sci-1", remark: "Science teacher: steady" },
      { studentId: "s-sci-2", remark: "Maths teacher: excellent" },
    ]);
    expect(await rows(`SELECT id, "studentId", "liveKey" FROM "IssuedReportCard"`)).toEqual([
      { id: "card-math-1", studentId: "s-sci-1", liveKey: "s-math-1:h1" },
    ]);
    expect(await rows(`SELECT id, "classId", "subjectId" FROM "Comment"`)).toEqual([
      { id: "r-math", classId: "c-p6a-sci", subjectId: "sub-math" },
    ]);
  });

  it("assign each subject its teachers: the class's creator unless an admin, and whoever recorded its marks", async () => {
    expect(
      await rows(
        `SELECT "classSubjectId", "userId" FROM "ClassSubjectTeacher" ORDER BY "classSubjectId" COLLATE "C", "userId" COLLATE "C"`,
      ),
    ).toEqual([
      { classSubjectId: "c-p4", userId: "t-math" },
      { classSubjectId: "c-p5b-sci", userId: "t-sci" },
      { classSubjectId: "c-p6a-math", userId: "t-math" },
      { classSubjectId: "c-p6a-sci", userId: "t-sci" },
    ]);
  });

  it("merge three copies into the oldest, one record per child and day, and leave a fourth with another child apart", async () => {
    expect(await rows(`SELECT id, "className" FROM "Class" WHERE id LIKE 'c-p1-%' ORDER BY id COLLATE "C"`)).toEqual([
      { id: "c-p1-a", className: "P1" },
      { id: "c-p1-d", className: "P1 - Art" },
    ]);
    expect(ids(await rows(`SELECT id FROM "ClassSubject" WHERE "classId" = 'c-p1-a' ORDER BY id COLLATE "C"`))).toEqual(
      ["c-p1-a", "c-p1-b", "c-p1-c"],
    );
    expect(
      await rows(`SELECT id, "classId", "studentCode" FROM "Student" WHERE id LIKE 's-p1-%' ORDER BY id COLLATE "C"`),
    ).toEqual([
      { id: "s-p1-a", classId: "c-p1-a", studentCode: "RW-P1B" },
      { id: "s-p1-d", classId: "c-p1-d", studentCode: null },
    ]);
    expect(await rows(`SELECT id, "studentId", "classId" FROM "Attendance" WHERE id LIKE 'a-p1-%'`)).toEqual([
      { id: "a-p1-c", studentId: "s-p1-a", classId: "c-p1-a" },
    ]);
  });

  it("merge two empty copies too", async () => {
    expect(await rows(`SELECT id FROM "Class" WHERE "className" = 'P3'`)).toEqual([{ id: "c-p3-eng" }]);
    expect(
      ids(await rows(`SELECT id FROM "ClassSubject" WHERE "classId" = 'c-p3-eng' ORDER BY id COLLATE "C"`)),
    ).toEqual(["c-p3-eng", "c-p3-sci"]);
  });
});

describe("classes of one name whose children differ", () => {
  it("stay apart: the oldest keeps the name, the other takes its subject's (the first free one)", async () => {
    expect(
      await rows(
        `SELECT id, "className" FROM "Class" WHERE id IN ('c-p5b-sci', 'c-p5b-eng', 'c-p5b-named', 'c-p2-sci', 'c-p2-eng') ORDER BY id COLLATE "C"`,
      ),
    ).toEqual([
      { id: "c-p2-eng", className: "P2 - English" },
      { id: "c-p2-sci", className: "P2" },
      { id: "c-p5b-eng", className: "P5 B - English (2)" },
      { id: "c-p5b-named", className: "P5 B - English" },
      { id: "c-p5b-sci", className: "P5 B" },
    ]);
    expect(
      await rows(
        `SELECT id, "classId" FROM "Student" WHERE id LIKE 's-p5-%' OR id LIKE 's-p2-%' ORDER BY id COLLATE "C"`,
      ),
    ).toEqual([
      { id: "s-p2-1", classId: "c-p2-sci" },
      { id: "s-p2-2", classId: "c-p2-sci" },
      { id: "s-p2-3", classId: "c-p2-eng" },
      { id: "s-p2-4", classId: "c-p2-eng" },
      { id: "s-p5-1", classId: "c-p5b-sci" },
      { id: "s-p5-2", classId: "c-p5b-sci" },
      { id: "s-p5-3", classId: "c-p5b-eng" },
      { id: "s-p5-4", classId: "c-p5b-eng" },
    ]);
    expect(
      ids(
        await rows(`SELECT id FROM "ClassSubject" WHERE id LIKE 'c-p5b-%' AND id = "classId" ORDER BY id COLLATE "C"`),
      ),
    ).toEqual(["c-p5b-eng", "c-p5b-named", "c-p5b-sci"]);
  });

  it("are listed for review, once per group, oldest first", async () => {
    expect(
      await rows(
        `SELECT "schoolId", "className", "classIds", reason FROM "ClassMergeReview" ORDER BY "className" COLLATE "C"`,
      ),
    ).toEqual([
      { schoolId: "sch1", className: "P1", classIds: ["c-p1-a", "c-p1-d"], reason: "children differ" },
      {
        schoolId: "sch1",
        className: "P2",
        classIds: ["c-p2-sci", "c-p2-eng"],
        reason: "a name appears twice in one class",
      },
      { schoolId: "sch1", className: "P5 B", classIds: ["c-p5b-sci", "c-p5b-eng"], reason: "children differ" },
    ]);
  });
});

describe("a class without copies", () => {
  it("is untouched, its subject under its own id", async () => {
    expect(
      await rows(`SELECT c.id, c."className", cs.id AS "subjectRow", cs."subjectId" FROM "Class" c
        JOIN "ClassSubject" cs ON cs."classId" = c.id WHERE c.id IN ('c-p4', 'c2-p6a') ORDER BY c.id COLLATE "C"`),
    ).toEqual([
      { id: "c-p4", className: "P4", subjectRow: "c-p4", subjectId: "sub-eng" },
      { id: "c2-p6a", className: "P6 A", subjectRow: "c2-p6a", subjectId: "sub2-sci" },
    ]);
    expect(
      await rows(
        `SELECT id, "classId" FROM "Attendance" WHERE id IN ('a-p4-1', 'a-p5-1', 'a-p5-3') ORDER BY id COLLATE "C"`,
      ),
    ).toEqual([
      { id: "a-p4-1", classId: "c-p4" },
      { id: "a-p5-1", classId: "c-p5b-sci" },
      { id: "a-p5-3", classId: "c-p5b-eng" },
    ]);
  });
});

describe("the rows", () => {
  it("before and after: the copies' children and their duplicate records are gone, nothing else", () => {
    expect(before).toMatchObject({
      Class: 15,
      Student: 20,
      Attendance: 18,
      AttendanceDaily: 10,
      Guardian: 7,
      Notice: 7,
    });
    expect(after).toEqual({
      Class: 11, // P6 A, P3 and three P1 merged
      ClassSubject: 15, // one per old class
      ClassSubjectTeacher: 4,
      ClassMergeReview: 3,
      Student: 15, // the three Mathematics copies, two of Kevin
      Attendance: 13, // three days of P6 A once per child (9), Kevin's day once, and 3 others
      AttendanceDaily: 7, // P6 A: the Mathematics copy's 2 days go, the survivor gains the 4th; P1: 3 → 1
      Mark: 7,
      Guardian: 4, // the duplicate of child 2's guardian, Kevin's third copy's two
      Notice: 5, // the queued duplicates
      Intervention: 1,
      ReportCardRemark: 3,
      IssuedReportCard: 1,
      Comment: 1,
    });
  });

  it("are unique by class name within a school from now on", async () => {
    await expect(
      client.query(
        `INSERT INTO "Class" (id, "schoolId", "className", "classRoom", "updatedAt") VALUES ('x', 'sch1', 'P6 A', 'R', now())`,
      ),
    ).rejects.toThrow(/Class_schoolId_className_key/);
  });
});
