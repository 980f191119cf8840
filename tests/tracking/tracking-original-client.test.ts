// The original web client's tracker (TrackingService.js) as it really sends: every payload shape it
// produces must be recorded (2xx), the positions it sends are geocoded through the shared cache, and
// positions older than 30 days are rounded to about 1 km.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { answerKigali } from "@/scripts/lib/fake-geocoder.mts";
import { coarsenOldLocations, geocodeTrackedLocation } from "@/lib/tracking/tracking";
import { cachedReverseGeocode } from "@/lib/geo/geocode";
import { call, makeUser } from "../helpers/api";
import { withFakeGeocoder } from "../helpers/fake-providers";
import { trackingApi } from "@/lib/tracking/api";

const { POST: track } = trackingApi["/api/tracking"];

const DAY_MS = 86_400_000;
// The client's own session id format: session_<epoch ms>_<9 base-36 characters>.
const clientSession = () => `session_${Date.now()}_${randomUUID().replace(/-/g, "").slice(0, 9)}`;
const headers = () => ({
  "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  "user-agent": "Chromium walk",
});
const eventsOf = (sessionId: string) =>
  db.trackingEvent.findMany({ where: { sessionId }, orderBy: { createdAt: "asc" } });

const nullAddress = {
  streetNumber: null,
  street: null,
  village: null,
  district: null,
  city: null,
  state: null,
  country: null,
  postalCode: null,
};
const noPosition = () => ({
  coordinates: { latitude: null, longitude: null, accuracy: null },
  address: nullAddress,
  fullAddress: null,
  source: "ip",
  timestamp: new Date(),
});
const gpsPosition = () => ({
  coordinates: { latitude: -1.944123, longitude: 30.061987, accuracy: 35 },
  address: {
    ...nullAddress,
    street: "Gasabo",
    district: null,
    city: "Kigali",
    state: "Kigali City",
    country: "Rwanda",
  },
  fullAddress: "Gasabo, Kigali, Kigali City, Rwanda",
  source: "gps",
  timestamp: new Date(),
});
const device = (referer: string | null = null) => ({
  ip: null,
  userAgent: "Mozilla/5.0 (forged by the client)",
  timezone: "Africa/Kigali",
  referer,
  language: "en-US",
  timestamp: new Date(),
});
const userAction = (action: string, buttonId: string | null, extra: Record<string, unknown> = {}) => ({
  type: "user_action",
  data: { action, buttonId, ...extra },
  timestamp: new Date(),
});

/** What TrackingService.getCompleteTrackingData builds, serialized the way axios does (Dates become ISO text). */
const payload = (sessionId: string, event: unknown, location: unknown = noPosition(), referer: string | null = null) =>
  JSON.parse(
    JSON.stringify({ event, location, device: device(referer), session: { id: sessionId, startTime: new Date() } }),
  );

describe("POST /api/tracking with the original client's payloads", () => {
  const cases: [string, (sessionId: string) => unknown, string, string | null][] = [
    ["session start (event: null)", (id) => payload(id, null), "session_start", null],
    ["session start without an event key", (id) => ({ ...payload(id, null), event: undefined }), "session_start", null],
    [
      "page view before GPS is known",
      (id) => payload(id, userAction("page_view", "/comment", { searchParams: "?role=mentor", hash: "" })),
      "page_view",
      "page_view",
    ],
    [
      "button click with a GPS position and nested address",
      (id) => payload(id, userAction("button_click", "submit-comment"), gpsPosition(), "http://localhost:3520/signin"),
      "button_click",
      "button_click",
    ],
    [
      "form submission (its own word for it)",
      (id) => payload(id, userAction("form_submission", "signin_form", { username: "teacher", timestamp: new Date() })),
      "form_submit",
      "form_submission",
    ],
    [
      "navigation with a null buttonId",
      (id) => payload(id, userAction("navigation", null, { fromPage: "/comment", toPage: "/marks" })),
      "navigation",
      "navigation",
    ],
    [
      "login attempt",
      (id) =>
        payload(id, userAction("login_attempt", null, { username: "teacher", success: true, userRole: "teacher" })),
      "login_attempt",
      "login_attempt",
    ],
    ["logout", (id) => payload(id, userAction("logout", null, { userRole: "mentor" })), "logout", "logout"],
    [
      "data access",
      (id) => payload(id, userAction("data_access", null, { dataType: "admin_dashboard", action: "view" })),
      "data_access",
      "view",
    ],
    [
      "an action we do not know",
      (id) => payload(id, userAction("report_card_print", "print")),
      "user_action",
      "report_card_print",
    ],
    [
      "a referrer longer than we keep",
      (id) =>
        payload(
          id,
          userAction("page_view", "/marks"),
          noPosition(),
          `http://localhost:3520/marks?${"q=1&".repeat(200)}`,
        ),
      "page_view",
      "page_view",
    ],
  ];

  it.each(cases)("records %s (204)", async (_, make, type, action) => {
    const sessionId = clientSession();
    const res = await call(track, { body: make(sessionId), headers: headers() });
    expect(res.status).toBe(204);
    const [event] = await eventsOf(sessionId);
    expect(event).toMatchObject({ type, action, userAgent: "Chromium walk" });
    expect(JSON.stringify(event.device)).not.toContain("forged by the client");
    expect(JSON.stringify(event)).not.toContain('"ip":null');
  });

  it("keeps the nested address flat, and no coordinates when the client had none", async () => {
    const withGps = clientSession();
    await call(track, { body: payload(withGps, userAction("button_click", "x"), gpsPosition()), headers: headers() });
    const [located] = await eventsOf(withGps);
    expect(located.location).toMatchObject({
      coordinates: { latitude: -1.944123, longitude: 30.061987, accuracy: 35 },
      street: "Gasabo",
      city: "Kigali",
      country: "Rwanda",
      fullAddress: "Gasabo, Kigali, Kigali City, Rwanda",
      source: "gps",
    });
    expect(located.preciseLocation).toBe(true);
    const without = clientSession();
    await call(track, { body: payload(without, userAction("page_view", "/")), headers: headers() });
    const [unlocated] = await eventsOf(without);
    expect(unlocated.location).toEqual({ source: "ip", timestamp: expect.any(String) });
    expect(unlocated.preciseLocation).toBe(false);
  });

  it("answers 204 to the body-less session start the client re-sends, storing nothing", async () => {
    const before = await db.trackingEvent.count();
    const res = await call(track, { method: "POST", headers: { ...headers(), "content-type": "application/json" } });
    expect(res.status).toBe(204);
    expect(await db.trackingEvent.count()).toBe(before);
  });

  it("records events for the signed-in user (Bearer), as the client sends them after sign-in", async () => {
    const mentor = await makeUser("mentor");
    const sessionId = clientSession();
    expect(
      (
        await call(track, {
          body: payload(sessionId, userAction("page_view", "/comment")),
          token: mentor.token,
          headers: headers(),
        })
      ).status,
    ).toBe(204);
    expect((await eventsOf(sessionId))[0].userId).toBe(mentor.id);
  });
});

