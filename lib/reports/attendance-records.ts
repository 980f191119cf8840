// Attendance records as whole lists (no page): the admin record list, the attendance report, and the
// per-student trends the original client shows. Read in keyset batches along (date, class, student).
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { toAttendanceSummary, type AttendanceCounts } from "@/lib/reports/summaries";
import { DAILY_SUMS } from "@/lib/reports/sql";
import { db, sql } from "@/lib/db";
import { streamList } from "@/lib/platform/list-stream";

export interface RecordFilters {
  classId?: string;
  startDate?: string;
  endDate?: string;
}

interface RecordRow {
  id: string;
  date: string;
  studentId: string;
  classId: string;
  schoolId: string;
  status: string;
  remarks: string;
  recordedById: string | null;
  createdAt: Date;
  updatedAt: Date;
  studentName: string;
  className: string;
  schoolName: string;
  dayPresent: number;
  dayAbsent: number;
  dayLate: number;
  dayExcused: number;
}

/**
 * One record with the names the lists show; ids stay strings (the original client compares them).
 * `attendanceRate` is the class's rate that day (docs/product-spec.md#admin-screen trends: date, class, student, status, rate).
 */
const toRecordJson = (row: RecordRow) => ({
  _id: row.id,
  studentId: row.studentId,
  classId: row.classId,
  schoolId: row.schoolId,
  date: row.date,
  status: row.status,
  remarks: row.remarks,
  recordedBy: row.recordedById,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  studentName: row.studentName,
  className: row.className,
  schoolName: row.schoolName,
  attendanceRate: attendanceRate({
    present: row.dayPresent,
    absent: row.dayAbsent,
    late: row.dayLate,
    excused: row.dayExcused,
  }),
});
export type AttendanceRecordJson = ReturnType<typeof toRecordJson>;

function conditions(actor: Actor, filters: RecordFilters, alias: string): Prisma.Sql[] {
  const column = (name: string) => Prisma.raw(`${alias}."${name}"`);
  return [
    inSchoolsOfSql(actor, column("schoolId")),
    filters.classId ? Prisma.sql`${column("classId")} = ${filters.classId}` : null,
    filters.startDate ? Prisma.sql`${column("date")} >= ${filters.startDate}::date` : null,
    filters.endDate ? Prisma.sql`${column("date")} <= ${filters.endDate}::date` : null,
  ].filter((condition): condition is Prisma.Sql => condition !== null);
}

const where = (parts: Prisma.Sql[]) => (parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, " AND ")}` : Prisma.empty);

/** The next `limit` records after `last`, newest day first or oldest first, along the (date, class, student) index. */
export function recordsSql(
  actor: Actor,
  filters: RecordFilters,
  order: "newest" | "oldest",
  last: RecordRow | null,
  limit: number,
  offset = 0,
) {
  const parts = conditions(actor, filters, "a");
  if (last) {
    const key = Prisma.sql`(a.date, a."classId", a."studentId")`;
    const lastKey = Prisma.sql`(${last.date}::date, ${last.classId}, ${last.studentId})`;
    parts.push(order === "newest" ? Prisma.sql`${key} < ${lastKey}` : Prisma.sql`${key} > ${lastKey}`);
  }
  const direction = Prisma.raw(order === "newest" ? "DESC" : "ASC");
  // The names and the day's counters are looked up per record (scalar subqueries and a LATERAL with
  // LIMIT, which the planner cannot turn into joins): for a batch of 500 it otherwise hashed all of
  // Student and AttendanceDaily (docs/performance.md#reports).
  return Prisma.sql`
    SELECT a.id, to_char(a.date, 'YYYY-MM-DD') AS date, a."studentId", a."classId", a."schoolId", a.status::text AS status, a.remarks,
      a."recordedById", a."createdAt", a."updatedAt",
      (SELECT s."studentName" FROM "Student" s WHERE s.id = a."studentId") AS "studentName",
      (SELECT c."className" FROM "Class" c WHERE c.id = a."classId") AS "className",
      (SELECT sc.name FROM "School" sc WHERE sc.id = a."schoolId") AS "schoolName",
      coalesce(d.present, 0)::int AS "dayPresent", coalesce(d.absent, 0)::int AS "dayAbsent",
      coalesce(d.late, 0)::int AS "dayLate", coalesce(d.excused, 0)::int AS "dayExcused"
    FROM (SELECT * FROM "Attendance" a ${where(parts)} ORDER BY a.date ${direction}, a."classId" ${direction}, a."studentId" ${direction} LIMIT ${limit} OFFSET ${offset}) a
      LEFT JOIN LATERAL (
        SELECT present, absent, late, excused FROM "AttendanceDaily" d WHERE d."classId" = a."classId" AND d.date = a.date LIMIT 1
      ) d ON TRUE
    ORDER BY a.date ${direction}, a."classId" ${direction}, a."studentId" ${direction}`;
}

/** How many records match, added up from the per class and day counters (cheap over millions of records). */
export const countRecordsSql = (actor: Actor, filters: RecordFilters) =>
  Prisma.sql`SELECT ${DAILY_SUMS} FROM "AttendanceDaily" a ${where(conditions(actor, filters, "a"))}`;

export async function countRecords(actor: Actor, filters: RecordFilters) {
  const [counts] = await sql(db).rows<AttendanceCounts>(countRecordsSql(actor, filters));
  return toAttendanceSummary(counts);
}

/**
 * Every record of the actor's schools the filters match, up to LIST_CAP, streamed: GET /admin/attendance
 * and /reports/attendance/all (newest first), the trends and a class's records (oldest first).
 */
export async function streamRecords(actor: Actor, filters: RecordFilters, order: "newest" | "oldest" = "newest") {
  return streamList<RecordRow>({
    total: countRecords(actor, filters).then((counts) => counts.total),
    batch: (last, limit) => sql(db).rows<RecordRow>(recordsSql(actor, filters, order, last, limit)),
    toJson: toRecordJson,
  });
}

/** One page of the newest-first list (our dashboard pages through it). */
export async function recordsPage(actor: Actor, filters: RecordFilters, page: number, limit: number) {
  const [rows, counts] = await Promise.all([
    sql(db).rows<RecordRow>(recordsSql(actor, filters, "newest", null, limit, (page - 1) * limit)),
    countRecords(actor, filters),
  ]);
  return { items: rows.map(toRecordJson), total: counts.total };
}
