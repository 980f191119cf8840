"use client";

// Loaded by the attendance screen only after a save reached the server (a dynamic import), so the
// grid's first load carries none of it: how many families the save tells, and when, in the screen's
// language.
import { formatsFor } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { pendingNotices } from "@/lib/client/notices";

export async function familiesTold(schoolId: string, classId: string, date: string, locale: string) {
  const pending = await pendingNotices(schoolId, classId, date);
  if (!pending) return null;
  const time = formatsFor(isLocale(locale) ? locale : DEFAULT_LOCALE).time(pending.at);
  return { count: pending.families, time, sent: pending.sent };
}
