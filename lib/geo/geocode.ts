import { db, type DbClient } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { GEOCODE_FALLBACK } from "@/lib/geo/constants.shared";
import { reverseGeocode, type GeocodedAddress } from "@/lib/geo/reverse-geocode";
import { problem } from "@/lib/problems/api-error";
import { hitRateLimit } from "@/lib/platform/rate-limit";
import { DAY_MS } from "@/lib/days";

export const GEOCODE_LIMIT_PER_MINUTE = 30;
/** Outside geocoder calls per minute across every app instance; past it, addresses stay 'Unknown …'. */
export const GEOCODER_CALLS_PER_MINUTE = 60;
/**
 * Of those, the calls kept for daily reports and observations (and their retries): address lookups and
 * usage tracking share the rest, so however many of them arrive, a report still finds its address.
 */
export const GEOCODER_REPORT_CALLS_PER_MINUTE = 40;
/** Outside geocoder calls one signed-in user's requests may cause a minute, whatever they are for. */
export const GEOCODER_CALLS_PER_USER_PER_MINUTE = 10;

/**
 * Who a lookup that misses the cache is for, and so which budget it spends: a signed-in user's own
 * (for a report, or for a lookup or usage event), the server's own retry of reports left without an
 * address, or nobody: anonymous requests are answered from the cache only and never spend a budget.
 */
export type GeocodeSpender = { userId: string; for: "report" | "other" } | "report-retry" | null;

/** Whether `spender` may make one outside call now (counted in PostgreSQL, shared by every instance). */
async function mayCallProvider(spender: GeocodeSpender, client: DbClient): Promise<boolean> {
  if (spender === null) return false;
  if (spender !== "report-retry") {
    const own = await hitRateLimit(`geocoder:user:${spender.userId}`, 60, 1, client);
    if (own.count > GEOCODER_CALLS_PER_USER_PER_MINUTE) return false;
  }
  const forReports = spender === "report-retry" || spender.for === "report";
  const lane = forReports
    ? await hitRateLimit("geocoder:calls:reports", 60, 1, client)
    : await hitRateLimit("geocoder:calls:other", 60, 1, client);
  return (
    lane.count <=
    (forReports ? GEOCODER_REPORT_CALLS_PER_MINUTE : GEOCODER_CALLS_PER_MINUTE - GEOCODER_REPORT_CALLS_PER_MINUTE)
  );
}
/** How long an address found for a rounded position is reused, and how long a failed lookup is. */
export const GEOCODE_CACHE_DAYS = 30;
export const GEOCODE_FAILURE_CACHE_MINUTES = 5;

/** Positions are rounded to 3 decimals (about 110 m): one lookup serves every report and event near a place. */
export const roundPosition = (latitude: number, longitude: number) => ({
  latitude: Number(latitude.toFixed(3)),
  longitude: Number(longitude.toFixed(3)),
});

const isFallback = (found: GeocodedAddress) =>
  found.address === GEOCODE_FALLBACK.address && found.city === GEOCODE_FALLBACK.city;

/**
 * The address of a point through the cache in PostgreSQL (shared by every app instance): a hit costs
 * one indexed read; a miss asks the provider about the rounded position (it never learns the exact
 * one) within the spender's budgets (GeocodeSpender). Never throws: any failure, or no budget left,
 * is the spec's 'Unknown …' fallbacks. In `client`: a report's transaction when it files one.
 */
export async function cachedReverseGeocode(
  latitude: number,
  longitude: number,
  spender: GeocodeSpender,
  client: DbClient = db,
): Promise<GeocodedAddress> {
  const rounded = roundPosition(latitude, longitude);
  const key = `${rounded.latitude},${rounded.longitude}`;
  try {
    const hit = await client.geocodeCache.findUnique({ where: { key } });
    if (hit && hit.expiresAt > new Date())
      return { address: hit.address, city: hit.city, state: hit.state, country: hit.country };
    if (!(await mayCallProvider(spender, client))) return { ...GEOCODE_FALLBACK };
    const found = await reverseGeocode(rounded.latitude, rounded.longitude);
    const expiresAt = new Date(
      Date.now() + (isFallback(found) ? GEOCODE_FAILURE_CACHE_MINUTES * 60_000 : GEOCODE_CACHE_DAYS * DAY_MS),
    );
    await client.geocodeCache.upsert({
      where: { key },
      create: { key, ...found, expiresAt },
      update: { ...found, expiresAt },
    });
    return found;
  } catch (error) {
    console.error("geocode cache:", error instanceof Error ? error.message : error);
    return { ...GEOCODE_FALLBACK };
  }
}

/** Housekeeping: drop cached addresses past their expiry. */
export async function purgeExpiredGeocodes(now = new Date()): Promise<number> {
  const { count } = await db.geocodeCache.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}

/**
 * The address of a point, for the browser to show before a report is sent (the browser never calls
 * the third-party geocoder itself). Per-user rate limit so the app cannot be used to hammer it.
 */
export async function lookupAddress(actor: Actor, latitude: number, longitude: number) {
  const { count, resetAt } = await hitRateLimit(`geocode:${actor.id}`, 60);
  if (count > GEOCODE_LIMIT_PER_MINUTE) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw problem("geocode-throttled", undefined, { "Retry-After": String(seconds) });
  }
  return {
    latitude,
    longitude,
    ...(await cachedReverseGeocode(latitude, longitude, { userId: actor.id, for: "other" })),
  };
}
