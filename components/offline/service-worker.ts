// Registers the service worker (public/sw.js, built from lib/offline/worker/) and, at most once an hour
// per signed-in session, asks it to fetch the teacher screens and their data so they open offline. The
// timestamp lives under the "lastLoaded:" prefix, so signing in or out forgets it with the other offline
// copies (lib/client/session.ts).
import { marksListUrl } from "@/lib/client/marks-url";
import { LAST_LOADED_PREFIX } from "@/lib/client/session";
import { META_CACHE, OFFLINE_LOCALE } from "@/lib/offline/cache-names";

const WARMED_KEY = `${LAST_LOADED_PREFIX}offline-warmed`;
const WARM_EVERY_MS = 60 * 60 * 1000;

function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** `locale`: the screen's language, which the worker's offline page then speaks (it has the words built in). */
export function registerServiceWorker(locale: string) {
  if (!("serviceWorker" in navigator) || process.env.NODE_ENV !== "production") return;
  if (typeof caches !== "undefined")
    void caches
      .open(META_CACHE)
      .then((cache) => cache.put(OFFLINE_LOCALE, new Response(locale, { headers: { "Content-Type": "text/plain" } })))
      .catch(() => undefined);
  void navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      // Code this page loaded before the worker took control (the first visit): keep it for offline use.
      const assets = performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/_next/static/"));
      registration.active?.postMessage({ type: "assets", assets });
      const last = Number(localStorage.getItem(WARMED_KEY) ?? 0);
      if (!navigator.onLine || Date.now() - last < WARM_EVERY_MS) return;
      localStorage.setItem(WARMED_KEY, String(Date.now()));
      // The marks screen's first page, by the URL it asks for, so it opens offline from the menu too.
      registration.active?.postMessage({ type: "warm", today: localToday(), lists: [marksListUrl({}, 1)] });
    })
    .catch(() => undefined);
}
