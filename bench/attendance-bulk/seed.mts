import { randomUUID } from "node:crypto";
import type pg from "pg";

export interface BenchClass {
  id: string;
  studentIds: string[];
}

/**
 * One teacher, one school, `classCount` classes of `size` students each, inserted in a few statements.
 * `notices`: the school tells families of an absence (its NoticeRule on) and every student has one
 * consenting guardian with a phone, as a school with notices has (docs/design.md#notices).
 */
export async function seedClasses(client: pg.Client, classCount: number, size: number, { notices = false } = {}) {
  const teacherId = randomUUID();
  const schoolId = randomUUID();
  const subjectId = randomUUID();
  await client.query(
    `INSERT INTO "User" (id, username, email, "passwordHash", role, "updatedAt") VALUES ($1, 'bench_teacher', 'bench_teacher@bench.test', 'x', 'teacher', now())`,
    [teacherId],
  );
  await client.query(
    `INSERT INTO "School" (id, name, "createdById", "updatedAt") VALUES ($1, 'Bench School', $2, now())`,
    [schoolId, teacherId],
  );
  await client.query(`INSERT INTO "SchoolMembership" ("userId", "schoolId") VALUES ($1, $2)`, [teacherId, schoolId]);
  await client.query(`INSERT INTO "Subject" (id, "schoolId", name) VALUES ($1, $2, 'Mathematics')`, [
    subjectId,
    schoolId,
  ]);
  const classes: BenchClass[] = Array.from({ length: classCount }, () => ({
    id: randomUUID(),
    studentIds: Array.from({ length: size }, () => randomUUID()),
  }));
  await client.query(
    `INSERT INTO "Class" (id, "schoolId", "className", "classRoom", "updatedAt")
     SELECT id, $2, 'Class ' || n, 'Room ' || n, now() FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`,
    [classes.map((c) => c.id), schoolId],
  );
  // The subject taught in each class (a class's first subject has the class's id).
  await client.query(
    `INSERT INTO "ClassSubject" (id, "classId", "subjectId", "schoolId") SELECT id, id, $2, $3 FROM unnest($1::text[]) AS t(id)`,
    [classes.map((c) => c.id), subjectId, schoolId],
  );
  await client.query(
    `INSERT INTO "Student" (id, "studentName", "classId", "schoolId", "updatedAt")
     SELECT id, 'Student ' || n, class_id, $3, now() FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(id, class_id, n)`,
    [classes.flatMap((c) => c.studentIds), classes.flatMap((c) => c.studentIds.map(() => c.id)), schoolId],
  );
  if (notices) {
    await client.query(`INSERT INTO "NoticeRule" ("schoolId", enabled, "updatedAt") VALUES ($1, true, now())`, [
      schoolId,
    ]);
    const studentIds = classes.flatMap((c) => c.studentIds);
    await client.query(
      `INSERT INTO "Guardian" (id, "studentId", position, name, relationship, phone, consent, "consentAt", "updatedAt")
       SELECT gen_random_uuid()::text, id, 1, 'Parent ' || n, 'mother', '+25078' || lpad(n::text, 7, '0'), true, now(), now()
       FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`,
      [studentIds],
    );
  }
  return { teacherId, schoolId, classes };
}
