import { TRACKING_FLUSH_MS, TRACKING_MAX_BATCH } from "@/lib/constants";
import {
  BACKGROUND_GPS_FALLBACK,
  BACKGROUND_GPS_FRESHNESS_MS,
  BACKGROUND_GPS_OPTIONS,
} from "@/lib/geo/constants.shared";
import { listenForInteractions } from "@/lib/tracking/tracking-listeners.client";

/**
 * The usage tracker (docs/product-spec.md#purpose, docs/product-spec.md#entities): events are queued and sent in batches with a keep-alive fetch
 * (sendBeacon when the page is being hidden). Nothing here is ever awaited by the UI and every
 * failure is swallowed: tracking must never get in a teacher's way.
 */

const ENDPOINT = "/api/tracking";
const SESSION_KEY = "tracking.session";
// Sent at once: a navigation or a storage clear follows them.
const URGENT = new Set(["login_attempt", "logout"]);
const MAX_QUEUE = 500;

interface TrackingSession {
  id: string;
  startTime: string;
}

interface QueuedEvent {
  type: string;
  data: Record<string, unknown>;
  timestamp: string;
}

interface BackgroundLocation {
  coordinates: { latitude: number; longitude: number; accuracy: number };
  source: "gps";
  timestamp: number;
}

let queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let backgroundLocation: BackgroundLocation | undefined;
let locationAllowed = false;
let locating = false;
let initialised = false;
let memorySession: TrackingSession | undefined;
let lastPath: string | undefined;

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The browser session: generated here with its start time, kept in sessionStorage (one per tab). */
export function trackingSession(): TrackingSession {
  try {
    const stored = sessionStorage.getItem(SESSION_KEY);
    if (stored) {
      const parsed = JSON.parse(stored) as Partial<TrackingSession>;
      if (
        typeof parsed.id === "string" &&
        /^[A-Za-z0-9_-]{8,100}$/.test(parsed.id) &&
        typeof parsed.startTime === "string"
      ) {
        return { id: parsed.id, startTime: parsed.startTime };
      }
    }
  } catch {
    // Storage blocked: one session per page load.
    if (memorySession) return memorySession;
  }
  const created = { id: randomId(), startTime: new Date().toISOString() };
  memorySession = created;
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(created));
  } catch {
    // As above.
  }
  return created;
}

function deviceInfo() {
  let referer: string | undefined;
  try {
    // Origin and path only: another site's query string is none of our business.
    referer = document.referrer
      ? `${new URL(document.referrer).origin}${new URL(document.referrer).pathname}`.slice(0, 300)
      : undefined;
  } catch {
    referer = undefined;
  }
  return {
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone?.slice(0, 60),
    language: navigator.language?.slice(0, 35),
    referer,
    screen: { width: Math.round(window.screen.width), height: Math.round(window.screen.height) },
    timestamp: new Date().toISOString(),
  };
}

function send(body: string, beacon: boolean) {
  try {
    if (
      beacon &&
      typeof navigator.sendBeacon === "function" &&
      navigator.sendBeacon(ENDPOINT, new Blob([body], { type: "text/plain" }))
    )
      return;
    void fetch(ENDPOINT, {
      method: "POST",
      body,
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
    }).catch(() => undefined);
  } catch {
    // Ignored on purpose.
  }
}

/** Sends everything queued now. `beacon` when the page is going away. */
export function flushTracking(beacon = false) {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!queue.length) return;
  try {
    const session = trackingSession();
    const device = deviceInfo();
    refreshLocation();
    while (queue.length) {
      const events = queue.splice(0, TRACKING_MAX_BATCH);
      send(JSON.stringify({ session, device, location: backgroundLocation, events }), beacon);
    }
  } catch {
    queue = [];
  }
}

const clip = (value: unknown) => (typeof value === "string" ? value.slice(0, 300) : value);

/** Records one event; never throws, never blocks. */
export function track(type: string, data: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  try {
    if (type === "data_access") {
      const path = String(data.path ?? "");
      if (!path.startsWith("/api/") || path.startsWith(ENDPOINT)) return;
    }
    const clean = Object.fromEntries(
      Object.entries(data)
        .slice(0, 20)
        .map(([key, value]) => [key, clip(value)]),
    );
    queue.push({ type, data: clean, timestamp: new Date().toISOString() });
    if (queue.length > MAX_QUEUE) queue = queue.slice(-MAX_QUEUE);
    if (URGENT.has(type) || queue.length >= TRACKING_MAX_BATCH) flushTracking();
    else timer ??= setTimeout(() => flushTracking(), TRACKING_FLUSH_MS);
  } catch {
    // Ignored on purpose.
  }
}

/** One page view per route change; `from` is the previous route of this page load. */
export function trackPageView(path: string): void {
  if (path === lastPath) return;
  track("page_view", { path, from: lastPath });
  lastPath = path;
}

function refreshLocation() {
  if (!locationAllowed || locating) return;
  if (backgroundLocation && Date.now() - backgroundLocation.timestamp < BACKGROUND_GPS_FRESHNESS_MS) return;
  locating = true;
  const done = (position?: GeolocationPosition) => {
    locating = false;
    if (!position) return;
    const { latitude, longitude, accuracy } = position.coords;
    backgroundLocation = { coordinates: { latitude, longitude, accuracy }, source: "gps", timestamp: Date.now() };
  };
  try {
    navigator.geolocation.getCurrentPosition(
      done,
      () => navigator.geolocation.getCurrentPosition(done, () => done(), BACKGROUND_GPS_FALLBACK),
      BACKGROUND_GPS_OPTIONS,
    );
  } catch {
    locating = false;
  }
}

/** Location only when the browser already granted it: tracking never asks for permission. */
async function watchLocationPermission() {
  try {
    if (!("geolocation" in navigator) || !navigator.permissions?.query) return;
    const status = await navigator.permissions.query({ name: "geolocation" });
    const apply = () => {
      locationAllowed = status.state === "granted";
      if (!locationAllowed) backgroundLocation = undefined;
      refreshLocation();
    };
    apply();
    status.addEventListener("change", apply);
  } catch {
    // No Permissions API: no background location.
  }
}

/**
 * Once per page load: listen for clicks, submits and back/forward, flush when the page is hidden or
 * left, and start background location if allowed.
 */
export function initTracking(): boolean {
  if (initialised || typeof window === "undefined") return false;
  initialised = true;
  try {
    trackingSession();
    listenForInteractions(track);
    const leave = () => flushTracking(true);
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") leave();
    });
    void watchLocationPermission();
  } catch {
    // Ignored on purpose.
  }
  return true;
}
