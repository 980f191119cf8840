// Attendance is taken for today or a day before it, "today" being the school's own (docs/api-contract.md).
import { db, type DbClient } from "@/lib/db";
import { dayIn, toIsoDay } from "@/lib/days";
import { problem } from "@/lib/problems/api-error";
import { schoolTimeZone } from "@/lib/schools/school-time-zone";

// The last zone to reach a new day is UTC−12 ("Etc/GMT+12", no daylight saving): a date on or before its
// today is past or today everywhere. A fixed offset, so plain arithmetic: the Intl formatter cost ≈ 10 µs on
// every bulk save (docs/performance.md#api-overhead).
const LAST_OFFSET_MS = -12 * 3_600_000;

/** Today in the last zone to reach a new day: the same as `dayIn("Etc/GMT+12", now)`. */
export const todayEverywhereBy = (now: Date): string => toIsoDay(new Date(now.getTime() + LAST_OFFSET_MS));

/**
 * Refuses a date after the school's today with a 400. Almost every save is for a day that is
 * already today or past in every zone: those need no database read.
 */
export async function assertNotFutureDay(
  date: string,
  schoolId: () => Promise<string | null>,
  client: DbClient = db,
  now = new Date(),
) {
  if (date <= todayEverywhereBy(now)) return;
  const id = await schoolId();
  if (!id) return; // the save itself answers 404 for a class or student out of reach
  const today = dayIn(await schoolTimeZone(id, client), now);
  if (date > today) throw problem("attendance-future", { today });
}

/** The school of a class (the bulk save names a class). */
export const schoolOfClass =
  (classId: string, client: DbClient = db) =>
  async () =>
    (await client.class.findUnique({ where: { id: classId }, select: { schoolId: true } }))?.schoolId ?? null;
