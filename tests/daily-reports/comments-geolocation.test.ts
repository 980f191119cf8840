import { afterEach, describe, expect, it, vi } from "vitest";
import { GPS_OPTIONS } from "@/lib/geo/constants.shared";
import {
  GEOLOCATION_UNSUPPORTED,
  getPosition,
  PositionError,
  toCapturedLocation,
} from "@/lib/lesson-reports/geolocation.client";

type Success = (position: GeolocationPosition) => void;
type Failure = (error: { code: number; message: string }) => void;

function stubGeolocation(answer: (ok: Success, fail: Failure, options?: PositionOptions) => void) {
  const getCurrentPosition = vi.fn(answer);
  vi.stubGlobal("navigator", { geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

const position = (coords: Partial<GeolocationCoordinates>, timestamp = 1_700_000_000_000) =>
  ({
    coords: {
      latitude: 0,
      longitude: 0,
      accuracy: 10,
      altitude: null,
      altitudeAccuracy: null,
      heading: null,
      speed: null,
      ...coords,
    },
    timestamp,
  }) as GeolocationPosition;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("getPosition (browser GPS capture helper)", () => {
  it("resolves the browser's position and passes the options through", async () => {
    const stub = stubGeolocation((ok) => ok(position({ latitude: -1.95, longitude: 30.06 })));
    const found = await getPosition(GPS_OPTIONS);
    expect(found.coords.latitude).toBe(-1.95);
    expect(stub).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), GPS_OPTIONS);
  });

  it("rejects with the browser's message, or a readable one for its code", async () => {
    stubGeolocation((_, fail) => fail({ code: 1, message: "User denied Geolocation" }));
    await expect(getPosition()).rejects.toEqual(new PositionError("User denied Geolocation", 1));
    stubGeolocation((_, fail) => fail({ code: 3, message: "" }));
    await expect(getPosition()).rejects.toThrow("Getting your location took too long");
  });

  it("rejects with the spec's message when the browser has no geolocation", async () => {
    vi.stubGlobal("navigator", {});
    await expect(getPosition()).rejects.toThrow(GEOLOCATION_UNSUPPORTED);
  });
});

describe("toCapturedLocation", () => {
  it("keeps every reading the spec lists (docs/product-spec.md#entities), null for what the browser does not know, and latitude 0 as a real value", () => {
    expect(
      toCapturedLocation(
        position({ latitude: 0, longitude: 0, accuracy: 12, altitude: 1500, heading: Number.NaN }, 42),
      ),
    ).toEqual({
      latitude: 0,
      longitude: 0,
      accuracy: 12,
      altitude: 1500,
      altitudeAccuracy: null,
      heading: null,
      speed: null,
      timestamp: 42,
      type: "gps",
    });
  });
});
