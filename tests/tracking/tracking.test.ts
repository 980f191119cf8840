import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { db } from "@/lib/db";
import { recordServerEvent } from "@/lib/tracking/tracking";
import { TRACKING_ADDRESS_LIMIT, TRACKING_MAX_BATCH, TRACKING_SESSION_LIMIT } from "@/lib/constants";
import { call, makeUser } from "../helpers/api";
import { trackingApi } from "@/lib/tracking/api";

const { POST: track } = trackingApi["/api/tracking"];
const { GET: listEvents } = trackingApi["/api/admin/tracking-events"];

const newSession = () => `s${randomUUID().replace(/-/g, "")}`;
const ipHeader = () => ({
  "x-forwarded-for": `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  "user-agent": "Vitest Browser/1.0",
});

/** The spec's payload (docs/product-spec.md#entities): one event with location, device and session. */
function specPayload(sessionId: string, overrides: Record<string, unknown> = {}) {
  return {
    event: {
      type: "button_click",
      data: { action: "click", buttonId: "save-report" },
      timestamp: new Date().toISOString(),
    },
    location: {
      coordinates: { latitude: -1.95, longitude: 30.06, accuracy: 1200 },
      city: "Kigali",
      country: "Rwanda",
      fullAddress: "Gasabo, Kigali, Rwanda",
      source: "gps",
      timestamp: Date.now(),
    },
    device: {
      ip: "1.2.3.4",
      userAgent: "forged",
      timezone: "Africa/Kigali",
      referer: "http://localhost/comment",
      language: "en",
      timestamp: new Date().toISOString(),
    },
    session: { id: sessionId, startTime: new Date().toISOString() },
    ...overrides,
  };
}

const eventsOf = (sessionId: string) =>
  db.trackingEvent.findMany({ where: { sessionId }, orderBy: { occurredAt: "asc" } });

describe("POST /api/tracking", () => {
  it("keeps the referring page without its query string or fragment (tokens travel there)", async () => {
    const stored = async (referer: string) => {
      const sessionId = newSession();
      const base = specPayload(sessionId);
      const res = await call(track, { body: { ...base, device: { ...base.device, referer } }, headers: ipHeader() });
      expect(res.status).toBe(204);
      const [event] = await eventsOf(sessionId);
      return (event.device as { referer?: string }).referer;
    };
    expect(await stored("https://mail.example.org/reset?token=eyJabc.def&user=ann#step-2")).toBe(
      "https://mail.example.org/reset",
    );
    expect(await stored("http://localhost/marks#top")).toBe("http://localhost/marks");
    expect(await stored("?only=query")).toBeUndefined();
    expect(await stored(`http://localhost/${"a".repeat(400)}?q=1`)).toBe(
      `http://localhost/${"a".repeat(400)}`.slice(0, 300),
    );
  });

  it("stores the spec's payload anonymously with the server-seen address and user agent (204)", async () => {
    const sessionId = newSession();
    const headers = ipHeader();
    const res = await call(track, { body: specPayload(sessionId), headers });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    const [event] = await eventsOf(sessionId);
    expect(event).toMatchObject({
      type: "button_click",
      action: "click",
      userId: null,
      ip: headers["x-forwarded-for"],
      userAgent: "Vitest Browser/1.0",
    });
    expect(event.data).toEqual({ action: "click", buttonId: "save-report" });
    expect(event.location).toMatchObject({
      coordinates: { latitude: -1.95, longitude: 30.06 },
      city: "Kigali",
      fullAddress: "Gasabo, Kigali, Rwanda",
    });
    expect(event.device).toMatchObject({ timezone: "Africa/Kigali", language: "en" });
    expect(event.device).not.toHaveProperty("ip");
    expect(event.device).not.toHaveProperty("userAgent");
  });

  it("stores a batch for the signed-in user under one session; accepts text/plain (sendBeacon) and 'admin-dashboard-access'", async () => {
    const user = await makeUser("teacher");
    const sessionId = newSession();
    const body = JSON.stringify({
      session: { id: sessionId, startTime: Date.now() },
      events: [
        { type: "app_start" },
        { type: "page_view", data: { path: "/comment" } },
        { type: "admin-dashboard-access", data: { tab: "overview" } },
      ],
    });
    const res = await call(track, {
      body,
      token: user.token,
      headers: { ...ipHeader(), "content-type": "text/plain;charset=UTF-8" },
    });
    expect(res.status).toBe(204);
    const events = await eventsOf(sessionId);
    expect(events.map((event) => event.type).sort()).toEqual(["admin_dashboard_access", "app_start", "page_view"]);
    expect(new Set(events.map((event) => event.userId))).toEqual(new Set([user.id]));
  });

  it("never stores passwords, tokens or form contents, at any depth", async () => {
    const sessionId = newSession();
    const data = {
      action: "submit",
      password: "hunter2",
      nested: {
        Authorization: "Bearer abc",
        accessToken: "t",
        keep: "yes",
        deeper: { confirmPassword: "x", cookie: "c", ok: 1 },
      },
      formData: { username: "a" },
      values: ["a"],
      apiKey: "k",
    };
    expect(
      (
        await call(track, {
          body: specPayload(sessionId, { event: { type: "form_submit", data } }),
          headers: ipHeader(),
        })
      ).status,
    ).toBe(204);
    const [event] = await eventsOf(sessionId);
    expect(event.data).toEqual({ action: "submit", nested: { keep: "yes", deeper: { ok: 1 } } });
    expect(JSON.stringify(event)).not.toMatch(/hunter2|Bearer abc/);
  });

  it("keeps a plausible client time and replaces an implausible one with the server's", async () => {
    const sessionId = newSession();
    const earlier = new Date(Date.now() - 60_000);
    await call(track, {
      body: {
        session: { id: sessionId },
        events: [
          { type: "page_view", timestamp: earlier.toISOString() },
          { type: "navigation", timestamp: "2001-01-01T00:00:00Z" },
        ],
      },
      headers: ipHeader(),
    });
    const events = await db.trackingEvent.findMany({ where: { sessionId } });
    const byType = Object.fromEntries(events.map((event) => [event.type, event.occurredAt.getTime()]));
    expect(byType.page_view).toBe(earlier.getTime());
    expect(Math.abs(byType.navigation - Date.now())).toBeLessThan(10_000);
  });

  const tooMany = Array.from({ length: TRACKING_MAX_BATCH + 1 }, () => ({ type: "page_view" }));
  const bad: [string, (sessionId: string) => unknown, number, string][] = [
    ["an unknown event type", (id) => specPayload(id, { event: { type: "keylogger" } }), 400, "Unknown event type"],
    ["no session", (id) => ({ ...specPayload(id), session: undefined }), 400, "Session is required"],
    [
      "both event and events",
      (id) => ({ session: { id }, event: { type: "page_view" }, events: [{ type: "page_view" }] }),
      400,
      "Invalid tracking payload",
    ],
    [
      "a hostile session id",
      (id) => specPayload(id, { session: { id: "'; DROP TABLE x; --" } }),
      400,
      "Invalid session id",
    ],
    [
      "data that is not an object",
      (id) => specPayload(id, { event: { type: "page_view", data: "nope" } }),
      400,
      "Event data must be an object",
    ],
    [
      "a latitude out of range",
      (id) => specPayload(id, { location: { coordinates: { latitude: 200, longitude: 0 } } }),
      400,
      "Invalid latitude",
    ],
    ["an event that is not an object", (id) => specPayload(id, { event: "page_view" }), 400, "Invalid tracking event"],
    ["too many events", (id) => ({ session: { id }, events: tooMany }), 400, "Too many events in one request"],
    ["an empty batch", (id) => ({ session: { id }, events: [] }), 400, "No events"],
    ["an array body", () => [1, 2], 400, "Invalid tracking payload"],
    ["malformed JSON", () => "{event:", 400, "Malformed JSON in request body"],
    [
      "an oversized body",
      (id) => specPayload(id, { event: { type: "page_view", data: { path: "x".repeat(40_000) } } }),
      413,
      "Request body is too large",
    ],
  ];
  it.each(bad)("rejects %s with a 4xx and stores nothing", async (_, make, status, message) => {
    const sessionId = newSession();
    const before = await db.trackingEvent.count();
    const res = await call<{ message: string }>(track, { body: make(sessionId), headers: ipHeader() });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await db.trackingEvent.count()).toBe(before);
  });

  it("rejects a content type other than JSON or text (415)", async () => {
    const res = await call(track, {
      body: JSON.stringify(specPayload(newSession())),
      headers: { ...ipHeader(), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });

  it("never answers 500 to arbitrary JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        const res = await call(track, {
          body: JSON.stringify({ ...specPayload(newSession()), event: value }),
          headers: ipHeader(),
        });
        expect(res.status === 204 || (res.status >= 400 && res.status < 500)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("rate-limits a burst from one session in events a minute (429 + Retry-After) and stores nothing more", async () => {
    const sessionId = newSession();
    const headers = ipHeader();
    const batch = { session: { id: sessionId }, events: Array.from({ length: 40 }, () => ({ type: "page_view" })) };
    const statuses: number[] = [];
    for (let i = 0; i < TRACKING_SESSION_LIMIT.events / 40; i++)
      statuses.push((await call(track, { body: batch, headers })).status);
    const over = await call<{ message: string }>(track, {
      body: { session: { id: sessionId }, event: { type: "page_view" } },
      headers,
    });
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe("Too many tracking events");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.trackingEvent.count({ where: { sessionId } })).toBe(TRACKING_SESSION_LIMIT.events);
  });

  it("rate-limits one address across fresh session ids (anonymous flood)", async () => {
    const headers = ipHeader();
    const batch = () => ({
      session: { id: newSession() },
      events: Array.from({ length: TRACKING_MAX_BATCH }, () => ({ type: "page_view" })),
    });
    const statuses: number[] = [];
    for (let i = 0; i < TRACKING_ADDRESS_LIMIT.events / TRACKING_MAX_BATCH + 1; i++)
      statuses.push((await call(track, { body: batch(), headers })).status);
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers 401 for a forged Bearer token", async () => {
    expect((await call(track, { body: specPayload(newSession()), token: "forged", headers: ipHeader() })).status).toBe(
      401,
    );
  });
});

