// What a family reads (docs/product-spec.md#notices): the catalogue's words in the guardian's language,
// naming the school, the student's first name, the day and the status, in one SMS segment.
import { createTranslator } from "next-intl";
import english from "@/messages/en.json";
import french from "@/messages/fr.json";
import kinyarwanda from "@/messages/rw.json";
import type { AttendanceStatus } from "@/lib/constants";
import { gsm7Length, GSM7_SEGMENT, toGsm7 } from "@/lib/gsm7";
import { formatsFor } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { NoticeMedium } from "@/lib/services/notices/channel";

export type NoticeKindName = "absence" | "correction";

type Say = (key: string, values?: Record<string, string>) => string;
const CATALOGUES = { en: english, fr: french, rw: kinyarwanda };
const sayers = new Map<Locale, Say>();

function sayIn(locale: Locale): Say {
  let say = sayers.get(locale);
  if (!say) {
    say = createTranslator({
      locale,
      messages: CATALOGUES[locale],
      namespace: "notices.message",
      onError: () => {},
    }) as unknown as Say;
    sayers.set(locale, say);
  }
  return say;
}

export interface NoticeFacts {
  schoolName: string;
  studentName: string;
  /** YYYY-MM-DD */
  date: string;
  status: AttendanceStatus;
}

/** The name a family knows the child by in a short message: the first of its names. */
export const firstName = (studentName: string) => studentName.trim().split(/\s+/)[0] ?? studentName;

/** Shortest a school's name is cut to so the message still fits one segment. */
const SCHOOL_NAME_MIN = 12;

/**
 * The message and its e-mail subject. For SMS (and the log, which stands in for it) the text is
 * written in GSM-7 (lib/gsm7.ts: an accent GSM-7 lacks is dropped) and, when a long school name would
 * make it two segments, the name is shortened to fit; an e-mail keeps every accent and the whole name.
 */
export function noticeText(
  kind: NoticeKindName,
  language: Locale,
  facts: NoticeFacts,
  medium: NoticeMedium,
): { text: string; subject: string } {
  const say = sayIn(language);
  const values = {
    name: firstName(facts.studentName),
    date: formatsFor(language).day(facts.date),
    status: say(`status.${facts.status}`),
  };
  const write = (school: string) => say(kind, { ...values, school });
  const subject = say("subject", { school: facts.schoolName, name: values.name });
  if (medium === "email") return { text: write(facts.schoolName), subject };
  let school = toGsm7(facts.schoolName.trim());
  let text = toGsm7(write(school));
  const over = gsm7Length(text) - GSM7_SEGMENT;
  if (over > 0) {
    school = `${school.slice(0, Math.max(SCHOOL_NAME_MIN, school.length - over - 1)).trimEnd()}.`;
    text = toGsm7(write(school));
  }
  return { text, subject };
}
