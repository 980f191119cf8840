// The outbox's writes, made inside the transaction of every attendance save (bulk, single, the plain
// form, offline replays, corrections): the marks and the notices they call for commit together or not
// at all, and replaying a save changes nothing (docs/design.md#notices).
import { env } from "@/lib/env";
import { sql, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AttendanceStatus } from "@/lib/constants";
import type { Locale } from "@/lib/i18n/locales";
import { minuteOfDay, outOfQuietHours } from "@/lib/notices/quiet-hours.shared";
import { addDays, dayIn } from "@/lib/days";
import { validTimeZone } from "@/lib/schools/school-time-zone";
import { MEDIUM_OF, optOutWay } from "@/lib/notices/channels";
import { noticeText, type NoticeKindName } from "@/lib/notices/notice-text";
import type { NoticeMedium } from "@/lib/notices/channel";

export interface SavedMark {
  studentId: string;
  status: AttendanceStatus;
}

/** Notices the dispatcher is sending at this moment are left to it (docs/design.md#notices). */
export const NOTICE_LEASE_SECONDS = 120;

/**
 * The month's messages handed to a provider, whatever its receipt said since (failed and undelivered
 * ones are billed too), and those being handed over now: a row sent inside another's message is not
 * one more (docs/design.md#notices): the condition on "Notice" for a school in its time zone.
 */
export const monthMessagesSql = (schoolId: string, timeZone: string) => Prisma.sql`
  "schoolId" = ${schoolId} AND "bundledIn" IS NULL AND (
    "sentAt" >= (date_trunc('month', now() AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})
    OR ("status" = 'queued' AND "reason" = 'sending'
      AND "claimedAt" >= now() - make_interval(secs => ${NOTICE_LEASE_SECONDS})))`;

interface Rule {
  statuses: AttendanceStatus[];
  sendAfterMinutes: number;
  quietFrom: number | null;
  quietTo: number | null;
  schoolName: string;
  senderName: string | null;
  timeZone: string;
}

interface Recipient {
  /** Which notice this guardian is a recipient of (the recipients' one read asks for both kinds). */
  kind: NoticeKindName;
  guardianId: string;
  studentId: string;
  studentName: string;
  phone: string;
  email: string | null;
  language: Locale;
}

interface Row {
  studentId: string;
  recipientKey: string;
  guardianId: string;
  kind: NoticeKindName;
  status: AttendanceStatus;
  to: string;
  text: string;
  dueAt: Date;
  attemptAt: Date;
  held: boolean;
}

function addressOf(recipient: Recipient, medium: NoticeMedium): string | null {
  return medium === "email" ? recipient.email : recipient.phone;
}

/**
 * The address as the outbox's one-per-day key holds it: a phone as stored (E.164, lib/schools/phone.schema.ts,
 * spaces taken out should an old row hold any), an e-mail in lower case. Two guardian rows with the same
 * number (a guardian removed and entered again, one parent of several students) are one key.
 */
export const recipientKeyOf = (to: string, medium: NoticeMedium) =>
  medium === "email" ? to.trim().toLowerCase() : to.replace(/[\s().-]/g, "");

/**
 * Whether an absence saved at `now` for `date` is news a family should hear: the school's today, or
 * the day before while the rule's delay after midnight has not run out (the register of the day that
 * just ended, saved late at night). An older day is the register's history: written, told to nobody
 * (docs/product-spec.md#notices: yesterday's absence told a week late helps nobody).
 */
export function isNewsDay(date: string, timeZone: string, sendAfterMinutes: number, now = new Date()): boolean {
  const today = dayIn(timeZone, now);
  if (date === today) return true;
  return date === addDays(today, -1) && minuteOfDay(now, timeZone) < sendAfterMinutes;
}

