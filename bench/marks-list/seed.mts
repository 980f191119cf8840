// Seeds a benchmark database in a few set-based statements (generate_series), never row by row.
// 20 schools × 20 classes × 50 students = 20,000 students; each gets up to 27 marks (3 years ×
// 3 terms × 3 exam types, the unique key), so 500,000 marks by default.
import type pg from "pg";

export const SHAPE = {
  schools: 20,
  classesPerSchool: 20,
  studentsPerClass: 50,
  subjectsPerSchool: 5,
  teachersPerSchool: 2,
};
const SUBJECTS = ["Mathematics", "English", "Science", "Biology", "Physics"];

export async function seedBench(client: pg.Client, markCount: number) {
  const { schools, classesPerSchool, studentsPerClass, subjectsPerSchool, teachersPerSchool } = SHAPE;
  const students = schools * classesPerSchool * studentsPerClass;
  const perStudent = Math.ceil(markCount / students);
  if (perStudent > 27) throw new Error(`At most ${students * 27} marks fit the unique key with this shape`);

  await client.query("BEGIN");
  await client.query(`INSERT INTO "User" (id, username, email, "passwordHash", role, "updatedAt")
    SELECT 'admin', 'bench_admin', 'bench_admin@bench.test', 'x', 'admin'::"Role", now()
    UNION ALL
    SELECT 'u' || g, 'bench_teacher_' || g, 'bench_teacher_' || g || '@bench.test', 'x', 'teacher'::"Role", now()
    FROM generate_series(1, ${schools * teachersPerSchool}) g`);
  await client.query(
    `INSERT INTO "School" (id, name, "updatedAt") SELECT 's' || g, 'Bench School ' || g, now() FROM generate_series(1, ${schools}) g`,
  );
  // Teachers u1..u20 belong to schools 1..20, u21..u40 too: two teachers per school.
  await client.query(`INSERT INTO "SchoolMembership" ("userId", "schoolId")
    SELECT 'u' || g, 's' || (((g - 1) % ${schools}) + 1) FROM generate_series(1, ${schools * teachersPerSchool}) g`);
  await client.query(
    `INSERT INTO "Subject" (id, "schoolId", name)
    SELECT 's' || s || '-sub' || k, 's' || s, ($1::text[])[k] FROM generate_series(1, ${schools}) s, generate_series(1, ${subjectsPerSchool}) k`,
    [SUBJECTS],
  );
  await client.query(`INSERT INTO "Class" (id, "schoolId", "className", "classRoom", "updatedAt")
    SELECT 's' || s || '-c' || c, 's' || s, 'Class ' || c, 'Room ' || c, now()
    FROM generate_series(1, ${schools}) s, generate_series(1, ${classesPerSchool}) c`);
  // One subject taught in each class (its id the class's, as a class's first subject has).
  await client.query(`INSERT INTO "ClassSubject" (id, "classId", "subjectId", "schoolId")
    SELECT 's' || s || '-c' || c, 's' || s || '-c' || c, 's' || s || '-sub' || (((c - 1) % ${subjectsPerSchool}) + 1), 's' || s
    FROM generate_series(1, ${schools}) s, generate_series(1, ${classesPerSchool}) c`);
  await client.query(`INSERT INTO "Student" (id, "studentName", "classId", "schoolId", "updatedAt")
    SELECT 's' || s || '-c' || c || '-st' || n, 'Student ' || s || '-' || c || '-' || n, 's' || s || '-c' || c, 's' || s, now()
    FROM generate_series(1, ${schools}) s, generate_series(1, ${classesPerSchool}) c, generate_series(1, ${studentsPerClass}) n`);
  // Bulk load the way pg_restore does: secondary indexes rebuilt once afterwards, and the foreign
  // keys (generated from existing rows) not re-checked row by row.
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'Mark' AND indexname <> 'Mark_pkey'`,
  );
  for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
  await client.query("SET LOCAL session_replication_role = replica");
  // Exam k (0..26) of a student: year k/9, term (k/3)%3, type k%3; dates move through the school year.
  await client.query(`INSERT INTO "Mark" (id, "studentId", "subjectId", "classId", "schoolId", "teacherId", "examType", "totalMarks", "academicYear", "academicTerm", "examDate", "updatedAt")
    SELECT st.id || '-m' || k, st.id, cs."subjectId", c.id, c."schoolId",
      'u' || (substring(c."schoolId" from 2)::int + ${schools} * (hashtext(c.id) & 1)),
      (ARRAY['BEGINNING_TERM','MIDTERM','ENDTERM'])[k % 3 + 1]::"ExamType",
      1 + (hashtext(st.id || k) & 2147483647) % 100,
      (ARRAY['2023-2024','2024-2025','2025-2026'])[k / 9 + 1],
      (ARRAY['FIRST_TERM','SECOND_TERM','THIRD_TERM'])[(k / 3) % 3 + 1]::"AcademicTerm",
      make_date(2023 + k / 9, 9, 1) + ((k % 9) * 35 + (hashtext(c.id) & 7))::int,
      now()
    FROM "Student" st JOIN "Class" c ON c.id = st."classId" JOIN "ClassSubject" cs ON cs.id = c.id,
      generate_series(0, ${perStudent - 1}) k
    LIMIT ${markCount}`);
  await client.query("SET LOCAL session_replication_role = origin");
  for (const index of indexes) await client.query(index.definition);
  await client.query("COMMIT");
  await client.query(`VACUUM ANALYZE "Mark"`);
  await client.query(`ANALYZE`);
}
