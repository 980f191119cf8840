// The words and number/date formats of a printed report (print views, PDFs, report cards) in one
// language. Built with next-intl's createTranslator rather than getTranslations: the PDF routes are
// plain route handlers (their tests call them without a Next request), and the worker threads that
// paint the pages receive these words already translated.
import { createTranslator } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { messageFallback } from "@/lib/i18n/shared-config";
import { fromIsoDay } from "@/lib/services/days";

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
  /** A count: "1,200" / "1 200". */
  count(value: number): string;
  /** A mark or an average as computed (up to two decimals): "74.25" / "74,25". */
  decimal(value: number): string;
  /** A score with one decimal: "74.3" / "74,3". */
  score(value: number): string;
  /** A whole-percent value (0–100) as "50%" / "50 %". */
  percent(value: number): string;
  /** A share (0–100, one decimal) as "33.3%" / "33,3 %". */
  share(value: number): string;
  /** A calendar day `YYYY-MM-DD` as "Mon 5 Jan 2026" / "lun. 5 janv. 2026". */
  day(isoDay: string): string;
  /** An instant on a school's clock: "23 Nov 2026, 14:05". */
  dateTime(iso: string, timeZone: string): string;
}

/** English dates are written day-month-year, as in Rwanda, not the US order. */
const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", fr: "fr", rw: "rw" };
/** English numbers group with commas, as the reports always printed them. */
const NUMBER_LOCALE: Record<Locale, string> = { en: "en-US", fr: "fr", rw: "rw" };

/**
 * French Intl output separates thousands and "%" with a narrow no-break space (U+202F), which neither
 * embedded Inter subset has; a glyph missing from both sends react-pdf to another font and has left
 * the worker's bold text mis-encoded in later PDFs. The plain no-break space keeps the same meaning.
 */
const printable = (text: string) => text.replace(/\u202f/g, "\u00a0");

async function build(locale: Locale): Promise<ReportWords> {
  const messages = await loadMessages(locale);
  const say = (namespace: string): Say => {
    const t = createTranslator({ locale, messages, namespace, getMessageFallback: messageFallback, onError: () => {} });
    return (key, values) => (t as unknown as (key: string, values?: Values) => string)(key, values);
  };
  const numbers = NUMBER_LOCALE[locale];
  const count = new Intl.NumberFormat(numbers);
  const decimal = new Intl.NumberFormat(numbers, { maximumFractionDigits: 2 });
  const score = new Intl.NumberFormat(numbers, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(numbers, { style: "percent", maximumFractionDigits: 0 });
  const share = new Intl.NumberFormat(numbers, { style: "percent", maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });
  const clocks = new Map<string, Intl.DateTimeFormat>();
  const clock = (timeZone: string) => {
    let format = clocks.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        timeZone,
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      clocks.set(timeZone, format);
    }
    return format;
  };
  return {
    locale,
    reports: say("reports"),
    pdf: say("pdf"),
    vocab: say("vocab"),
    appName: say("common")("appName"),
    count: (value) => printable(count.format(value)),
    decimal: (value) => printable(decimal.format(value)),
    score: (value) => printable(score.format(value)),
    percent: (value) => printable(percent.format(value / 100)),
    share: (value) => printable(share.format(value / 100)),
    // The weekday stands on its own ("Mon 5 Jan 2026"), without the comma Intl puts after it.
    day: (isoDay) => printable(day.format(fromIsoDay(isoDay)).replace(",", "")),
    dateTime: (iso, timeZone) => printable(clock(timeZone).format(new Date(iso))),
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
