// GPS (docs/product-spec.md#constants). Apart from lib/constants.ts, which every screen loads: only the
// daily report and the server use these.
export const GPS_OPTIONS = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 5 * 60_000 } as const;
export const BACKGROUND_GPS_OPTIONS = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 } as const;
export const BACKGROUND_GPS_FALLBACK = { enableHighAccuracy: false, timeout: 5_000, maximumAge: 10 * 60_000 } as const;
export const BACKGROUND_GPS_FRESHNESS_MS = 5 * 60_000;
export const EARTH_RADIUS_KM = 6371;

export const GEOCODE_FALLBACK = {
  address: "Unknown Address",
  city: "Unknown City",
  country: "Unknown Country",
  state: "Unknown State",
} as const;
