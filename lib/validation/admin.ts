import { z } from "zod";
import { id, isoDate, optionalId, onePage, optionalText, pagingNumber } from "@/lib/validation/common";
import { humanName } from "@/lib/validation/human-text";
import { classNames } from "@/lib/validation/classes";
import { DAY_MS } from "@/lib/days";

export const ADMIN_ATTENDANCE_PAGE_SIZE = 20;
export const MAX_TREND_DAYS = 366;

const optionalDate = (message: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), isoDate(message).optional());
const optionalClass = z.preprocess(
  (value) => (value === "" || value === "all" ? undefined : value),
  id("Invalid class id").optional(),
);

const dateRange = <T extends { startDate?: string; endDate?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.startDate > value.endDate) {
    ctx.addIssue({ code: "custom", message: "Start date must be on or before end date", path: ["endDate"] });
  }
};

export const adminAttendanceQuery = z
  .object({
    classId: optionalClass,
    startDate: optionalDate("Start date must be YYYY-MM-DD"),
    endDate: optionalDate("End date must be YYYY-MM-DD"),
    // Without `page` or `limit` every matching record is answered (up to LIST_CAP, streamed); with either, one page.
    page: pagingNumber("Page", 100_000).optional(),
    limit: pagingNumber("Limit", 100).optional(),
  })
  .superRefine(dateRange);
export type AdminAttendanceQuery = z.infer<typeof adminAttendanceQuery>;
export type AdminAttendancePage = AdminAttendanceQuery & { page: number; limit: number };
export const attendancePageOf = (query: AdminAttendanceQuery): AdminAttendancePage | null =>
  onePage(query, ADMIN_ATTENDANCE_PAGE_SIZE);

export const attendanceStatsQuery = z
  .object({
    classId: optionalClass,
    startDate: optionalDate("Start date must be YYYY-MM-DD"),
    endDate: optionalDate("End date must be YYYY-MM-DD"),
  })
  .superRefine(dateRange);
export type AttendanceStatsQuery = z.infer<typeof attendanceStatsQuery>;

/**
 * `view=records` (default): the records themselves, the list the original client reads; `view=roster`
 * (with `view=daily` for trends below): the shapes our dashboard draws.
 */
const view = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(values, { error: `View must be ${values.join(" or ")}` }).default(values[0]),
  );

export const classAttendanceQuery = z.object({
  date: optionalDate("Date must be YYYY-MM-DD"),
  view: view(["records", "roster"] as const),
});

/** Trends need both dates (docs/product-spec.md#admin-screen: they load only when both are set). */
export const attendanceTrendsQuery = z
  .object({
    startDate: optionalDate("Start date must be YYYY-MM-DD"),
    endDate: optionalDate("End date must be YYYY-MM-DD"),
    classId: optionalClass,
    view: view(["records", "daily"] as const),
  })
  .superRefine((value, ctx) => {
    if (!value.startDate || !value.endDate) {
      ctx.addIssue({ code: "custom", message: "Please select both a start date and an end date", path: ["startDate"] });
      return;
    }
    dateRange(value, ctx);
    const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / DAY_MS;
    if (days >= MAX_TREND_DAYS)
      ctx.addIssue({
        code: "custom",
        message: `The date range must be at most ${MAX_TREND_DAYS} days`,
        path: ["endDate"],
      });
  })
  .transform((value) => ({ ...value, startDate: value.startDate as string, endDate: value.endDate as string }));
export type AttendanceTrendsQuery = z.infer<typeof attendanceTrendsQuery>;

const REQUIRED = "Please fill in all required fields";

/** Admin dashboard 'Add Class' (docs/product-spec.md#validation): the three names required with one message, a school chosen. */
export const adminCreateClassSchema = z.object({
  ...classNames({ className: REQUIRED, subjectName: REQUIRED, classRoom: REQUIRED }),
  schoolId: id("Please select a school"),
  classCredit: optionalText(50),
});
export type AdminCreateClassInput = z.infer<typeof adminCreateClassSchema>;

/** Admin dashboard 'Add Student' (docs/product-spec.md#validation): name and class required, school optional. */
export const adminCreateStudentSchema = z.object({
  studentName: humanName({ field: "Student name", required: REQUIRED, max: 120 }),
  classId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).pipe(id("Invalid class id")),
  schoolId: optionalId("Invalid school id"),
});
export type AdminCreateStudentInput = z.infer<typeof adminCreateStudentSchema>;
