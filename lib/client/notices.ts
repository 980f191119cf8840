"use client";

import { apiFetch } from "@/lib/client/fetcher";
import { useLastLoaded } from "@/lib/client/last-loaded";
import { queryString } from "@/lib/client/query-string";
import type { NoticeJson } from "@/lib/services/notices/list";
import type { NoticeRuleJson } from "@/lib/services/notices/rules";
import type { NoticeRuleInput, NoticeStatusName } from "@/lib/validation/notices";

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
 * What a save of a class's marks will tell families: how many are waiting to be told, and when the
 * last of them goes. Null when none is waiting (or the caller may not read notices: mentors).
 */
export async function pendingNotices(
  schoolId: string,
  classId: string,
  date: string,
): Promise<{ families: number; at: string } | null> {
  const waiting = await apiFetch<NoticeJson[]>(noticesKey({ schoolId, classId, date })).catch(() => []);
  const pending = waiting.filter((notice) => notice.status === "queued" || notice.status === "held");
  if (pending.length === 0) return null;
  const families = new Set(pending.map((notice) => notice.guardianId ?? notice._id)).size;
  const at = pending
    .map((notice) => notice.dueAt)
    .sort()
    .at(-1)!;
  return { families, at };
}
