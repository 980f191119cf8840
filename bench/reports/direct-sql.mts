// The statements each report runs, as plain SQL, to time the database alone.
const STATUS = `count(*) FILTER (WHERE status = 'present')::int AS present, count(*) FILTER (WHERE status = 'absent')::int AS absent,
  count(*) FILTER (WHERE status = 'late')::int AS late, count(*) FILTER (WHERE status = 'excused')::int AS excused`;
const DAILY = `sum(present)::int, sum(absent)::int, sum(late)::int, sum(excused)::int`;
const MARKS = `count(*)::int, coalesce(sum("totalMarks"), 0)::float8, max("totalMarks"), min("totalMarks")`;
type Statement = { text: string; values?: unknown[] };

export const DIRECT_SQL = {
  schools: (): Statement[] => [
    { text: `SELECT * FROM "School" ORDER BY name, id` },
    { text: `SELECT "schoolId", count(*)::int FROM "Class" GROUP BY "schoolId"` },
    { text: `SELECT "schoolId", count(*)::int FROM "Student" GROUP BY "schoolId"` },
    { text: `SELECT "schoolId", count(*)::int FROM "Subject" GROUP BY "schoolId"` },
    { text: `SELECT "schoolId", ${DAILY} FROM "AttendanceDaily" GROUP BY "schoolId"` },
    { text: `SELECT "schoolId", ${MARKS} FROM "Mark" GROUP BY "schoolId"` },
  ],
  marks: (schoolId: string): Statement[] => [
    { text: `SELECT ${MARKS} FROM "Mark" WHERE "schoolId" = $1`, values: [schoolId] },
    {
      text: `SELECT s.id, s.name, ${MARKS} FROM "Mark" m JOIN "Subject" s ON s.id = m."subjectId" WHERE m."schoolId" = $1 GROUP BY s.id, s.name`,
      values: [schoolId],
    },
    { text: `SELECT "examType", ${MARKS} FROM "Mark" WHERE "schoolId" = $1 GROUP BY "examType"`, values: [schoolId] },
    {
      text: `SELECT c.id, c."className", ${MARKS} FROM "Mark" m JOIN "Class" c ON c.id = m."classId" WHERE m."schoolId" = $1 GROUP BY c.id, c."className"`,
      values: [schoolId],
    },
  ],
  attendance: (schoolId: string): Statement[] => [
    { text: `SELECT ${DAILY} FROM "AttendanceDaily" WHERE "schoolId" = $1`, values: [schoolId] },
    {
      text: `SELECT c.id, c."className", ${DAILY} FROM "AttendanceDaily" a JOIN "Class" c ON c.id = a."classId" WHERE a."schoolId" = $1 GROUP BY c.id, c."className"`,
      values: [schoolId],
    },
    { text: `SELECT date, ${DAILY} FROM "AttendanceDaily" WHERE "schoolId" = $1 GROUP BY date`, values: [schoolId] },
  ],
  klass: (classId: string): Statement[] => [
    {
      text: `SELECT "studentId", ${STATUS} FROM "Attendance" WHERE "classId" = $1 GROUP BY "studentId"`,
      values: [classId],
    },
    { text: `SELECT "studentId", ${MARKS} FROM "Mark" WHERE "classId" = $1 GROUP BY "studentId"`, values: [classId] },
    { text: `SELECT ${DAILY} FROM "AttendanceDaily" WHERE "classId" = $1`, values: [classId] },
  ],
  dashboard: (): Statement[] => [
    ...["School", "Class", "Student", "Comment", "Mark"].map((table) => ({ text: `SELECT count(*) FROM "${table}"` })),
    { text: `SELECT ${DAILY} FROM "AttendanceDaily"` },
    { text: `SELECT ${DAILY} FROM "AttendanceDaily" WHERE date = current_date` },
  ],
  performance: (): Statement[] => [
    { text: `SELECT "classId", ${DAILY} FROM "AttendanceDaily" GROUP BY "classId"` },
    { text: `SELECT "classId", ${MARKS} FROM "Mark" GROUP BY "classId"` },
    { text: `SELECT "classId", count(*) FROM "Student" GROUP BY "classId"` },
  ],
  trends: (start: string, end: string): Statement[] => [
    {
      text: `SELECT date, "classId", ${DAILY} FROM "AttendanceDaily" WHERE date BETWEEN $1 AND $2 GROUP BY date, "classId"`,
      values: [start, end],
    },
  ],
  attendanceList: (): Statement[] => [
    { text: `SELECT * FROM "Attendance" ORDER BY date DESC, "classId", "studentId" LIMIT 20` },
    { text: `SELECT ${DAILY} FROM "AttendanceDaily"` },
  ],
};