async function upsertNotices(tx: Tx, schoolId: string, date: string, medium: NoticeMedium, rows: Row[]) {
  if (rows.length === 0) return;
  const column = <K extends keyof Row>(key: K) => rows.map((row) => row[key]);
  // A repeat of the same save finds its row and changes nothing; a notice cancelled by a correction
  // comes back when the mark does; a queued one follows a change between statuses that both notify.
  await sql(tx).run`
    INSERT INTO "Notice" ("id", "schoolId", "studentId", "date", "guardianId", "recipientKey", "kind",
      "attendanceStatus", "channel", "to", "text", "status", "reason", "dueAt", "attemptAt", "updatedAt")
    SELECT gen_random_uuid()::text, ${schoolId}, r.student_id, ${date}::date, r.guardian_id, r.recipient_key,
      r.kind::"NoticeKind", r.status::"AttendanceStatus", ${medium}, r.recipient, r.body,
      CASE WHEN r.held THEN 'held' ELSE 'queued' END::"NoticeStatus",
      CASE WHEN r.held THEN 'quiet-hours' END, r.due_at, r.attempt_at, now()
    FROM unnest(${column("studentId")}::text[], ${column("guardianId")}::text[], ${column("recipientKey")}::text[],
      ${column("kind")}::text[], ${column("status")}::text[], ${column("to")}::text[], ${column("text")}::text[],
      ${column("dueAt")}::timestamp[], ${column("attemptAt")}::timestamp[], ${column("held")}::boolean[])
      AS r(student_id, guardian_id, recipient_key, kind, status, recipient, body, due_at, attempt_at, held)
    ORDER BY r.student_id, r.recipient_key
    -- The key is the address, not the guardian row: a guardian removed and entered again (a new id, the
    -- same phone) finds the notice already written, and one already sent is never written again.
    ON CONFLICT ("studentId", "date", "recipientKey", "kind") DO UPDATE SET
      "guardianId" = EXCLUDED."guardianId",
      "attendanceStatus" = EXCLUDED."attendanceStatus",
      "text" = EXCLUDED."text",
      "channel" = EXCLUDED."channel",
      "to" = EXCLUDED."to",
      "status" = CASE WHEN "Notice"."status" = 'cancelled' THEN EXCLUDED."status" ELSE "Notice"."status" END,
      "reason" = CASE WHEN "Notice"."status" = 'cancelled' THEN EXCLUDED."reason" ELSE "Notice"."reason" END,
      "dueAt" = CASE WHEN "Notice"."status" = 'cancelled' THEN EXCLUDED."dueAt" ELSE "Notice"."dueAt" END,
      "attemptAt" = CASE WHEN "Notice"."status" = 'cancelled' THEN EXCLUDED."attemptAt" ELSE "Notice"."attemptAt" END,
      "updatedAt" = now()
    WHERE "Notice"."status" = 'cancelled'
      OR ("Notice"."status" IN ('queued', 'held') AND ("Notice"."attendanceStatus" <> EXCLUDED."attendanceStatus"
        OR "Notice"."guardianId" IS DISTINCT FROM EXCLUDED."guardianId"))`;
}

/**
 * What a school's rule asks for after these marks were saved for `date`: for a status that notifies,
 * on a day that is news (`isNewsDay`), one absence notice per student and consenting guardian's
 * address, due after the school's delay (moved out of its quiet hours), and any queued correction
 * cancelled; for a status that does not, the absence notices not yet sent cancelled, and for those
 * already sent (or being sent now) a correction, due at once. Runs in the caller's transaction `tx`;
 * a school whose notices are off costs one read.
 */
