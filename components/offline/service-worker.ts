// Registers the service worker (public/sw.js, built from lib/offline/worker/) and, once per signed-in
// session and when a new build's worker takes over, asks it to fetch the teacher screens and their data
// it does not have yet, so they open offline. The
// timestamp lives under the "lastLoaded:" prefix, so signing in or out forgets it with the other offline
// copies (lib/client/session.ts).
import { marksListUrl } from "@/lib/marks/marks-url.client";
import { LAST_LOADED_PREFIX } from "@/lib/client/session";
import { localToday } from "@/lib/days";
import { META_CACHE, OFFLINE_LOCALE } from "@/lib/offline/cache-names";

const WARMED_KEY = `${LAST_LOADED_PREFIX}offline-warmed`;

let listening = false;

/** The marks screen's first page goes by the URL it asks for, so it opens offline from the menu too. */
function warmNow(worker: ServiceWorker | null | undefined) {
  worker?.postMessage({ type: "warm", today: localToday(), lists: [marksListUrl({}, 1)] });
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
      // Once a session (the key goes at every sign-in and sign-out), not hourly: the worker fetches only
      // what it does not have, and the screens the teacher opens are kept as they are served (issue 50).
      if (!navigator.onLine || localStorage.getItem(WARMED_KEY)) return;
      localStorage.setItem(WARMED_KEY, String(Date.now()));
      warmNow(registration.active);
    })
    .catch(() => undefined);
  // A new build's worker took over and dropped the old build's screens: the new ones, once.
  if (!listening) {
    listening = true;
    // The first worker taking control of this page (a first visit) is no new build: the warm above covers it.
    let previous = navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      const replaced = previous;
      previous = navigator.serviceWorker.controller;
      if (replaced && navigator.onLine && localStorage.getItem(WARMED_KEY)) warmNow(previous);
    });
  }
}
