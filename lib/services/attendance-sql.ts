// The bulk upsert as one parameterised statement, shared by the service and by the benchmark's
// plain-`pg` baseline so both measure exactly the same SQL.
import { randomUUID } from "node:crypto";
import { ATTENDANCE_REMARKS, type AttendanceStatus } from "@/lib/constants";

// Timestamps are stored as UTC without a zone (Prisma's DateTime): printed as Date#toISOString does.
const ISO_UTC = `YYYY-MM-DD"T"HH24:MI:SS.MS"Z"`;

/**
 * One statement, so one implicit transaction: either every row is upserted or none is. Rows are
 * written only when the class ($7) is in the actor's ($6) schools (any school for an admin, $8) —
 * the scoping of lib/services/scope.ts, folded in to save a round trip — and every student belongs
 * to it. Inserting in student order keeps two concurrent saves of the same class from deadlocking;
 * ON CONFLICT on (studentId, date) makes a second save update rather than duplicate. The answer is
 * one row: how many were saved and the contract's JSON of them (toAttendanceJson's shape, in the
 * order sent), written by PostgreSQL so the app sends it on without parsing or re-serialising rows.
 */
export const BULK_UPSERT_SQL = `
WITH klass AS (
  SELECT c.id, c."schoolId" FROM "Class" c
  WHERE c.id = $7 AND ($8::boolean OR c."schoolId" IN (SELECT m."schoolId" FROM "SchoolMembership" m WHERE m."userId" = $6))
), input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS r(id, student_id, status, remarks, n)
), stranger AS (
  SELECT 1 FROM input i LEFT JOIN "Student" s ON s.id = i.student_id AND s."classId" = $7 WHERE s.id IS NULL LIMIT 1
), saved AS (
  INSERT INTO "Attendance" ("id", "studentId", "classId", "schoolId", "date", "status", "remarks", "recordedById", "createdAt", "updatedAt")
  SELECT i.id, i.student_id, k.id, k."schoolId", $5::date, i.status::"AttendanceStatus", i.remarks, $6, now(), now()
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
SELECT count(*)::int AS "count", coalesce(json_agg(json_build_object(
  '_id', a."id", 'studentId', a."studentId", 'classId', a."classId", 'schoolId', a."schoolId",
  'date', to_char(a."date", 'YYYY-MM-DD'), 'status', a."status", 'remarks', a."remarks", 'recordedBy', a."recordedById",
  'createdAt', to_char(a."createdAt", '${ISO_UTC}'), 'updatedAt', to_char(a."updatedAt", '${ISO_UTC}')
) ORDER BY i.n), '[]')::text AS "json"
FROM saved a JOIN input i ON i.student_id = a."studentId"`;

export interface BulkUpsertArgs {
  classId: string;
  date: string;
  /** The actor: scopes the class and is recorded as the author. */
  recordedById: string;
  isAdmin: boolean;
  entries: { studentId: string; status: AttendanceStatus }[];
}

/** Positional parameters for BULK_UPSERT_SQL; remarks always come from the status. */
export function bulkUpsertParams({ classId, date, recordedById, isAdmin, entries }: BulkUpsertArgs): unknown[] {
  return [
    entries.map(() => randomUUID()),
    entries.map((entry) => entry.studentId),
    entries.map((entry) => entry.status),
    entries.map((entry) => ATTENDANCE_REMARKS[entry.status]),
    date,
    recordedById,
    classId,
    isAdmin,
  ];
}
