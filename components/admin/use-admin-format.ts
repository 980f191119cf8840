import { useFormatter } from "next-intl";

/**
 * Counts, rates and days the way the reader's language writes them. A rate is a whole percent
 * (lib/attendance-rate.ts); a day is a calendar day (YYYY-MM-DD), shown as that day wherever the reader is.
 */
export function useAdminFormat() {
  const format = useFormatter();
  return {
    count: (value: number) => format.number(value),
    percent: (rate: number) => format.number(rate / 100, { style: "percent", maximumFractionDigits: 0 }),
    day: (iso: string) => {
      const date = new Date(`${iso}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? iso : format.dateTime(date, { dateStyle: "medium", timeZone: "UTC" });
    },
    shortDay: (iso: string) => {
      const date = new Date(`${iso}T00:00:00Z`);
      return Number.isNaN(date.getTime())
        ? iso
        : format.dateTime(date, { day: "numeric", month: "short", timeZone: "UTC" });
    },
    moment: (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" }),
  };
}
