import { z } from "zod";
import type { ProblemCode } from "@/lib/problems/codes";
import { MIN_STUDENTS } from "@/lib/constants";
import { id, plainNumber, queryInteger } from "@/lib/validation/common";
import { DAY_MS, fromIsoDay, isRealIsoDay, todayIso } from "@/lib/days";
import {
  LESSON_REPORT_MESSAGES,
  COMMENTER_ROLES,
  MAX_STORY_LENGTH,
  MAX_STUDENTS,
  OBSERVATION_MESSAGES,
} from "@/lib/lesson-reports/lesson-report-messages.schema";

// Zod-free pieces live in lesson-report-messages.ts so the form can use them without loading zod.
export {
  LESSON_REPORT_MESSAGES,
  MAX_STORY_LENGTH,
  MAX_STUDENTS,
  OBSERVATION_MESSAGES,
} from "@/lib/lesson-reports/lesson-report-messages.schema";

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const numeric = (value: unknown) => plainNumber(emptyToUndefined(value));

const pick = (message: ProblemCode) => z.string({ error: message }).trim().min(1, message).max(100, message);

const story = (field: "success-story" | "challenge") =>
  z
    .string({ error: `${field}-not-text` })
    .trim()
    .max(MAX_STORY_LENGTH, `${field}-too-long`)
    .optional()
    .transform((value) => value ?? "");

/** A finite number in [min, max], or absent (the browser reports null for what it does not know). */
const optionalReading = (field: string, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.unknown().transform((value, ctx): number | undefined => {
      if (value === undefined) return undefined;
      if (typeof value !== "number" || !Number.isFinite(value)) {
        ctx.addIssue({ code: "custom", message: "reading-not-number", params: { field } });
        return z.NEVER;
      }
      if (value < min || value > max) {
        ctx.addIssue({ code: "custom", message: "reading-out-of-range", params: { field, min, max } });
        return z.NEVER;
      }
      return value;
    }),
  );

export const latitudeSchema = (message: ProblemCode = LESSON_REPORT_MESSAGES.gps) =>
  z.number({ error: message }).min(-90, "latitude-out-of-range").max(90, "latitude-out-of-range");
export const longitudeSchema = (message: ProblemCode = LESSON_REPORT_MESSAGES.gps) =>
  z.number({ error: message }).min(-180, "longitude-out-of-range").max(180, "longitude-out-of-range");

const addressPart = z.preprocess(
  emptyToUndefined,
  z.string({ error: "address-not-text" }).trim().max(300, "address-too-long").optional(),
);

/** When the browser captured the position: epoch milliseconds or an ISO timestamp, not after tomorrow. */
const capturedAt = z.preprocess(
  emptyToUndefined,
  z
    .union([z.number(), z.string().max(40)], { error: "gps-timestamp-invalid" })
    .transform((value, ctx) => {
      const date = new Date(value);
      if (
        Number.isNaN(date.getTime()) ||
        date.getTime() < Date.UTC(2000, 0, 1) ||
        date.getTime() > Date.now() + DAY_MS
      ) {
        ctx.addIssue({ code: "custom", message: "gps-timestamp-invalid" });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
);

/** `_gpsLocation` as the browser sends it (docs/product-spec.md#entities). Latitude 0 is a real place: never test truthiness. */
export const gpsLocationSchema = z.object(
  {
    latitude: z.preprocess(numeric, latitudeSchema()),
    longitude: z.preprocess(numeric, longitudeSchema()),
    accuracy: optionalReading("accuracy", 0, 1_000_000),
    altitude: optionalReading("altitude", -1_000, 100_000),
    altitudeAccuracy: optionalReading("altitudeAccuracy", 0, 1_000_000),
    heading: optionalReading("heading", 0, 360),
    speed: optionalReading("speed", 0, 10_000),
    timestamp: capturedAt,
    address: addressPart,
    city: addressPart,
    state: addressPart,
    country: addressPart,
    type: z.literal("gps", { error: "gps-type-invalid" }).optional(),
  },
  { error: LESSON_REPORT_MESSAGES.gps },
);
export type GpsLocationInput = z.input<typeof gpsLocationSchema>;

/**
 * The report's date: `YYYY-MM-DD` (or an ISO timestamp, whose day is kept); absent, the service takes
 * the school's today.
 * "Not in the future" allows one day past UTC today: a teacher east of UTC is already in tomorrow.
 */
const reportDate = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: "report-date-invalid" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, "report-date-invalid")
    .transform((value, ctx) => {
      const day = value.slice(0, 10);
      const date = fromIsoDay(day);
      if (!isRealIsoDay(day) || date.getUTCFullYear() < 2000) {
        ctx.addIssue({ code: "custom", message: "report-date-invalid" });
        return z.NEVER;
      }
      const todayUtc = fromIsoDay(todayIso()).getTime();
      if (date.getTime() > todayUtc + DAY_MS) {
        ctx.addIssue({ code: "custom", message: "date-future" });
        return z.NEVER;
      }
      return day;
    })
    // Left out: the school's today, which only the service knows (lib/lesson-reports/lesson-reports.ts).
    .optional(),
);

/** A mentor's required text: trimmed, with the client's message when missing or blank. */
const observation = (message: ProblemCode) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_STORY_LENGTH, "text-too-long");

