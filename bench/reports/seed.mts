// Seeds the scale data set with set-based SQL (generate_series): no row-by-row inserts.
import type pg from "pg";

export const SCALE = {
  schools: 100,
  classes: 2_000,
  students: 60_000,
  days: 50,
  marksPerStudent: 10,
  subjectsPerSchool: 5,
};
/** School 0 is large (80 classes, 2,400 students) so its attendance PDF runs to about 60 pages. */
export const BIG_SCHOOL_CLASSES = 80;

export async function seedScale(client: pg.Client, log: (line: string) => void) {
  const { schools, classes, students, days, marksPerStudent, subjectsPerSchool } = SCALE;
  const perClass = students / classes;
  const step = async (label: string, sql: string) => {
    const started = performance.now();
    const result = await client.query(sql);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step(
    "users",
    `INSERT INTO "User" (id, username, email, "passwordHash", role, "updatedAt") VALUES
    ('bench_admin', 'bench_admin', 'bench_admin@example.test', 'x', 'admin', now()),
    ('bench_teacher', 'bench_teacher', 'bench_teacher@example.test', 'x', 'teacher', now())`,
  );
  await step(
    "schools",
    `INSERT INTO "School" (id, name, address, "createdById", "updatedAt")
    SELECT 'sch' || lpad(g::text, 3, '0'), 'Bench School ' || lpad(g::text, 3, '0'), 'District ' || g, 'bench_teacher', now()
    FROM generate_series(0, ${schools - 1}) g`,
  );
  await step(
    "memberships",
    `INSERT INTO "SchoolMembership" ("userId", "schoolId") SELECT 'bench_teacher', id FROM "School"`,
  );
  await step(
    "subjects",
    `INSERT INTO "Subject" (id, "schoolId", name)
    SELECT 'sub' || s || '_' || k, 'sch' || lpad(s::text, 3, '0'), (ARRAY['Mathematics','English','Science','History','Geography'])[k + 1]
    FROM generate_series(0, ${schools - 1}) s, generate_series(0, ${subjectsPerSchool - 1}) k`,
  );
  const schoolOf = `(CASE WHEN c < ${BIG_SCHOOL_CLASSES} THEN 0 ELSE 1 + (c - ${BIG_SCHOOL_CLASSES}) % ${schools - 1} END)`;
  await step(
    "classes",
    `INSERT INTO "Class" (id, "schoolId", "className", "classRoom", "updatedAt")
    SELECT 'cls' || c, 'sch' || lpad(${schoolOf}::text, 3, '0'), 'Class ' || lpad(c::text, 4, '0'), 'Room ' || (c % 40), now()
    FROM generate_series(0, ${classes - 1}) c`,
  );
  // One subject taught in each class, as before classes held many (the figures stay comparable); a
  // class's first subject has the class's id (prisma/schema.prisma).
  await step(
    "class subjects",
    `INSERT INTO "ClassSubject" (id, "classId", "subjectId", "schoolId")
    SELECT 'cls' || c, 'cls' || c, 'sub' || ${schoolOf} || '_' || (c % ${subjectsPerSchool}), 'sch' || lpad(${schoolOf}::text, 3, '0')
    FROM generate_series(0, ${classes - 1}) c`,
  );
  await step(
    "students",
    `INSERT INTO "Student" (id, "studentName", "classId", "schoolId", "updatedAt")
    SELECT 'stu' || st, 'Student ' || lpad(st::text, 5, '0'), c.id, c."schoolId", now()
    FROM generate_series(0, ${students - 1}) st JOIN "Class" c ON c.id = 'cls' || (st / ${perClass})`,
  );
  // 50 school days; statuses by a hash so the data is stable from run to run (~80% present).
  await step(
    "attendance",
    `INSERT INTO "Attendance" (id, "studentId", "classId", "schoolId", date, status, remarks, "updatedAt")
    SELECT 'att' || s.id || '_' || d, s.id, s."classId", s."schoolId", DATE '2026-01-05' + d,
      (CASE WHEN h < 80 THEN 'present' WHEN h < 90 THEN 'absent' WHEN h < 96 THEN 'late' ELSE 'excused' END)::"AttendanceStatus",
      (CASE WHEN h >= 96 THEN 'Excused absence' WHEN h >= 90 THEN 'Late arrival' ELSE '' END), now()
    FROM "Student" s, generate_series(0, ${days - 1}) d, LATERAL (SELECT abs(hashtext(s.id || d)) % 100 AS h) x`,
  );
  await step(
    "marks",
    `INSERT INTO "Mark" (id, "studentId", "subjectId", "classId", "schoolId", "teacherId", "examType", "totalMarks",
      "academicYear", "academicTerm", "examDate", "updatedAt")
    SELECT 'mk' || s.id || '_' || k, s.id, cs."subjectId", s."classId", s."schoolId", 'bench_teacher',
      (ARRAY['BEGINNING_TERM','MIDTERM','ENDTERM'])[k % 3 + 1]::"ExamType", 1 + abs(hashtext(s.id || k)) % 100,
      (ARRAY['2023-2024','2024-2025','2025-2026'])[k / 9 + 1], (ARRAY['FIRST_TERM','SECOND_TERM','THIRD_TERM'])[(k / 3) % 3 + 1]::"AcademicTerm",
      DATE '2026-01-05' + k * 4, now()
    FROM "Student" s JOIN "ClassSubject" cs ON cs.id = s."classId", generate_series(0, ${marksPerStudent - 1}) k`,
  );
  await step("vacuum analyze", `VACUUM ANALYZE`);
}
