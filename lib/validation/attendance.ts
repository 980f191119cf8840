import { z } from "zod";
import { ATTENDANCE_STATUSES } from "@/lib/constants";
import { id, isoDate } from "@/lib/validation/common";

export const MAX_BULK_RECORDS = 500;
const INVALID_REFS = "Invalid class or student data";

export const attendanceStatus = z.enum(ATTENDANCE_STATUSES, {
  error: "Status must be one of present, absent, late or excused",
});

/**
 * One record as clients send it. `remarks` is accepted but ignored (derived from the status), and
 * `schoolId` is taken from the class, never from the body.
 */
export const attendanceRecordSchema = z.object({
  studentId: id(INVALID_REFS),
  classId: id("No class selected for attendance"),
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

function describe(raw: unknown, index: number): string {
  const studentId =
    raw && typeof raw === "object" && "studentId" in raw ? (raw as { studentId: unknown }).studentId : undefined;
  return typeof studentId === "string" && studentId.length <= 64
    ? `Record ${index + 1} (student ${studentId})`
    : `Record ${index + 1}`;
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
        .array(z.unknown(), { error: "No students in this class. Add students first." })
        .min(1, "No students in this class. Add students first.")
        .max(MAX_BULK_RECORDS, `At most ${MAX_BULK_RECORDS} records per request`),
    }),
  )
  .transform(({ records }, ctx) => {
    const parsed: AttendanceRecordInput[] = [];
    const seen = new Set<string>();
    for (const [index, raw] of records.entries()) {
      const result = attendanceRecordSchema.safeParse(raw);
      if (!result.success) {
        ctx.addIssue({
          code: "custom",
          message: `${describe(raw, index)}: ${result.error.issues[0]?.message ?? "invalid"}`,
        });
        return z.NEVER;
      }
      const record = result.data;
      const first = parsed[0] ?? record;
      if (record.classId !== first.classId || record.date !== first.date) {
        ctx.addIssue({
          code: "custom",
          message: `${describe(raw, index)}: all records must be for the same class and date`,
        });
        return z.NEVER;
      }
      if (seen.has(record.studentId)) {
        ctx.addIssue({ code: "custom", message: `${describe(raw, index)}: this student appears more than once` });
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
export const classIdParams = z.object({ classId: id("Invalid class id") });

/** GET /api/attendance/missing: the day to check; without it, each school's own today. */
export const missingQuery = z.object({ date: isoDate().optional() });
