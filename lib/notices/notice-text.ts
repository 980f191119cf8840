// What a family reads (docs/product-spec.md#notices): the catalogue's words in the guardian's language,
// naming the school (its sender name), the students' first names, the day and the status, in ONE SMS
// segment whatever the names: a text that would not fit is shortened in a fixed order, never split.
import { createTranslator } from "next-intl";
import english from "@/messages/en.json";
import french from "@/messages/fr.json";
import kinyarwanda from "@/messages/rw.json";
import type { AttendanceStatus } from "@/lib/constants";
import { gsm7Length, GSM7_SEGMENT, toGsm7 } from "@/lib/notices/gsm7.shared";
import { formatsFor } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { plainSenderName } from "@/lib/schools/sender-name.shared";
import type { NoticeMedium } from "@/lib/notices/channel";

export type NoticeKindName = "absence" | "correction";

/**
 * How a guardian withdraws consent, said at the end of a text: `reply` only where the provider passes
 * replies back to us (channels.ts `repliesReachUs`), `school` otherwise (an opt-out word nobody
 * receives is a promise the law does not allow us to make).
 */
export type OptOutWay = "reply" | "school";

type Say = (key: string, values?: Record<string, string | number>) => string;
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
  /** The school's sender name, else its name (cleaned here either way). */
  schoolName: string;
  /** The students the message is about: one, or all a phone's absent students of the day. */
  studentNames: string[];
  /** YYYY-MM-DD */
  date: string;
  status: AttendanceStatus;
}

const WEB_ADDRESS = /(?:https?:\/\/|www\.)\S*|\S+@\S+|\S+\.[a-z]{2,}(?:\/\S*)?/giu;

/**
 * The name a family knows the child by in a short message: the first of its names, with any web
 * address, e-mail, phone number or digit taken out (a name is what a teacher typed; it must not
 * carry a link or a number to call to a family). Empty when nothing of a name is left.
 */
export function firstName(studentName: string): string {
  const words = studentName.replace(WEB_ADDRESS, " ").split(/\s+/);
  for (const word of words) {
    const letters = word.replace(/[^\p{L}'’-]+/gu, "").replace(/^['’-]+|['’-]+$/g, "");
    if (letters) return letters;
  }
  return "";
}

/** A word cut to `length` characters at most. */
const cutWord = (word: string, length: number) =>
  [...word].length > length ? [...word].slice(0, length).join("") : word;

/** Shortest a name is cut to, last of all. */
const NAME_MIN = 8;

/**
 * The message and its e-mail subject. For SMS (and the log, which stands in for it) the text is
 * written in GSM-7 (lib/notices/gsm7.shared.ts: an accent GSM-7 lacks is dropped) and fits 160 GSM-7 characters:
 * when it would not, it is shortened in this order until it does (docs/design.md#notices):
 *   1. the opt-out line goes;
 *   2. the school's name loses its last words, one at a time, down to its first word;
 *   3. the list of names keeps fewer of them, the rest said as "+N";
 *   4. each name, then the school's first word, is cut to NAME_MIN letters;
 *   5. (never reached with the catalogues' texts; the guard of the promise) the text is cut at a word.
 * An e-mail keeps every accent, the whole name and the opt-out line.
 */
export function noticeText(
  kind: NoticeKindName,
  language: Locale,
  facts: NoticeFacts,
  medium: NoticeMedium,
  optOut: OptOutWay = "school",
): { text: string; subject: string } {
  const say = sayIn(language);
  const cleaned = facts.studentNames.map(firstName).map((name) => name || say("child"));
  const names = cleaned.length > 0 ? cleaned : [say("child")];
  const count = names.length;
  const status = say(`${count > 1 ? "statusMany" : "status"}.${facts.status}`);
  const date = formatsFor(language).day(facts.date);
  const sender = plainSenderName(facts.schoolName) || say("school");
  const list = (shown: string[], hidden: number) => {
    const joined =
      hidden > 0 || shown.length === 1
        ? shown.join(", ")
        : `${shown.slice(0, -1).join(", ")} ${say("and")} ${shown.at(-1)}`;
    return hidden > 0 ? `${joined} +${hidden}` : joined;
  };
  const write = (school: string, shown: string[], hidden: number, withOptOut: boolean) => {
    const body = say(kind, { school, name: list(shown, hidden), count, status, date });
    // The opt-out line closes an absence; a correction follows one and says only that it was wrong.
    return withOptOut && kind === "absence"
      ? `${body} ${say(optOut === "reply" ? "optOutReply" : "optOutSchool")}`
      : body;
  };
  const subject = say("subject", { school: sender, name: list(names, 0), count });
  if (medium === "email") return { text: write(sender, names, 0, true), subject };

  const gsm = (text: string) => toGsm7(text);
  const fits = (text: string) => gsm7Length(text) <= GSM7_SEGMENT;
  let text = gsm(write(sender, names, 0, true));
  if (fits(text)) return { text, subject };
  // 1. without the opt-out line
  text = gsm(write(sender, names, 0, false));
  if (fits(text)) return { text, subject };
  // 2. the school's name, a word less at a time
  const words = sender.split(" ");
  let school = sender;
  for (let kept = words.length - 1; kept >= 1; kept -= 1) {
    school = words.slice(0, kept).join(" ");
    text = gsm(write(school, names, 0, false));
    if (fits(text)) return { text, subject };
  }
  // 3. fewer names
  for (let shown = names.length - 1; shown >= 1; shown -= 1) {
    text = gsm(write(school, names.slice(0, shown), names.length - shown, false));
    if (fits(text)) return { text, subject };
  }
  // 4. names, then the school's first word, cut
  const short = [cutWord(names[0], NAME_MIN)];
  const hidden = names.length - 1;
  text = gsm(write(school, short, hidden, false));
  if (fits(text)) return { text, subject };
  text = gsm(write(cutWord(school, NAME_MIN), short, hidden, false));
  if (fits(text)) return { text, subject };
  // 5. the guard: cut at the last space that fits
  let cut = "";
  for (const word of text.split(" ")) {
    const next = cut ? `${cut} ${word}` : word;
    if (!fits(next)) break;
    cut = next;
  }
  return { text: cut, subject };
}
