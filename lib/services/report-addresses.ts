// Where a lesson report was filed, as an address: the one the phone showed, else a lookup now; a report
// stored without one ('Unknown Address') is looked up again later, after an answer, at most every 5 minutes.
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { GEOCODE_FALLBACK } from "@/lib/geo/constants";
import type { GeocodedAddress } from "@/lib/geo/reverse-geocode";
import { cachedReverseGeocode } from "@/lib/services/geocode";
import { hitRateLimit } from "@/lib/services/rate-limit";
import type { CreateDailyReport } from "@/lib/validation/lesson-reports";
import { DAY_MS } from "@/lib/days";

const usable = (value: string | undefined, fallback: string) => (value && value !== fallback ? value : undefined);

/**
 * The address to store: what the browser showed the teacher (it came from GET /api/geocode), else a
 * server-side lookup. reverseGeocode never throws and times out quickly, so a report is never lost
 * to the geocoder: the worst case is the spec's 'Unknown …' fallbacks.
 */
export async function addressFor(actor: Actor, gps: CreateDailyReport["_gpsLocation"]): Promise<GeocodedAddress> {
  const address = usable(gps.address, GEOCODE_FALLBACK.address);
  if (!address) return cachedReverseGeocode(gps.latitude, gps.longitude, { userId: actor.id, for: "report" });
  return {
    address,
    city: usable(gps.city, GEOCODE_FALLBACK.city) ?? GEOCODE_FALLBACK.city,
    state: usable(gps.state, GEOCODE_FALLBACK.state) ?? GEOCODE_FALLBACK.state,
    country: usable(gps.country, GEOCODE_FALLBACK.country) ?? GEOCODE_FALLBACK.country,
  };
}

/** How long a report stored without an address ('Unknown Address') is looked up again. */
export const REPORT_ADDRESS_RETRY_DAYS = 2;
/** Reports looked up again per run; a run is due at most every 5 minutes across instances. */
const RETRY_BATCH = 20;
const RETRY_EVERY_SECONDS = 300;

/**
 * Reports stored as 'Unknown Address' (the geocoder's budget was spent, or it was down) are not left so
 * for good: each run looks up again the newest RETRY_BATCH of the last REPORT_ADDRESS_RETRY_DAYS days,
 * within the reports' own budget (a place the provider knows nothing about is asked again at each run
 * while it is among the newest; the cache answers the places it has already learnt). One provider call at most per report, one after the other (each may fill the cache
 * for the next). Never throws.
 */
export async function retryReportAddresses(now = new Date()): Promise<number> {
  try {
    // Newest first, and nothing written while a place stays unknown (the report is the teacher's, not a
    // retry counter): a run that finds nothing leaves every row as it was.
    const waiting = await db.lessonReport.findMany({
      where: {
        address: GEOCODE_FALLBACK.address,
        createdAt: { gte: new Date(now.getTime() - REPORT_ADDRESS_RETRY_DAYS * DAY_MS) },
      },
      select: { id: true, latitude: true, longitude: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RETRY_BATCH,
    });
    let found = 0;
    for (const report of waiting) {
      const place = await cachedReverseGeocode(report.latitude, report.longitude, "report-retry");
      if (place.address === GEOCODE_FALLBACK.address) continue;
      const { count } = await db.lessonReport.updateMany({
        where: { id: report.id, address: GEOCODE_FALLBACK.address },
        data: place,
      });
      found += count;
    }
    return found;
  } catch (error) {
    console.error("reports: address retry failed:", error instanceof Error ? error.message : error);
    return 0;
  }
}

/** Starts a retry run when none has run in the last 5 minutes on any instance. */
export async function retryReportAddressesWhenDue(): Promise<void> {
  try {
    const { count } = await hitRateLimit("housekeeping:report-addresses", RETRY_EVERY_SECONDS);
    if (count === 1) await retryReportAddresses();
  } catch (error) {
    console.error("reports: address retry failed:", error instanceof Error ? error.message : error);
  }
}
