"use client";

import { apiFetch } from "@/lib/client/fetcher";
import { useLastLoaded } from "@/lib/client/last-loaded";
import { queryString } from "@/lib/client/query-string";
import type { NoticeJson } from "@/lib/notices/list";
import type { NoticeRuleJson } from "@/lib/notices/rules";
import type { NoticeStatusName } from "@/lib/notices/notice-constants.shared";
import type { NoticeRuleInput } from "@/lib/notices/notices.schema";

export type { NoticeJson, NoticeRuleJson };

export const noticeRuleKey = (schoolId: string) => `/api/schools/${encodeURIComponent(schoolId)}/notices`;
export const noticesKey = (query: { schoolId: string; date: string; classId?: string; status?: NoticeStatusName }) =>
  `/api/notices?${queryString(query)}`;

export function useNoticeRule(schoolId: string | null) {
  return useLastLoaded<NoticeRuleJson>(schoolId ? noticeRuleKey(schoolId) : null);
}

export function useNotices(schoolId: string | null, date: string) {
  return useLastLoaded<NoticeJson[]>(schoolId && date ? noticesKey({ schoolId, date }) : null);
}

export const saveNoticeRule = (schoolId: string, rule: NoticeRuleInput) =>
  apiFetch<NoticeRuleJson>(noticeRuleKey(schoolId), { method: "PUT", body: rule });

/**
 * Whether a save of these statuses for `date` called for a message the server did not write because the
 * day is past (an older day's absence tells nobody): the school's rule is on, names one of them, and
 * `date` is before the school's today. False when unknown (offline, a mentor).
 */
export async function toldNobodyForPastDay(schoolId: string, date: string, statuses: string[]): Promise<boolean> {
  const rule = await apiFetch<NoticeRuleJson>(noticeRuleKey(schoolId)).catch(() => null);
  if (!rule?.enabled || !rule.today || date >= rule.today) return false;
  return statuses.some((status) => rule.statuses.includes(status));
}

/** Notices sent this long ago still count as told by the save just made (a delay of 0 sends at once). */
const JUST_SENT_MS = 120_000;

/**
 * What a save of a class's marks tells families: how many wait to be told and when the last of them
 * goes, or, when the school sends at once and they already went, how many were just told. Null when
 * none (or the caller may not read notices: mentors).
 */
export async function pendingNotices(
  schoolId: string,
  classId: string,
  date: string,
): Promise<{ families: number; at: string; sent: boolean } | null> {
  const all = await apiFetch<NoticeJson[]>(noticesKey({ schoolId, classId, date })).catch(() => []);
  // One phone may be the guardian of several of the class's students: it is one family, told once.
  const families = (notices: NoticeJson[]) => new Set(notices.map((notice) => notice.family)).size;
  const pending = all.filter((notice) => notice.status === "queued" || notice.status === "held");
  if (pending.length > 0) {
    return {
      families: families(pending),
      at: pending
        .map((notice) => notice.dueAt)
        .sort()
        .at(-1)!,
      sent: false,
    };
  }
  const now = Date.now();
  const told = all.filter((notice) => notice.sentAt && now - Date.parse(notice.sentAt) < JUST_SENT_MS);
  if (told.length === 0) return null;
  return {
    families: families(told),
    at: told
      .map((notice) => notice.sentAt!)
      .sort()
      .at(-1)!,
    sent: true,
  };
}
