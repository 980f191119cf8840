import type { Actor } from "@/lib/auth/permissions";
import { reverseGeocode } from "@/lib/geo/reverse-geocode";
import { ApiError } from "@/lib/http/api-error";
import { hitRateLimit } from "@/lib/services/rate-limit";

export const GEOCODE_LIMIT_PER_MINUTE = 30;

/**
 * The address of a point, for the browser to show before a report is sent (the browser never calls
 * the third-party geocoder itself). Per-user rate limit so the app cannot be used to hammer it.
 */
export async function lookupAddress(actor: Actor, latitude: number, longitude: number) {
  const { count, resetAt } = await hitRateLimit(`geocode:${actor.id}`, 60);
  if (count > GEOCODE_LIMIT_PER_MINUTE) {
    const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new ApiError(429, "Too many address lookups. Please wait a moment and try again.", { "Retry-After": String(seconds) });
  }
  return { latitude, longitude, ...(await reverseGeocode(latitude, longitude)) };
}
