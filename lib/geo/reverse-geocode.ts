import { GEOCODE_FALLBACK } from "@/lib/geo/constants.shared";
import { env } from "@/lib/env";

export interface GeocodedAddress {
  address: string;
  city: string;
  state: string;
  country: string;
}

interface ProviderAnswer {
  city?: string;
  locality?: string;
  countryName?: string;
  principalSubdivision?: string;
  localityInfo?: { administrative?: { name?: string }[] };
}

const clean = (value: unknown, max = 120) =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : undefined;

/**
 * Reverse geocoding through the one configured provider (GEOCODER_URL, BigDataCloud's response
 * shape), with a short timeout. Never throws: any failure gives the spec's 'Unknown …' fallbacks.
 */
export async function reverseGeocode(latitude: number, longitude: number): Promise<GeocodedAddress> {
  try {
    const url = new URL(env.GEOCODER_URL);
    url.searchParams.set("latitude", String(latitude));
    url.searchParams.set("longitude", String(longitude));
    url.searchParams.set("localityLanguage", "en");
    const response = await fetch(url, {
      signal: AbortSignal.timeout(env.GEOCODER_TIMEOUT_MS),
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return { ...GEOCODE_FALLBACK };
    const data = (await response.json()) as ProviderAnswer;
    const city = clean(data.city) ?? clean(data.locality);
    const state = clean(data.principalSubdivision);
    const country = clean(data.countryName);
    const district = clean(data.localityInfo?.administrative?.[0]?.name);
    const parts = [district, city, state, country].filter((part, index, all) => part && all.indexOf(part) === index);
    return {
      address: parts.length ? parts.join(", ") : GEOCODE_FALLBACK.address,
      city: city ?? GEOCODE_FALLBACK.city,
      state: state ?? GEOCODE_FALLBACK.state,
      country: country ?? GEOCODE_FALLBACK.country,
    };
  } catch {
    return { ...GEOCODE_FALLBACK };
  }
}