const where = {
  schoolId: z.preprocess(emptyToUndefined, id(LESSON_REPORT_MESSAGES.school)),
  className: pick(LESSON_REPORT_MESSAGES.className),
  subjectName: pick(LESSON_REPORT_MESSAGES.subject),
  numberOfStudents: z.preprocess(
    numeric,
    z
      .number({ error: LESSON_REPORT_MESSAGES.students })
      .int("students-not-integer")
      .min(MIN_STUDENTS, LESSON_REPORT_MESSAGES.students)
      .max(MAX_STUDENTS, "students-too-many"),
  ),
};

/** POST /api/comments, and the /comment form before it sends (same messages, same order). */
export const createDailyReportSchema = z.object({
  ...where,
  _gpsLocation: gpsLocationSchema,
  successStory: story("success-story"),
  challenge: story("challenge"),
  date: reportDate,
});
export type CreateDailyReportInput = z.input<typeof createDailyReportSchema>;
/** What the form holds: the location may be missing (the schema then answers the spec's GPS message). */
export type DailyReportFormValues = Omit<CreateDailyReportInput, "_gpsLocation"> & { _gpsLocation?: GpsLocationInput };
export type CreateDailyReport = z.output<typeof createDailyReportSchema>;

/**
 * POST /api/comments/mentor, and the mentor's /comment form: a lesson observation (model lesson and
 * lesson observation required, success story and challenge optional) with the same school, class,
 * subject and GPS checks as a teacher's report, in the original client's order.
 */
export const createObservationSchema = z.object({
  ...where,
  modelLesson: observation(OBSERVATION_MESSAGES.modelLesson),
  lessonObservation: observation(OBSERVATION_MESSAGES.lessonObservation),
  _gpsLocation: gpsLocationSchema,
  successStory: story("success-story"),
  challenge: story("challenge"),
  date: reportDate,
});
export type CreateObservationInput = z.input<typeof createObservationSchema>;
export type ObservationFormValues = Omit<CreateObservationInput, "_gpsLocation"> & {
  _gpsLocation?: GpsLocationInput;
};
export type CreateObservation = z.output<typeof createObservationSchema>;

export const schoolParams = z.object({ schoolId: id("school-id-unknown") });

/** GET /api/geocode: coordinates in range (latitude 0 and longitude 0 are valid). */
export const geocodeQuery = z.object({
  latitude: z.preprocess(numeric, latitudeSchema("latitude-required")),
  longitude: z.preprocess(numeric, longitudeSchema("longitude-required")),
});

/** GET /api/comments/admin/all: optional class and role filters and newest-n limit (else every report, streamed). */
export const listLessonReportsQuery = z.object({
  classId: id("class-id-invalid").optional(),
  commenterRole: z.preprocess(
    (value) => (value === "" || value === "all" ? undefined : value),
    z.enum(COMMENTER_ROLES, { error: "commenter-role-invalid" }).optional(),
  ),
  limit: queryInteger("limit", {
    min: 1,
    max: 1000,
    tooSmall: "comments-limit-invalid",
    tooLarge: "comments-limit-invalid",
  }).optional(),
});
