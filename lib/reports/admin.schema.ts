import { z } from "zod";
import type { ProblemCode } from "@/lib/problems/codes";
import { id, isoDate, optionalId, onePage, optionalText, pagingNumber } from "@/lib/validation/common";
import { humanName } from "@/lib/validation/human-text";
import { classNames } from "@/lib/schools/classes.schema";
import { DAY_MS } from "@/lib/days";

export const ADMIN_ATTENDANCE_PAGE_SIZE = 20;
export const MAX_TREND_DAYS = 366;

const optionalDate = (message: ProblemCode) =>
  z.preprocess((value) => (value === "" ? undefined : value), isoDate(message).optional());
const optionalClass = z.preprocess(
  (value) => (value === "" || value === "all" ? undefined : value),
  id("class-id-invalid").optional(),
);

const dateRange = <T extends { startDate?: string; endDate?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.startDate > value.endDate) {
    ctx.addIssue({ code: "custom", message: "start-after-end", path: ["endDate"] });
  }
};

export const adminAttendanceQuery = z
  .object({
    classId: optionalClass,
    startDate: optionalDate("start-date-invalid"),
    endDate: optionalDate("end-date-invalid"),
    // Without `page` or `limit` every matching record is answered (up to LIST_CAP, streamed); with either, one page.
    page: pagingNumber("page", 100_000).optional(),
    limit: pagingNumber("limit", 100).optional(),
  })
  .superRefine(dateRange);
export type AdminAttendanceQuery = z.infer<typeof adminAttendanceQuery>;
export type AdminAttendancePage = AdminAttendanceQuery & { page: number; limit: number };
export const attendancePageOf = (query: AdminAttendanceQuery): AdminAttendancePage | null =>
  onePage(query, ADMIN_ATTENDANCE_PAGE_SIZE);

export const attendanceStatsQuery = z
  .object({
    classId: optionalClass,
    startDate: optionalDate("start-date-invalid"),
    endDate: optionalDate("end-date-invalid"),
  })
  .superRefine(dateRange);
export type AttendanceStatsQuery = z.infer<typeof attendanceStatsQuery>;

/**
 * `view=records` (default): the records themselves, the list the original client reads; `view=roster`
 * (with `view=daily` for trends below): the shapes our dashboard draws.
 */
const view = <T extends readonly [string, ...string[]]>(values: T, error: ProblemCode) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error }).default(values[0]));

export const classAttendanceQuery = z.object({
  date: optionalDate("date-invalid"),
  view: view(["records", "roster"] as const, "view-roster-invalid"),
});

/** Trends need both dates (docs/product-spec.md#admin-screen: they load only when both are set). */
export const attendanceTrendsQuery = z
  .object({
    startDate: optionalDate("start-date-invalid"),
    endDate: optionalDate("end-date-invalid"),
    classId: optionalClass,
    view: view(["records", "daily"] as const, "view-daily-invalid"),
  })
  .superRefine((value, ctx) => {
    if (!value.startDate || !value.endDate) {
      ctx.addIssue({ code: "custom", message: "select-date-range", path: ["startDate"] });
      return;
    }
    dateRange(value, ctx);
    const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / DAY_MS;
    if (days >= MAX_TREND_DAYS)
      ctx.addIssue({
        code: "custom",
        message: "date-range-too-long",
        params: { max: MAX_TREND_DAYS },
        path: ["endDate"],
      });
  })
  .transform((value) => ({ ...value, startDate: value.startDate as string, endDate: value.endDate as string }));
export type AttendanceTrendsQuery = z.infer<typeof attendanceTrendsQuery>;

const REQUIRED = "fill-required";

/** Admin dashboard 'Add Class' (docs/product-spec.md#validation): the three names required with one message, a school chosen. */
export const adminCreateClassSchema = z.object({
  ...classNames({ className: REQUIRED, subjectName: REQUIRED, classRoom: REQUIRED }),
  schoolId: id("select-school"),
  classCredit: optionalText(50),
});
export type AdminCreateClassInput = z.infer<typeof adminCreateClassSchema>;

/** Admin dashboard 'Add Student' (docs/product-spec.md#validation): name and class required, school optional. */
export const adminCreateStudentSchema = z.object({
  studentName: humanName({ field: "studentName", required: REQUIRED, max: 120 }),
  classId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(id("class-id-invalid")),
  schoolId: optionalId("school-id-invalid"),
});
export type AdminCreateStudentInput = z.infer<typeof adminCreateStudentSchema>;
