// GET/PUT /api/schools/{id}/notices: a school's rule, and how many notices it sent this month.
import { db, sql } from "@/lib/db";
import { env } from "@/lib/env";
import type { Actor } from "@/lib/auth/permissions";
import { fromClock, toClock } from "@/lib/notices/quiet-hours.shared";
import { requireSchool } from "@/lib/auth/scope";
import { validTimeZone } from "@/lib/schools/school-time-zone";
import { dayIn } from "@/lib/days";
import { monthMessagesSql } from "@/lib/notices/outbox";
import type { NoticeRuleInput } from "@/lib/notices/notices.schema";

/** Quiet hours of a school that never set its rule: 20:00 to 06:30 on its clock (nobody texted at night). */
export const DEFAULT_QUIET_HOURS = { from: 20 * 60, to: 6 * 60 + 30 };

/** What a school without a row has: off, absences only, an hour's delay, quiet 20:00–06:30. */
const DEFAULT_RULE = {
  enabled: false,
  statuses: ["absent"],
  sendAfterMinutes: 60,
  quietFrom: DEFAULT_QUIET_HOURS.from,
  quietTo: DEFAULT_QUIET_HOURS.to,
  monthlyLimit: 1000,
};

export interface NoticeRuleJson {
  schoolId: string;
  enabled: boolean;
  statuses: string[];
  sendAfterMinutes: number;
  quietHours: { from: string; to: string } | null;
  monthlyLimit: number;
  /**
   * Messages handed to the provider this calendar month on the school's clock, whatever their receipt
   * said (undelivered ones are billed too); a phone's message about several students counts once.
   */
  sentThisMonth: number;
  /** NOTICE_PROVIDER: with `log`, nothing leaves the server (the screens say so). */
  provider: string;
  /** The school's today (YYYY-MM-DD): absences of an older day are written and told to nobody. */
  today: string;
}

async function sentThisMonth(schoolId: string, timeZone: string): Promise<number> {
  const [row] = await sql(db).rows<{ n: number }>`
    SELECT count(*)::int AS n FROM "Notice" WHERE ${monthMessagesSql(schoolId, timeZone)}`;
  return row.n;
}

async function ruleJson(schoolId: string, timeZone: string): Promise<NoticeRuleJson> {
  const rule = (await db.noticeRule.findUnique({ where: { schoolId } })) ?? DEFAULT_RULE;
  return {
    schoolId,
    enabled: rule.enabled,
    statuses: rule.statuses,
    sendAfterMinutes: rule.sendAfterMinutes,
    quietHours:
      rule.quietFrom !== null && rule.quietTo !== null
        ? { from: toClock(rule.quietFrom), to: toClock(rule.quietTo) }
        : null,
    monthlyLimit: rule.monthlyLimit,
    sentThisMonth: await sentThisMonth(schoolId, timeZone),
    provider: env.NOTICE_PROVIDER,
    today: dayIn(timeZone),
  };
}

/** The school's rule (its teachers and admins read it). */
export async function getNoticeRule(actor: Actor, schoolId: string): Promise<NoticeRuleJson> {
  const school = await requireSchool(actor, schoolId);
  return ruleJson(school.id, validTimeZone(school.timeZone));
}

/**
 * Replaces the school's rule (admins). Notices held by the monthly limit in the last day go out after
 * all when it is saved on (the dispatcher holds them again if the new limit is reached too); older ones
 * stay held: yesterday's absence told a week late helps nobody.
 */
export async function setNoticeRule(actor: Actor, schoolId: string, input: NoticeRuleInput): Promise<NoticeRuleJson> {
  const school = await requireSchool(actor, schoolId);
  const data = {
    enabled: input.enabled,
    statuses: input.statuses,
    sendAfterMinutes: input.sendAfterMinutes,
    quietFrom: input.quietHours ? fromClock(input.quietHours.from) : null,
    quietTo: input.quietHours ? fromClock(input.quietHours.to) : null,
    monthlyLimit: input.monthlyLimit,
  };
  await db.$transaction(async (tx) => {
    await tx.noticeRule.upsert({
      where: { schoolId: school.id },
      create: { schoolId: school.id, ...data },
      update: data,
    });
    if (input.enabled) {
      await sql(tx).run`
        UPDATE "Notice" SET "status" = 'queued', "reason" = NULL, "attemptAt" = now(), "updatedAt" = now()
        WHERE "schoolId" = ${school.id} AND "status" = 'held' AND "reason" = 'monthly-limit'
          AND "dueAt" > now() - interval '1 day'`;
    }
  });
  return ruleJson(school.id, validTimeZone(school.timeZone));
}
