// The one way numbers, dates and times are written, on screens (useFormat), on server-rendered screens
// (getFormat) and in print views and PDFs (lib/i18n/report-words.ts): docs/design.md#formats.
//
// Why not next-intl's formatter or plain Intl with the screen's language: the browser's ICU data decides
// then, and Chromium ships none for Kinyarwanda (it falls back to English: "Nov 23, 2026", "87.4")
// while Node has it ("2026 Ugu. 23", "87,4"): one card said two things on screen and in its PDF.
// Kinyarwanda is therefore written out here, with the same result in every engine: numeric days
// (23/11/2026), a decimal comma and a grouping dot (1.234,5), "43%", and month names from this file.
// English and French keep Intl, whose data both engines have.
import type { Locale } from "@/lib/i18n/locales";
import { TIME_ZONE } from "@/lib/i18n/shared-config";

export interface Formats {
  locale: Locale;
  /** A count: "1,200" / "1 200" / "1.200". */
  count(value: number): string;
  /** A mark or an average as computed (up to `digits` decimals, default 2): "74.25" / "74,25". */
  decimal(value: number, digits?: number): string;
  /** A score with exactly one decimal: "74.3" / "74,3". */
  score(value: number): string;
  /** A whole percent (0–100): "43%" / "43 %" / "43%". */
  percent(value: number): string;
  /** A share (0–100) with up to one decimal: "33.3%" / "33,3 %" / "33,3%". */
  share(value: number): string;
  /** A calendar day `YYYY-MM-DD`: "23 Nov 2026" / "23 nov. 2026" / "23/11/2026". Anything else is returned as it is. */
  day(isoDay: string): string;
  /** A calendar day with its weekday (reports): "Mon 23 Nov 2026" / "lun. 23 nov. 2026" / "23/11/2026". */
  weekday(isoDay: string): string;
  /** A day without the year (chart axes): "23 Nov" / "23 nov." / "23/11". */
  shortDay(isoDay: string): string;
  /** An instant on a clock (default the schools' zone): "23 Nov 2026, 14:05" / "23/11/2026 14:05". */
  moment(instant: string | number | Date, timeZone?: string): string;
  /** The calendar day an instant falls on, on a clock (default the schools' zone), written as `day`. */
  dayOf(instant: string | number | Date, timeZone?: string): string;
  /** The time of an instant: "14:05". */
  time(instant: string | number | Date, withSeconds?: boolean): string;
  /** A month's name, 1–12: "January" / "janvier" / "Mutarama". */
  month(month: number): string;
  /** Names in a row: "a, b, c" (no "and": a list of missing items). */
  list(items: string[]): string;
  /** A distance in metres, as "12 m", or kilometres with one decimal from 1 km: "1.2 km". */
  distance(metres: number): string;
}

/** Kinyarwanda's months (CLDR rw), so no engine's missing data can turn them English. */
const RW_MONTHS = [
  "Mutarama",
  "Gashyantare",
  "Werurwe",
  "Mata",
  "Gicurasi",
  "Kamena",
  "Nyakanga",
  "Kanama",
  "Nzeri",
  "Ukwakira",
  "Ugushyingo",
  "Ukuboza",
];

/** English days are written day-month-year, as in Rwanda; English numbers group with commas. */
const DATE_LOCALE: Record<Locale, string> = { en: "en-GB", fr: "fr", rw: "en-GB" };
const NUMBER_LOCALE: Record<Locale, string> = { en: "en-US", fr: "fr", rw: "en-US" };

/**
 * French Intl output separates thousands and "%" with a narrow no-break space (U+202F), which the PDFs'
 * embedded font lacks (and older Chromium writes U+00A0): the plain no-break space everywhere.
 */
const plain = (text: string) => text.replace(/\u202f/g, "\u00a0");
/** en-US digits with Kinyarwanda's separators: "1,234.5" → "1.234,5". */
const swapSeparators = (text: string) => text.replace(/[,.]/g, (mark) => (mark === "," ? "." : ","));

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, "0");

