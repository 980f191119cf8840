"use client";

// Loaded by the attendance screen only after a save reached the server (a dynamic import), so the
// grid's first load carries none of it: the save's message, with how many families it tells and when,
// or that it told nobody because the day is past. It says what happened, not what would have.
import { formatsFor } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { pendingNotices, toldNobodyForPastDay } from "@/lib/notices/notices.client";

type Say = (
  key: "familiesTold" | "familiesToldNow" | "familiesSending" | "familiesPastDay",
  values: { count: number; time: string },
) => string;

/** How long the dispatcher takes to send what is due at once: it looks every 2 s (NOTICE_DISPATCH_SECONDS). */
const SEND_AT_ONCE_WAIT_MS = 2_500;
const SEND_AT_ONCE_TRIES = 3;

const dueNow = (at: string) => Date.parse(at) <= Date.now() + 1_000;

/** The save's `message` followed by what it tells families, or null when it tells none (or cannot know). */
export async function withFamilies(
  message: string,
  where: { schoolId: string; classId: string; date: string; locale: string; statuses: string[] },
  say: Say,
): Promise<string | null> {
  const ask = () => pendingNotices(where.schoolId, where.classId, where.date);
  let pending = await ask();
  // A school that sends at once (a 0-minute delay): the messages are going now. Wait for the
  // dispatcher's next pass and say when they went, rather than "will be told at …" of a sent SMS.
  for (let tries = 0; pending && !pending.sent && dueNow(pending.at) && tries < SEND_AT_ONCE_TRIES; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, SEND_AT_ONCE_WAIT_MS));
    pending = await ask();
  }
  if (!pending) {
    const past = await toldNobodyForPastDay(where.schoolId, where.date, where.statuses);
    return past ? `${message} ${say("familiesPastDay", { count: 0, time: "" })}` : null;
  }
  const time = formatsFor(isLocale(where.locale) ? where.locale : DEFAULT_LOCALE).time(pending.at);
  const words = { count: pending.families, time };
  const key = pending.sent ? "familiesToldNow" : dueNow(pending.at) ? "familiesSending" : "familiesTold";
  return `${message} ${say(key, words)}`;
}
