import { afterEssentials } from "@/lib/client/load-order";

type Tracking = typeof import("@/lib/tracking/tracking.client");

let tracking: Promise<Tracking> | undefined;
let loaded: Tracking | undefined;
const load = () =>
  (tracking ??= afterEssentials()
    .then(() => import("@/lib/tracking/tracking.client"))
    .then((module) => {
      loaded = module;
      return module;
    }));

/**
 * The app's handle on usage tracking. The tracker module loads on first use, after the screen's own
 * code (lib/client/load-order.ts), so it is not part of any screen's first-load JS; events recorded
 * before it arrives are queued in order. Once loaded, calls are synchronous (logout clears session storage right after recording its event). Never throws.
 */
export function track(type: string, data?: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  if (loaded) {
    loaded.track(type, data);
    return;
  }
  load()
    .then((module) => module.track(type, data))
    .catch(() => undefined);
}

/** A page view, once per route change. */
export function trackPageView(path: string): void {
  if (typeof window === "undefined") return;
  load()
    .then((module) => module.trackPageView(path))
    .catch(() => undefined);
}

/** Starts tracking once per page load and records the app start. */
export function startTracking(): void {
  if (typeof window === "undefined") return;
  load()
    .then((module) => {
      if (module.initTracking()) module.track("app_start", { path: window.location.pathname });
    })
    .catch(() => undefined);
}
