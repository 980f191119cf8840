import { db, inTransaction, sql, type DbClient, type Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { notFound, problem } from "@/lib/problems/api-error";
import { ATTENDANCE_REMARKS } from "@/lib/constants";
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { inSchoolsOf, requireClass, requireStudent } from "@/lib/auth/scope";
import { toAttendanceJson } from "@/lib/schools/contract-json";
import { Payload } from "@/lib/platform/payload";
import { dayIn, fromIsoDay, toIsoDay } from "@/lib/days";
import { bulkUpsertSql } from "@/lib/attendance/attendance-sql";
import { assertNotFutureDay, timeZoneOfClass } from "@/lib/attendance/attendance-date";
import { schoolTimeZone } from "@/lib/schools/school-time-zone";
import { writeNotices } from "@/lib/notices/outbox";
import type {
  BulkAttendanceInput,
  SaveAttendanceInput,
  UpdateAttendanceInput,
} from "@/lib/attendance/attendance.schema";

interface BulkSaved {
  count: number;
  json: string;
  schoolId: string | null;
  noticesOn: boolean;
}

/**
 * Saves a whole class for one date in one statement: every student must be in the class and the class
 * in one of the actor's schools; otherwise nothing is written and the message names the first
 * stranger. The marks and the notices they call for commit together (docs/design.md#notices), in the
 * caller's transaction `client` (an Idempotency-Key's, which stores the answer with them) or in one of
 * their own: every caller, with a key or without, takes this one path.
 */
export async function saveAttendanceBulk(actor: Actor, input: BulkAttendanceInput, client: DbClient = db) {
  await assertNotFutureDay(input.date, timeZoneOfClass(input.classId, client));
  const saved = await inTransaction(client, (tx) => saveClass(tx, actor, input));
  // PostgreSQL wrote the answer's JSON (attendance-sql.ts): sent on as it is, never parsed here.
  if (saved.count === input.entries.length) return new Payload(saved.json, { type: "application/json" });
  // Nothing was written. Only on this path: say why (another's class is 404), naming the record.
  const klass = await requireClass(actor, input.classId, client);
  const members = await client.student.findMany({
    where: { id: { in: input.entries.map((entry) => entry.studentId) }, classId: klass.id },
    select: { id: true },
  });
  const known = new Set(members.map((member) => member.id));
  const index = input.entries.findIndex((entry) => !known.has(entry.studentId));
  const bad = input.entries[Math.max(index, 0)];
  throw problem("student-not-in-class", { record: index + 1, student: bad.studentId, className: klass.className });
}

/** The class's upsert, once, then the notices it calls for when the school tells families. */
async function saveClass(tx: Tx, actor: Actor, input: BulkAttendanceInput): Promise<BulkSaved> {
  const [saved] = await sql(tx).rows<BulkSaved>(bulkUpsertSql(actor, input));
  if (saved.noticesOn && saved.count === input.entries.length && saved.schoolId) {
    await writeNotices(tx, saved.schoolId, input.date, input.entries);
  }
  return saved;
}

/** One student's status for one date: created, or updated when the student already has a record. */
export async function saveAttendance(actor: Actor, input: SaveAttendanceInput, client: DbClient = db) {
  const student = await requireStudent(actor, input.studentId, client);
  if (input.classId && input.classId !== student.classId) {
    // A subject taught in the student's class names that class too (lib/auth/scope.ts#requireClass).
    const klass = await requireClass(actor, input.classId, client).catch(() => null);
    if (klass?.id !== student.classId) throw problem("class-or-student-invalid");
  }
  await assertNotFutureDay(input.date, () => schoolTimeZone(student.schoolId, client));
  const date = fromIsoDay(input.date);
  const fields = {
    status: input.status,
    remarks: ATTENDANCE_REMARKS[input.status],
    classId: student.classId,
    schoolId: student.schoolId,
    recordedById: actor.id,
  };
  const record = await inTransaction(client, async (tx) => {
    const saved = await tx.attendance.upsert({
      where: { studentId_date: { studentId: student.id, date } },
      create: { studentId: student.id, date, ...fields },
      update: fields,
    });
    await writeNotices(tx, student.schoolId, input.date, [{ studentId: student.id, status: input.status }]);
    return saved;
  });
  return toAttendanceJson(record);
}

/** Changes the status (and so the remarks) of one record in the actor's schools. */
export async function updateAttendance(actor: Actor, id: string, input: UpdateAttendanceInput) {
  const existing = await db.attendance.findFirst({ where: { id, ...inSchoolsOf(actor) }, select: { id: true } });
  if (!existing) throw notFound("attendance-not-found");
  const record = await db.$transaction(async (tx) => {
    const saved = await tx.attendance.update({
      where: { id: existing.id },
      data: { status: input.status, remarks: ATTENDANCE_REMARKS[input.status], recordedById: actor.id },
    });
    await writeNotices(tx, saved.schoolId, toIsoDay(saved.date), [
      { studentId: saved.studentId, status: saved.status },
    ]);
    return saved;
  });
  return toAttendanceJson(record);
}

/** The class's records for one date (or every date, newest first). */
export async function listClassAttendance(actor: Actor, classId: string, date?: string) {
  const klass = await requireClass(actor, classId);
  const records = await db.attendance.findMany({
    where: { classId: klass.id, ...(date ? { date: fromIsoDay(date) } : {}) },
    orderBy: [{ date: "desc" }, { studentId: "asc" }],
  });
  return records.map(toAttendanceJson);
}

export interface DaySummary {
  totalStudents: number;
  total: number;
  present: number;
  absent: number;
  late: number;
  excused: number;
  /** Students with no record for the date: neither absent nor in the rate (docs/product-spec.md#constants). */
  unmarked: number;
  recorded: number;
  attendanceRate: number;
}

/**
 * Counts for one date over the class's current students. The rate counts recorded statuses only
 * (lib/attendance/attendance-rate.shared.ts): students not marked yet do not lower it.
 */
/** A class's counts for one date, as the summary's SQL reads them. */
interface DayCounts {
  total: number;
  present: number;
  absent: number;
  late: number;
  excused: number;
  recorded: number;
}

export function daySummary(counts: DayCounts): DaySummary {
  const unmarked = Math.max(counts.total - counts.recorded, 0);
  return {
    totalStudents: counts.total,
    total: counts.total,
    present: counts.present,
    absent: counts.absent,
    late: counts.late,
    excused: counts.excused,
    unmarked,
    recorded: counts.recorded,
    attendanceRate: attendanceRate(counts),
  };
}

/** `{ totalStudents, present, absent, late, excused, attendanceRate }` for one class and date, counted in SQL. */
export async function getClassAttendanceSummary(actor: Actor, classId: string, day?: string) {
  const klass = await requireClass(actor, classId);
  // Without a date, the school's today, not the server's UTC day.
  const date = day ?? dayIn(await schoolTimeZone(klass.schoolId));
  const [row] = await sql(db).rows<DayCounts>`
    SELECT
      (SELECT count(*)::int FROM "Student" WHERE "classId" = ${klass.id}) AS total,
      count(a.id) FILTER (WHERE a.status = 'present')::int AS present,
      count(a.id) FILTER (WHERE a.status = 'absent')::int AS absent,
      count(a.id) FILTER (WHERE a.status = 'late')::int AS late,
      count(a.id) FILTER (WHERE a.status = 'excused')::int AS excused,
      count(a.id)::int AS recorded
    FROM "Attendance" a
    JOIN "Student" s ON s.id = a."studentId" AND s."classId" = ${klass.id}
    WHERE a.date = ${date}::date`;
  return { classId: klass.id, className: klass.className, date, ...daySummary(row) };
}
