// A school's quiet hours: no message goes between `from` and `to` (minutes after midnight on the
// school's clock; the window may wrap midnight, 20:00–07:00). Worked on the school's wall clock;
// a zone that moves its clocks (not Rwanda's) can put a send up to an hour off on the night it does.

const MINUTE_MS = 60_000;

/** Minutes after midnight of `instant` on the clock of `timeZone`. */
export function minuteOfDay(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

export interface QuietHours {
  from: number;
  to: number;
}

export function isQuiet(minute: number, quiet: QuietHours): boolean {
  return quiet.from < quiet.to ? minute >= quiet.from && minute < quiet.to : minute >= quiet.from || minute < quiet.to;
}

/** `instant`, or the end of the quiet hours it falls in (to the minute). */
export function outOfQuietHours(instant: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet) return instant;
  const minute = minuteOfDay(instant, timeZone);
  if (!isQuiet(minute, quiet)) return instant;
  const wait = (quiet.to - minute + 1440) % 1440;
  const startOfMinute = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(startOfMinute + wait * MINUTE_MS);
}

/** "HH:MM" ↔ minutes after midnight, as the API and the form write them. */
export const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
export const fromClock = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
