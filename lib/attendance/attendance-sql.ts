// The bulk save as one statement, shared by the service and by the benchmark's plain-`pg` baseline
// (a Prisma.Sql carries the `text` and `values` that `pool.query` takes), so both run exactly the
// same SQL.
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/permissions";
import { ATTENDANCE_REMARKS, type AttendanceStatus } from "@/lib/constants";
import { Prisma } from "@/lib/generated/prisma/client";
import { attendanceJsonSql } from "@/lib/schools/contract-json";
import { classOfRefSql, inSchoolsOfSql } from "@/lib/auth/scope";

export interface BulkUpsert {
  classId: string;
  date: string;
  entries: { studentId: string; status: AttendanceStatus }[];
}

/**
 * One statement, so one round trip: either every row is upserted or none is. `classId` is a class's id
 * or a subject's taught in it (lib/auth/scope.ts#requireClass): the register is the class's either way. Rows are written only when the class is in the actor's scope (inSchoolsOfSql, the same
 * rule as every other query, folded in rather than checked first) and every student belongs to it.
 * Inserting in student order keeps two concurrent saves of the same class from deadlocking; ON
 * CONFLICT on (studentId, date) makes a second save update rather than duplicate. The actor is
 * recorded as the author; remarks always come from the status. The answer is one row: how many were
 * saved and the contract's JSON of them (attendanceJsonSql, in the order sent), written by PostgreSQL
 * so the app sends it on without parsing or re-serialising rows, and the class's school (for the
 * notices the save calls for, lib/notices/outbox.ts).
 *
 * `noticesOn` says whether the school tells families of an absence: the caller then writes the notices
 * in the same transaction (lib/attendance/attendance.ts). Read in the statement's own snapshot, the rule
 * and the rows agree: a rule switched on meanwhile applies to the saves after it.
 */
export function bulkUpsertSql(actor: Pick<Actor, "id" | "role">, { classId, date, entries }: BulkUpsert): Prisma.Sql {
  const ids = entries.map(() => randomUUID());
  const studentIds = entries.map((entry) => entry.studentId);
  const statuses = entries.map((entry) => entry.status);
  const remarks = entries.map((entry) => ATTENDANCE_REMARKS[entry.status]);
  return Prisma.sql`
WITH klass AS (
  SELECT c.id, c."schoolId" FROM "Class" c
  WHERE c.id = ${classOfRefSql(classId)}
    AND ${inSchoolsOfSql(actor, Prisma.sql`c."schoolId"`)}
), notices AS (
  SELECT EXISTS (
    SELECT 1 FROM "NoticeRule" r JOIN klass k ON r."schoolId" = k."schoolId" WHERE r."enabled"
  ) AS "on"
), input AS (
  SELECT * FROM unnest(${ids}::text[], ${studentIds}::text[], ${statuses}::text[], ${remarks}::text[])
    WITH ORDINALITY AS r(id, student_id, status, remarks, n)
), stranger AS (
  SELECT 1 FROM input i LEFT JOIN "Student" s ON s.id = i.student_id AND s."classId" IN (SELECT id FROM klass)
  WHERE s.id IS NULL LIMIT 1
), saved AS (
  INSERT INTO "Attendance" ("id", "studentId", "classId", "schoolId", "date", "status", "remarks", "recordedById", "createdAt", "updatedAt")
  SELECT i.id, i.student_id, k.id, k."schoolId", ${date}::date, i.status::"AttendanceStatus", i.remarks, ${actor.id}, now(), now()
  FROM input i CROSS JOIN klass k
  WHERE NOT EXISTS (SELECT 1 FROM stranger)
  ORDER BY i.student_id
  ON CONFLICT ("studentId", "date") DO UPDATE SET
    "status" = EXCLUDED."status",
    "remarks" = EXCLUDED."remarks",
    "classId" = EXCLUDED."classId",
    "schoolId" = EXCLUDED."schoolId",
    "recordedById" = EXCLUDED."recordedById",
    "updatedAt" = now()
  RETURNING *
)
SELECT count(*)::int AS "count", coalesce(json_agg(${attendanceJsonSql(Prisma.sql`a`)} ORDER BY i.n), '[]')::text AS "json",
  (SELECT k."schoolId" FROM klass k) AS "schoolId", (SELECT "on" FROM notices) AS "noticesOn"
FROM saved a JOIN input i ON i.student_id = a."studentId"`;
}
