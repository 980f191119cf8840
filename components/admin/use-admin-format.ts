import { useFormat } from "@/components/i18n/use-format";

/**
 * Counts, rates and days the way the reader's language writes them (lib/i18n/format.ts, as the PDFs do).
 * A rate is a whole percent (lib/attendance/attendance-rate.shared.ts); a day is a calendar day (YYYY-MM-DD), shown as
 * that day wherever the reader is.
 */
export function useAdminFormat() {
  const format = useFormat();
  return {
    count: format.count,
    percent: format.percent,
    day: format.day,
    shortDay: format.shortDay,
    moment: (iso: string) => format.moment(iso),
  };
}