export async function writeNotices(
  tx: Tx,
  schoolId: string,
  date: string,
  marks: SavedMark[],
  now = new Date(),
): Promise<void> {
  if (marks.length === 0) return;
  const studentIds = marks.map((mark) => mark.studentId);
  const statuses = marks.map((mark) => mark.status);
  // The rule, and with it (one round trip: every morning save runs this, docs/performance.md#peak) the
  // queued notices the marks make wrong: a status that notifies cancels a queued correction, one that
  // does not cancels the queued absence notice, unless a dispatcher holds it now.
  const [rule] = await sql(tx).rows<Rule>`
    WITH rule AS (
      SELECT r."statuses", r."sendAfterMinutes", r."quietFrom", r."quietTo", s."name" AS "schoolName",
        s."senderName", s."timeZone"
      FROM "NoticeRule" r JOIN "School" s ON s.id = r."schoolId"
      WHERE r."schoolId" = ${schoolId} AND r."enabled"
    ), cancelled AS (
      UPDATE "Notice" n SET "status" = 'cancelled', "reason" = 'corrected', "updatedAt" = now()
      FROM rule
      WHERE n."studentId" = ANY(${studentIds}::text[]) AND n."date" = ${date}::date
        AND n."kind" = (CASE WHEN (${statuses}::text[])[array_position(${studentIds}::text[], n."studentId")]::"AttendanceStatus" = ANY(rule."statuses")
          THEN 'correction' ELSE 'absence' END)::"NoticeKind"
        AND n."status" IN ('queued', 'held')
        AND (n."claimedAt" IS NULL OR n."claimedAt" < now() - make_interval(secs => ${NOTICE_LEASE_SECONDS}))
    )
    SELECT "statuses"::text[] AS "statuses", "sendAfterMinutes", "quietFrom", "quietTo", "schoolName", "senderName",
      "timeZone"
    FROM rule`;
  if (!rule) return;
  const medium = MEDIUM_OF[env.NOTICE_PROVIDER];
  const timeZone = validTimeZone(rule.timeZone);
  const quiet = rule.quietFrom !== null && rule.quietTo !== null ? { from: rule.quietFrom, to: rule.quietTo } : null;
  const notifies = new Set(rule.statuses);
  const told = marks.filter((mark) => notifies.has(mark.status));
  const untold = marks.filter((mark) => !notifies.has(mark.status));
  const statusOf = new Map(marks.map((mark) => [mark.studentId, mark.status]));

  const row = (recipient: Recipient, kind: NoticeKindName, delayMinutes: number): Row | null => {
    const to = addressOf(recipient, medium);
    if (!to) return null;
    const status = statusOf.get(recipient.studentId)!;
    const dueAt = new Date(now.getTime() + delayMinutes * 60_000);
    const attemptAt = outOfQuietHours(dueAt, quiet, timeZone);
    const facts = {
      schoolName: rule.senderName ?? rule.schoolName,
      studentNames: [recipient.studentName],
      date,
      status,
    };
    return {
      studentId: recipient.studentId,
      recipientKey: recipientKeyOf(to, medium),
      guardianId: recipient.guardianId,
      kind,
      status,
      to,
      text: noticeText(kind, recipient.language, facts, medium, optOutWay()).text,
      dueAt,
      attemptAt,
      held: attemptAt.getTime() > dueAt.getTime(),
    };
  };
  const rows: Row[] = [];
  const push = (next: Row | null) => {
    // One per student, day and address: a second guardian row with the same number adds nothing.
    if (
      next &&
      !rows.some((r) => r.studentId === next.studentId && r.recipientKey === next.recipientKey && r.kind === next.kind)
    ) {
      rows.push(next);
    }
  };

  // In one read: for a status that notifies, on a day that is news, its consenting guardians; for one that
  // does not, the families already told (or being told right now) of an absence, who hear it was a mistake.
  const toldIds = isNewsDay(date, timeZone, rule.sendAfterMinutes, now) ? told.map((mark) => mark.studentId) : [];
  const untoldIds = untold.map((mark) => mark.studentId);
  if (toldIds.length > 0 || untoldIds.length > 0) {
    const recipients = await sql(tx).rows<Recipient>`
      SELECT 'absence' AS "kind", g.id AS "guardianId", g."studentId", s."studentName", g."phone", g."email",
        g."language"::text AS "language", g."position"
      FROM "Guardian" g JOIN "Student" s ON s.id = g."studentId"
      WHERE g."studentId" = ANY(${toldIds}::text[]) AND g."consent"
      UNION ALL
      SELECT 'correction', g.id, g."studentId", s."studentName", g."phone", g."email", g."language"::text, g."position"
      FROM "Notice" n
      -- The guardian told, or whoever now has the number told (removed and entered again).
      JOIN "Guardian" g ON g."studentId" = n."studentId" AND g."consent"
        AND (g.id = n."guardianId" OR g."phone" = n."to" OR lower(g."email") = lower(n."to"))
      JOIN "Student" s ON s.id = n."studentId"
      WHERE n."studentId" = ANY(${untoldIds}::text[]) AND n."date" = ${date}::date AND n."kind" = 'absence'
        AND (n."status" IN ('sent', 'delivered') OR (n."status" = 'queued' AND n."claimedAt" IS NOT NULL))
      ORDER BY "studentId", "position"`;
    for (const recipient of recipients) {
      push(
        recipient.kind === "absence"
          ? row(recipient, "absence", rule.sendAfterMinutes)
          : row(recipient, "correction", 0),
      );
    }
  }

  await upsertNotices(tx, schoolId, date, medium, rows);
}