describe("background location geocoding", () => {
  it("fills in the address after answering, with the 'Unknown …' fallbacks when the provider is down", async () => {
    const sessionId = newSession();
    const res = await call(track, {
      body: specPayload(sessionId, {
        location: { coordinates: { latitude: 12.5, longitude: 7.25, accuracy: 3000 }, source: "gps" },
      }),
      headers: ipHeader(),
    });
    expect(res.status).toBe(204);
    await expect
      .poll(async () => (await eventsOf(sessionId))[0]?.location, { timeout: 5000 })
      .toMatchObject({
        coordinates: { latitude: 12.5, longitude: 7.25 },
        fullAddress: "Unknown Address",
        city: "Unknown City",
        country: "Unknown Country",
        state: "Unknown State",
      });
  });
});

describe("recordServerEvent", () => {
  it("records a sign-in for the user and never throws", async () => {
    const user = await makeUser("teacher");
    await recordServerEvent({
      type: "sign_in",
      userId: user.id,
      ip: "10.0.0.1",
      userAgent: "UA",
      data: { via: "password", password: "nope" },
    });
    const event = await db.trackingEvent.findFirstOrThrow({ where: { userId: user.id, type: "sign_in" } });
    expect(event).toMatchObject({ sessionId: "server", ip: "10.0.0.1", data: { via: "password" } });
    await expect(recordServerEvent({ type: "sign_in", userId: "no-such-user" })).resolves.toBeUndefined();
  });
});

