import { getFormatter } from "next-intl/server";

/** "Mon, 23 Nov 2026" in the screen's language: a saved day (YYYY-MM-DD) is a calendar day, read in UTC. */
export async function dayFormatter(): Promise<(isoDay: string) => string> {
  const format = await getFormatter();
  return (isoDay) =>
    format.dateTime(new Date(`${isoDay}T00:00:00Z`), {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
}
