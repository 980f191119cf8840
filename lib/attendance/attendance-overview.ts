import { db, sql } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { Prisma } from "@/lib/generated/prisma/client";
import { daySummary } from "@/lib/attendance/attendance";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { classSubjectsSql } from "@/lib/schools/classes";

interface OverviewRow {
  id: string | null;
  className: string | null;
  subjectName: string | null;
  classRoom: string | null;
  schoolId: string | null;
  schoolName: string | null;
  total: number;
  dayPresent: number;
  dayAbsent: number;
  dayLate: number;
  dayExcused: number;
  dayRecorded: number;
  records: number;
  present: number;
  absent: number;
  late: number;
  excused: number;
  classes: number;
}

const overall = (row: OverviewRow) => ({
  records: row.records,
  present: row.present,
  absent: row.absent,
  late: row.late,
  excused: row.excused,
  attendanceRate: attendanceRate(row),
});

const day = (row: OverviewRow) =>
  daySummary({
    total: row.total,
    present: row.dayPresent,
    absent: row.dayAbsent,
    late: row.dayLate,
    excused: row.dayExcused,
    recorded: row.dayRecorded,
  });

/**
 * Everything the attendance screen summarises, in one SQL statement: per class (of the actor's
 * schools) the roster size, the counts for `date` and the counts over all dates, plus a totals row.
 * Counts are over each class's current students.
 */
export async function getAttendanceOverview(actor: Actor, date: string) {
  const scope = inSchoolsOfSql(actor, Prisma.sql`c."schoolId"`);
  const rows = await sql(db).rows<OverviewRow>`
    WITH scoped AS (
      SELECT c.id, c."className", ${classSubjectsSql(Prisma.sql`c.id`)} AS "subjectName", c."classRoom", c."schoolId",
        sch.name AS "schoolName"
      FROM "Class" c
      JOIN "School" sch ON sch.id = c."schoolId"
      WHERE ${scope}
    ), roster AS (
      SELECT s."classId", count(*)::int AS n FROM "Student" s JOIN scoped ON scoped.id = s."classId" GROUP BY s."classId"
    ), counts AS (
      SELECT s."classId",
        count(*) FILTER (WHERE a.date = ${date}::date AND a.status = 'present')::int AS "dayPresent",
        count(*) FILTER (WHERE a.date = ${date}::date AND a.status = 'absent')::int AS "dayAbsent",
        count(*) FILTER (WHERE a.date = ${date}::date AND a.status = 'late')::int AS "dayLate",
        count(*) FILTER (WHERE a.date = ${date}::date AND a.status = 'excused')::int AS "dayExcused",
        count(*) FILTER (WHERE a.date = ${date}::date)::int AS "dayRecorded",
        count(*)::int AS records,
        count(*) FILTER (WHERE a.status = 'present')::int AS present,
        count(*) FILTER (WHERE a.status = 'absent')::int AS absent,
        count(*) FILTER (WHERE a.status = 'late')::int AS late,
        count(*) FILTER (WHERE a.status = 'excused')::int AS excused
      FROM "Attendance" a
      JOIN "Student" s ON s.id = a."studentId"
      JOIN scoped ON scoped.id = s."classId"
      GROUP BY s."classId"
    ), per_class AS (
      SELECT scoped.*, coalesce(r.n, 0) AS total,
        coalesce(k."dayPresent", 0) AS "dayPresent", coalesce(k."dayAbsent", 0) AS "dayAbsent",
        coalesce(k."dayLate", 0) AS "dayLate", coalesce(k."dayExcused", 0) AS "dayExcused",
        coalesce(k."dayRecorded", 0) AS "dayRecorded", coalesce(k.records, 0) AS records,
        coalesce(k.present, 0) AS present, coalesce(k.absent, 0) AS absent,
        coalesce(k.late, 0) AS late, coalesce(k.excused, 0) AS excused, 1 AS classes
      FROM scoped LEFT JOIN roster r ON r."classId" = scoped.id LEFT JOIN counts k ON k."classId" = scoped.id
    )
    SELECT * FROM (
      SELECT *, 0 AS "isTotal" FROM per_class
      UNION ALL
      SELECT NULL, NULL, NULL, NULL, NULL, NULL,
        coalesce(sum(total), 0)::int, coalesce(sum("dayPresent"), 0)::int, coalesce(sum("dayAbsent"), 0)::int,
        coalesce(sum("dayLate"), 0)::int, coalesce(sum("dayExcused"), 0)::int, coalesce(sum("dayRecorded"), 0)::int,
        coalesce(sum(records), 0)::int, coalesce(sum(present), 0)::int, coalesce(sum(absent), 0)::int,
        coalesce(sum(late), 0)::int, coalesce(sum(excused), 0)::int, count(*)::int, 1
      FROM per_class
    ) all_rows
    ORDER BY "isTotal", "schoolName", "className", id`;

  const totals = rows[rows.length - 1];
  const classes = rows.slice(0, -1).map((row) => ({
    _id: row.id!,
    className: row.className!,
    subjectName: row.subjectName!,
    classRoom: row.classRoom!,
    schoolId: { _id: row.schoolId!, name: row.schoolName! },
    totalStudents: row.total,
    day: day(row),
    overall: overall(row),
  }));
  return {
    date,
    summary: day(totals),
    classes,
    statistics: { totalClasses: totals.classes, totalStudents: totals.total, ...overall(totals) },
  };
}

export type AttendanceOverview = Awaited<ReturnType<typeof getAttendanceOverview>>;
