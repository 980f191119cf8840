// Absence notices' bounds and statuses, shared by the API's schema (lib/notices/notices.schema.ts) and the
// screens, which import them without the schema (and so without zod in their bundle).
export const SEND_AFTER_MAX = 240;
export const MONTHLY_LIMIT_MAX = 100_000;
export const NOTICE_STATUSES = ["queued", "sent", "delivered", "failed", "cancelled", "held"] as const;
export type NoticeStatusName = (typeof NOTICE_STATUSES)[number];
