"use client";

// Loaded by the attendance screen only after a save reached the server (a dynamic import), so the
// grid's first load carries none of it: the save's message, with how many families it tells and when.
import { formatsFor } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { pendingNotices } from "@/lib/client/notices";

type Say = (key: "familiesTold" | "familiesToldNow", values: { count: number; time: string }) => string;

/** The save's `message` followed by what it tells families, or null when it tells none (or cannot know). */
export async function withFamilies(
  message: string,
  where: { schoolId: string; classId: string; date: string; locale: string },
  say: Say,
): Promise<string | null> {
  const pending = await pendingNotices(where.schoolId, where.classId, where.date);
  if (!pending) return null;
  const time = formatsFor(isLocale(where.locale) ? where.locale : DEFAULT_LOCALE).time(pending.at);
  const words = { count: pending.families, time };
  return `${message} ${say(pending.sent ? "familiesToldNow" : "familiesTold", words)}`;
}