describe("GET /api/admin/tracking-events", () => {
  it("is for admins only (401, 403) and filters by session", async () => {
    const teacher = await makeUser("teacher");
    const admin = await makeUser("admin");
    const sessionId = newSession();
    await call(track, {
      body: {
        session: { id: sessionId },
        events: [
          { type: "page_view", data: { path: "/marks" } },
          { type: "button_click", data: { buttonId: "x" } },
        ],
      },
      token: teacher.token,
      headers: ipHeader(),
    });
    expect((await call(listEvents)).status).toBe(401);
    expect((await call(listEvents, { token: teacher.token })).status).toBe(403);
    const res = await call<{ events: { type: string; sessionId: string; user: { username: string } }[] }>(listEvents, {
      token: admin.token,
      query: { sessionId },
    });
    expect(res.status).toBe(200);
    expect(res.body.events.map((event) => event.type).sort()).toEqual(["button_click", "page_view"]);
    expect(res.body.events[0]).toMatchObject({ sessionId, user: { username: teacher.username } });
    const filtered = await call<{ events: unknown[] }>(listEvents, {
      token: admin.token,
      query: { sessionId, type: "page-view" },
    });
    expect(filtered.body.events).toHaveLength(1);
    expect((await call(listEvents, { token: admin.token, query: { sessionId: "bad id!" } })).status).toBe(400);
  });
});
