// Browser GPS capture (docs/product-spec.md#states "GPS capture", docs/product-spec.md#errors GPS messages). The browser never calls the
// third-party geocoder itself: addresses come from our own GET /api/geocode.
import { apiFetch } from "@/lib/client/fetcher";
import { GEOCODE_FALLBACK } from "@/lib/geo/constants.shared";

export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by this browser";

/** What the report form sends as `_gpsLocation` (docs/product-spec.md#entities), address parts filled in later. */
export interface CapturedLocation {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  altitude: number | null;
  altitudeAccuracy: number | null;
  heading: number | null;
  speed: number | null;
  /** When the browser took the fix, epoch milliseconds. */
  timestamp: number;
  type: "gps";
}

export interface LocationAddress {
  address: string;
  city: string;
  state: string;
  country: string;
}

/** An Error carrying the browser's reason (GeolocationPositionError is not an Error). */
export class PositionError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = "PositionError";
  }
}

const REASONS: Record<number, string> = {
  1: "Location permission was denied",
  2: "Your position is unavailable",
  3: "Getting your location took too long",
};

/** The current position as a promise; rejects with a PositionError whose message can be shown. */
export function getPosition(options?: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      reject(new PositionError(GEOLOCATION_UNSUPPORTED, 0));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      resolve,
      (error) => reject(new PositionError(error.message || REASONS[error.code] || "Unknown error", error.code)),
      options,
    );
  });
}

const finiteOrNull = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

export function toCapturedLocation(position: GeolocationPosition): CapturedLocation {
  const { coords } = position;
  return {
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracy: finiteOrNull(coords.accuracy),
    altitude: finiteOrNull(coords.altitude),
    altitudeAccuracy: finiteOrNull(coords.altitudeAccuracy),
    heading: finiteOrNull(coords.heading),
    speed: finiteOrNull(coords.speed),
    timestamp: position.timestamp,
    type: "gps",
  };
}

/** The address of a point through our own API; the spec's 'Unknown …' fallbacks when it fails. */
export async function lookupAddress(latitude: number, longitude: number): Promise<LocationAddress> {
  try {
    const params = new URLSearchParams({ latitude: String(latitude), longitude: String(longitude) });
    const found = await apiFetch<LocationAddress>(`/api/geocode?${params}`);
    return { address: found.address, city: found.city, state: found.state, country: found.country };
  } catch {
    return { ...GEOCODE_FALLBACK };
  }
}
