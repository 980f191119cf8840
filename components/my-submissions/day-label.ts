import { getFormat } from "@/lib/i18n/server-format";

/** "Mon 23 Nov 2026" in the screen's language (lib/i18n/format.ts): a saved day (YYYY-MM-DD) is a calendar day. */
export async function dayFormatter(): Promise<(isoDay: string) => string> {
  const format = await getFormat();
  return (isoDay) => format.weekday(isoDay);
}