describe("geocoding through the cache per rounded position", () => {
  let calls = 0;
  withFakeGeocoder((url, response) => {
    calls += 1;
    answerKigali(response, `City ${url.searchParams.get("latitude")}`);
  });

  it("asks the provider once for positions that round to the same place, and only about the rounded one", async () => {
    const latitude = -2 - Math.floor(Math.random() * 1000) / 1000;
    const before = calls;
    const first = await cachedReverseGeocode(latitude + 0.0001, 29.5001, "report-retry");
    const second = await cachedReverseGeocode(latitude + 0.0002, 29.4999, null);
    expect(calls - before).toBe(1);
    expect(second).toEqual(first);
    expect(first.city).toBe(`City ${latitude.toFixed(3).replace(/0+$/, "")}`);
  });

  it("fills in a signed-in user's tracked position's address after answering", async () => {
    const sessionId = clientSession();
    const user = await makeUser("teacher");
    const event = await db.trackingEvent.create({
      data: {
        type: "page_view",
        sessionId,
        userId: user.id,
        occurredAt: new Date(),
        location: { coordinates: { latitude: -1.5, longitude: 29.6 } },
        preciseLocation: true,
      },
    });
    await geocodeTrackedLocation({
      ids: [event.id],
      userId: user.id,
      location: { coordinates: { latitude: -1.5, longitude: 29.6 } },
    });
    const updated = await db.trackingEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(updated.location).toMatchObject({
      coordinates: { latitude: -1.5, longitude: 29.6 },
      city: "City -1.5",
      country: "Rwanda",
      fullAddress: "Gasabo, City -1.5, Kigali City, Rwanda",
    });
  });
});

describe("coarsenOldLocations", () => {
  it("rounds positions older than 30 days to about 1 km and drops street-level parts; newer ones stay precise", async () => {
    const sessionId = clientSession();
    const now = new Date();
    const location = {
      coordinates: { latitude: -1.944123, longitude: 30.061987, accuracy: 12 },
      street: "KG 7 Ave",
      streetNumber: "12",
      fullAddress: "12 KG 7 Ave, Kigali",
      city: "Kigali",
      country: "Rwanda",
    };
    const [old, recent] = await Promise.all(
      [31, 29].map((days) =>
        db.trackingEvent.create({
          data: {
            type: "page_view",
            sessionId,
            occurredAt: now,
            createdAt: new Date(now.getTime() - days * DAY_MS),
            location,
            preciseLocation: true,
          },
        }),
      ),
    );
    expect(await coarsenOldLocations(30, now)).toBeGreaterThanOrEqual(1);
    const coarse = await db.trackingEvent.findUniqueOrThrow({ where: { id: old.id } });
    expect(coarse.preciseLocation).toBe(false);
    expect(coarse.location).toEqual({
      coordinates: { latitude: -1.94, longitude: 30.06, accuracy: 1000 },
      city: "Kigali",
      country: "Rwanda",
    });
    const kept = await db.trackingEvent.findUniqueOrThrow({ where: { id: recent.id } });
    expect(kept.location).toEqual(location);
    expect(kept.preciseLocation).toBe(true);
  });
});
