// Each school keeps time in its own zone (School.timeZone, an IANA name): the times printed on its
// reports, and its "today", are read there rather than in the server's UTC.
import { db, type DbClient } from "@/lib/db";

export const DEFAULT_TIME_ZONE = "Africa/Kigali";

/** `zone` if the runtime knows it, else the default (a bad value in the database never breaks a report). */
export function validTimeZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * The time zone of one school, or of a report over several: theirs when they all share one, else the
 * default. Unknown ids count for nothing (the caller has already scoped them).
 */
export async function schoolTimeZone(schoolIds: string | string[], client: DbClient = db): Promise<string> {
  const ids = Array.isArray(schoolIds) ? schoolIds : [schoolIds];
  const zones = await client.school.findMany({
    where: { id: { in: ids } },
    select: { timeZone: true },
    distinct: ["timeZone"],
    take: 2,
  });
  return zones.length === 1 ? validTimeZone(zones[0].timeZone) : DEFAULT_TIME_ZONE;
}
