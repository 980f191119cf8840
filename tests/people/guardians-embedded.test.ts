import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db";
import { checkGuardians, saveGuardians } from "@/lib/schools/guardians";
import { setUpEmbeddedDb } from "../helpers/embedded-db";

// Replacing a student's guardians locks the student's row and relies on the migration's checks
// (positions 1–3, each once, checked at commit): the same statements must hold on the embedded
// database (`npm start`'s default) as on the PostgreSQL server (tests/people/guardians.test.ts).
let db: Db;
let studentId: string;

setUpEmbeddedDb("guardians", async (embedded) => {
  db = embedded.db;
  const school = await db.school.create({ data: { name: "Embedded School" } });
  const subject = await db.subject.create({ data: { schoolId: school.id, name: "Maths" } });
  const klass = await db.class.create({
    data: {
      schoolId: school.id,
      subjects: { create: { subjectId: subject.id, schoolId: school.id } },
      className: "P4",
      classRoom: "R1",
    },
  });
  studentId = (await db.student.create({ data: { studentName: "Amina", classId: klass.id, schoolId: school.id } })).id;
});

const listOf = (n: number, size = 3) =>
  checkGuardians(
    Array.from({ length: size }, (_, k) => ({
      name: `Guardian ${n}-${k}`,
      relationship: "guardian" as const,
      phone: `07880${String(n).padStart(2, "0")}00${k}`,
      language: "rw" as const,
      consent: k === 0,
    })),
    "RW",
  );

describe("guardians on the embedded database", () => {
  it("eight replaces at once leave exactly one of the lists, never more than 3 guardians", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) => saveGuardians(studentId, listOf(n), db)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill("fulfilled"));
    const rows = await db.guardian.findMany({ where: { studentId }, orderBy: { position: "asc" } });
    expect(rows).toHaveLength(3);
    const prefix = rows[0].name.split("-")[0];
    expect(rows.map((r) => r.name)).toEqual([0, 1, 2].map((k) => `${prefix}-${k}`));
    expect(rows.map((r) => r.consentAt !== null)).toEqual([true, false, false]);
  });

  it("a reorder keeps the ids (the unique checks wait for the commit); the database refuses a 4th", async () => {
    const rows = await db.guardian.findMany({ where: { studentId }, orderBy: { position: "asc" } });
    const reversed = [...rows].reverse().map((row) => ({
      _id: row.id,
      name: row.name,
      relationship: row.relationship,
      phone: row.phone,
      language: row.language,
      consent: row.consent,
    }));
    await saveGuardians(studentId, reversed, db);
    const after = await db.guardian.findMany({ where: { studentId }, orderBy: { position: "asc" } });
    expect(after.map((r) => r.id)).toEqual(rows.map((r) => r.id).reverse());
    await expect(
      db.guardian.create({
        data: { studentId, position: 4, name: "X", relationship: "other", phone: "+250788999999" },
      }),
    ).rejects.toThrow();
    expect(await db.guardian.count({ where: { studentId } })).toBe(3);
  });
});
