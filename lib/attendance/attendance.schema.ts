import { z } from "zod";
import { ATTENDANCE_STATUSES } from "@/lib/constants";
import { id, isoDate } from "@/lib/validation/common";
import { problemOfIssue } from "@/lib/validation/issue-problem";

export const MAX_BULK_RECORDS = 500;
const INVALID_REFS = "class-or-student-invalid";

export const attendanceStatus = z.enum(ATTENDANCE_STATUSES, {
  error: "attendance-status-invalid",
});

/**
 * One record as clients send it. `remarks` is accepted but ignored (derived from the status), and
 * `schoolId` is taken from the class, never from the body.
 */
export const attendanceRecordSchema = z.object({
  studentId: id(INVALID_REFS),
  classId: id("attendance-class-missing"),
  schoolId: z.unknown().optional(),
  date: isoDate(),
  status: attendanceStatus,
  remarks: z.unknown().optional(),
});
export type AttendanceRecordInput = z.infer<typeof attendanceRecordSchema>;

/** POST /api/attendance: the class may be omitted (it is the student's class). */
export const saveAttendanceSchema = attendanceRecordSchema.extend({ classId: id(INVALID_REFS).optional() });
export type SaveAttendanceInput = z.infer<typeof saveAttendanceSchema>;

export const updateAttendanceSchema = z.object({ status: attendanceStatus, remarks: z.unknown().optional() });
export type UpdateAttendanceInput = z.infer<typeof updateAttendanceSchema>;

/** Which record a refusal names: its place, and its student when the id is one that can be shown. */
function describe(raw: unknown, index: number) {
  const studentId =
    raw && typeof raw === "object" && "studentId" in raw ? (raw as { studentId: unknown }).studentId : undefined;
  return typeof studentId === "string" && studentId.length <= 64
    ? { record: index + 1, hasStudent: "yes", student: studentId }
    : { record: index + 1, hasStudent: "no", student: "" };
}

const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const STATUSES: readonly unknown[] = ATTENDANCE_STATUSES;

/**
 * What attendanceRecordSchema would make of `raw`, found without it when that is certain: `raw` names
 * the same class and date strings as the first record (already validated), a studentId that needs no
 * trimming and passes id(), and a known status. Anything else (null) goes through the schema, which
 * also words the message. A class of 60 costs 60 schema runs otherwise, a large part of the route's
 * CPU (docs/performance.md#api-overhead).
 */
function sameAsFirst(raw: unknown, firstRaw: unknown, first: AttendanceRecordInput): AttendanceRecordInput | null {
  if (typeof raw !== "object" || raw === null || typeof firstRaw !== "object" || firstRaw === null) return null;
  const record = raw as Record<string, unknown>;
  const model = firstRaw as Record<string, unknown>;
  const { studentId, status } = record;
  if (typeof record.classId !== "string" || record.classId !== model.classId) return null;
  if (typeof record.date !== "string" || record.date !== model.date) return null;
  if (typeof studentId !== "string" || !PLAIN_ID.test(studentId) || !STATUSES.includes(status)) return null;
  return {
    studentId,
    classId: first.classId,
    ...("schoolId" in record && { schoolId: record.schoolId }),
    date: first.date,
    status: status as AttendanceRecordInput["status"],
    ...("remarks" in record && { remarks: record.remarks }),
  };
}

/**
 * POST /api/attendance/bulk: `{ records: [...] }` (a bare array is accepted too), all for one class
 * and one date. The first bad record rejects the whole request, named in the message.
 */
export const bulkAttendanceSchema = z
  .preprocess(
    (value) => (Array.isArray(value) ? { records: value } : value),
    z.object({
      records: z
        .array(z.unknown(), { error: "attendance-no-students" })
        .min(1, "attendance-no-students")
        .max(MAX_BULK_RECORDS, "attendance-too-many-records"),
    }),
  )
  .transform(({ records }, ctx) => {
    const parsed: AttendanceRecordInput[] = [];
    const seen = new Set<string>();
    for (const [index, raw] of records.entries()) {
      const known = index > 0 ? sameAsFirst(raw, records[0], parsed[0]) : null;
      const result = known ? { success: true as const, data: known } : attendanceRecordSchema.safeParse(raw);
      if (!result.success) {
        const inner = result.error.issues[0];
        ctx.addIssue({
          code: "custom",
          message: "bulk-record-invalid",
          params: {
            ...problemOfIssue(inner)?.params,
            ...describe(raw, index),
            reason: inner?.message ?? "invalid-input",
          },
        });
        return z.NEVER;
      }
      const record = result.data;
      const first = parsed[0] ?? record;
      if (record.classId !== first.classId || record.date !== first.date) {
        ctx.addIssue({ code: "custom", message: "bulk-record-mixed", params: describe(raw, index) });
        return z.NEVER;
      }
      if (seen.has(record.studentId)) {
        ctx.addIssue({ code: "custom", message: "bulk-record-duplicate", params: describe(raw, index) });
        return z.NEVER;
      }
      seen.add(record.studentId);
      parsed.push(record);
    }
    return {
      classId: parsed[0].classId,
      date: parsed[0].date,
      entries: parsed.map((r) => ({ studentId: r.studentId, status: r.status })),
    };
  });
export type BulkAttendanceInput = z.infer<typeof bulkAttendanceSchema>;

export const classAttendanceQuery = z.object({ date: isoDate().optional() });
export const overviewQuery = z.object({ date: isoDate() });
export const classIdParams = z.object({ classId: id("class-id-invalid") });

/** GET /api/attendance/missing: the day to check; without it, each school's own today. */
export const missingQuery = z.object({ date: isoDate().optional() });
