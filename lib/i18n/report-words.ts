// The words and number/date formats of a printed report (print views, PDFs, report cards) in one
// language. Built with next-intl's createTranslator rather than getTranslations: the PDF routes are
// plain route handlers (their tests call them without a Next request), and the worker threads that
// paint the pages receive these words already translated.
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { messageFallback } from "@/lib/i18n/shared-config";
import { formatsFor } from "@/lib/i18n/format";

type Values = Record<string, string | number>;
/** One namespace's messages: `say("key", { count: 2 })`. */
export type Say = (key: string, values?: Values) => string;

export interface ReportWords {
  locale: Locale;
  /** Report words shared by the print views and the PDFs (namespace "reports"). */
  reports: Say;
  /** Words only the PDFs print: page footers, report cards (namespace "pdf"). */
  pdf: Say;
  /** The school words every screen shares: exam types, terms, statuses (namespace "vocab"). */
  vocab: Say;
  /** The product's name, as the PDFs' author. */
  appName: string;
  /** A count: "1,200" / "1 200" / "1.200" (this and the rest: lib/i18n/format.ts). */
  count(value: number): string;
  /** A mark or an average as computed (up to two decimals): "74.25" / "74,25". */
  decimal(value: number): string;
  /** A score with one decimal: "74.3" / "74,3". */
  score(value: number): string;
  /** A whole-percent value (0–100) as "50%" / "50 %". */
  percent(value: number): string;
  /** A share (0–100, one decimal) as "33.3%" / "33,3 %". */
  share(value: number): string;
  /** A calendar day `YYYY-MM-DD` as "Mon 5 Jan 2026" / "lun. 5 janv. 2026" / "05/01/2026". */
  day(isoDay: string): string;
  /** An instant on a school's clock: "23 Nov 2026, 14:05". */
  dateTime(iso: string, timeZone: string): string;
  /** The day an instant falls on, on the schools' clock, as the screens write it: "23 Nov 2026". */
  dayOf(iso: string): string;
}

async function build(locale: Locale): Promise<ReportWords> {
  const messages = await loadMessages(locale);
  const say = (namespace: string): Say => {
    const t = createTranslator({ locale, messages, namespace, getMessageFallback: messageFallback, onError: () => {} });
    return (key, values) => (t as unknown as (key: string, values?: Values) => string)(key, values);
  };
  // The same formats as the screens (lib/i18n/format.ts): one card says one thing on screen and on paper.
  const f = formatsFor(locale);
  return {
    locale,
    reports: say("reports"),
    pdf: say("pdf"),
    vocab: say("vocab"),
    appName: say("common")("appName"),
    count: f.count,
    decimal: (value) => f.decimal(value),
    score: f.score,
    percent: f.percent,
    share: f.share,
    day: f.weekday,
    dateTime: (iso, timeZone) => f.moment(iso, timeZone),
    dayOf: (iso) => f.dayOf(iso),
  };
}

const built = new Map<Locale, Promise<ReportWords>>();

/** The words of `locale`, built once per language and thread. */
export function reportWords(locale: Locale): Promise<ReportWords> {
  let words = built.get(locale);
  if (!words) {
    words = build(locale);
    built.set(locale, words);
  }
  return words;
}
