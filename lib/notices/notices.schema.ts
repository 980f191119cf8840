// Absence notices: a school's rule (GET/PUT /api/schools/{id}/notices), the notices list's filters,
// and the providers a receipt may come from. Shared by the rules form and the routes.
import { z } from "zod";
import { id, isoDate } from "@/lib/validation/common";
import {
  MONTHLY_LIMIT_MAX,
  NOTICE_STATUSES,
  SEND_AFTER_MAX,
  type NoticeStatusName,
} from "@/lib/notices/notice-constants.shared";

export const NOTICE_MESSAGES = {
  statuses: "notice-statuses-invalid",
  delay: "notice-delay-invalid",
  clock: "notice-quiet-hours-format",
  sameClock: "notice-quiet-hours-same",
  limit: "notice-monthly-limit-invalid",
  enabled: "notice-enabled-invalid",
} as const;

export { SEND_AFTER_MAX, MONTHLY_LIMIT_MAX, NOTICE_STATUSES, type NoticeStatusName };
export const RECEIPT_PROVIDERS = ["africastalking", "twilio"] as const;

const clock = z.string({ error: NOTICE_MESSAGES.clock }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTICE_MESSAGES.clock);

export const quietHoursSchema = z
  .strictObject({ from: clock, to: clock }, { error: NOTICE_MESSAGES.clock })
  .refine((hours) => hours.from !== hours.to, NOTICE_MESSAGES.sameClock);

export const noticeRuleBody = z.strictObject(
  {
    enabled: z.boolean({ error: NOTICE_MESSAGES.enabled }),
    statuses: z.union([z.tuple([z.literal("absent")]), z.tuple([z.literal("absent"), z.literal("late")])], {
      error: NOTICE_MESSAGES.statuses,
    }),
    sendAfterMinutes: z
      .number({ error: NOTICE_MESSAGES.delay })
      .int(NOTICE_MESSAGES.delay)
      .min(0, NOTICE_MESSAGES.delay)
      .max(SEND_AFTER_MAX, NOTICE_MESSAGES.delay),
    quietHours: quietHoursSchema.nullable(),
    monthlyLimit: z
      .number({ error: NOTICE_MESSAGES.limit })
      .int(NOTICE_MESSAGES.limit)
      .min(0, NOTICE_MESSAGES.limit)
      .max(MONTHLY_LIMIT_MAX, NOTICE_MESSAGES.limit),
  },
  { error: "notice-rule-invalid" },
);
export type NoticeRuleInput = z.infer<typeof noticeRuleBody>;

export const noticesQuery = z.object({
  date: isoDate(),
  schoolId: id("school-id-invalid"),
  status: z.enum(NOTICE_STATUSES, { error: "notice-status-filter-invalid" }).optional(),
  classId: id("class-id-invalid").optional(),
});
export type NoticesQuery = z.infer<typeof noticesQuery>;

export const receiptParams = z.object({
  provider: z.enum(RECEIPT_PROVIDERS, { error: "receipt-provider-unknown" }),
});