function build(locale: Locale): Formats {
  const rw = locale === "rw";
  const numbers = NUMBER_LOCALE[locale];
  const dates = DATE_LOCALE[locale];
  const number = (options: Intl.NumberFormatOptions) => {
    const format = new Intl.NumberFormat(numbers, options);
    return (value: number) => (rw ? swapSeparators(format.format(value)) : plain(format.format(value)));
  };
  const count = number({ maximumFractionDigits: 0 });
  const decimals = new Map<number, (value: number) => string>();
  const score = number({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = number({ style: "percent", maximumFractionDigits: 0 });
  const share = number({ style: "percent", maximumFractionDigits: 1 });
  const kilometres = number({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(dates, { timeZone: "UTC", ...options });
  const medium = utc({ day: "numeric", month: "short", year: "numeric" });
  const withWeekday = utc({ weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const short = utc({ day: "numeric", month: "short" });
  const monthName = utc({ month: "long" });
  const clocks = new Map<string, Intl.DateTimeFormat>();
  const clock = (timeZone: string, seconds = false) => {
    const key = `${timeZone}|${seconds}`;
    let format = clocks.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(dates, {
        timeZone,
        ...(rw
          ? { day: "2-digit", month: "2-digit", year: "numeric" }
          : { day: "numeric", month: "short", year: "numeric" }),
        hour: "2-digit",
        minute: "2-digit",
        ...(seconds ? { second: "2-digit" } : {}),
        hourCycle: "h23",
      });
      clocks.set(key, format);
    }
    return format;
  };
  const onDay = (isoDay: string, write: (date: Date, parts: [number, number, number]) => string) => {
    const match = ISO_DAY.exec(isoDay);
    if (!match) return isoDay;
    const parts = [Number(match[1]), Number(match[2]), Number(match[3])] as [number, number, number];
    const date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
    return Number.isNaN(date.getTime()) ? isoDay : plain(write(date, parts));
  };
  const numericDay = ([year, month, day]: [number, number, number]) => `${pad(day)}/${pad(month)}/${year}`;
  const toDate = (instant: string | number | Date) => (instant instanceof Date ? instant : new Date(instant));
  const time = (instant: string | number | Date, withSeconds = false) => {
    const parts = clock(TIME_ZONE, withSeconds).formatToParts(toDate(instant));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    return [part("hour"), part("minute"), ...(withSeconds ? [part("second")] : [])].join(":");
  };

  return {
    locale,
    count,
    decimal: (value, digits = 2) => {
      let format = decimals.get(digits);
      if (!format) decimals.set(digits, (format = number({ maximumFractionDigits: digits })));
      return format(value);
    },
    score,
    percent: (value) => percent(value / 100),
    share: (value) => share(value / 100),
    day: (isoDay) => onDay(isoDay, (date, parts) => (rw ? numericDay(parts) : medium.format(date))),
    // The weekday stands on its own ("Mon 5 Jan 2026"), without the comma Intl puts after it.
    weekday: (isoDay) =>
      onDay(isoDay, (date, parts) => (rw ? numericDay(parts) : withWeekday.format(date).replace(",", ""))),
    shortDay: (isoDay) =>
      onDay(isoDay, (date, [, month, day]) => (rw ? `${pad(day)}/${pad(month)}` : short.format(date))),
    moment: (instant, timeZone = TIME_ZONE) => {
      const date = toDate(instant);
      if (Number.isNaN(date.getTime())) return String(instant);
      const text = clock(timeZone).format(date);
      return plain(rw ? text.replace(",", "") : text);
    },
    dayOf: (instant, timeZone = TIME_ZONE) => {
      const date = toDate(instant);
      if (Number.isNaN(date.getTime())) return String(instant);
      const parts = new Intl.DateTimeFormat("en-GB", {
        timeZone,
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
      }).formatToParts(date);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      const iso = `${part("year")}-${pad(part("month"))}-${pad(part("day"))}`;
      return rw ? onDay(iso, (_, ymd) => numericDay(ymd)) : onDay(iso, (day) => medium.format(day));
    },
    time: (instant, withSeconds) => time(instant, withSeconds),
    month: (month) => (rw ? RW_MONTHS[month - 1] : monthName.format(new Date(Date.UTC(2001, month - 1, 1)))),
    list: (items) => items.join(", "),
    distance: (metres) =>
      metres >= 1_000 ? `${kilometres(metres / 1_000)}\u00a0km` : `${count(Math.round(metres))}\u00a0m`,
  };
}

const built = new Map<Locale, Formats>();

/** The formats of one language, built once per language and process (or page). */
export function formatsFor(locale: Locale): Formats {
  let formats = built.get(locale);
  if (!formats) built.set(locale, (formats = build(locale)));
  return formats;
}
