// Attendance is taken for today or a day before it, "today" being the school's own (docs/api-contract.md).
import { db, type DbClient } from "@/lib/db";
import { dayIn, toIsoDay } from "@/lib/days";
import { problem } from "@/lib/problems/api-error";
import { validTimeZone } from "@/lib/schools/school-time-zone";
import { classOfRef } from "@/lib/auth/scope";

// The last zone to reach a new day is UTC−12 ("Etc/GMT+12", no daylight saving): a date on or before its
// today is past or today everywhere. A fixed offset, so plain arithmetic: the Intl formatter cost ≈ 10 µs on
// every bulk save (docs/performance.md#api-overhead).
const LAST_OFFSET_MS = -12 * 3_600_000;

/** Today in the last zone to reach a new day: the same as `dayIn("Etc/GMT+12", now)`. */
export const todayEverywhereBy = (now: Date): string => toIsoDay(new Date(now.getTime() + LAST_OFFSET_MS));

/**
 * Refuses a date after the school's today with a 400. Almost every save is for a day that is
 * already today or past in every zone: those need no database read. `timeZone` reads the school's zone
 * (null when the class or student is out of reach: the save itself then answers 404).
 */
export async function assertNotFutureDay(date: string, timeZone: () => Promise<string | null>, now = new Date()) {
  if (date <= todayEverywhereBy(now)) return;
  const zone = await timeZone();
  if (zone === null) return;
  const today = dayIn(zone, now);
  if (date > today) throw problem("attendance-future", { today });
}

/**
 * The time zone of a class's school (the bulk save names a class), in one read: today's register, the
 * morning's every save, asks it (docs/performance.md#peak).
 */
export const timeZoneOfClass =
  (classId: string, client: DbClient = db) =>
  async () => {
    const klass = await client.class.findFirst({
      where: classOfRef(classId),
      select: { school: { select: { timeZone: true } } },
    });
    return klass ? validTimeZone(klass.school.timeZone) : null;
  };
