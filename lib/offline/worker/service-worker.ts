// The app's service worker, built into public/sw.js by scripts/build-service-worker.mts (`npm run build`,
// `npm start`, the e2e server): docs/offline.md#worker. It keeps the teacher screens, the code they load
// and their data for offline use (serve.ts, warm.ts), shows the offline page in the screens' language
// (offline-page.ts), and sends the queued writes on Background Sync (sync.ts) with the page's own code.
import { STATIC_CACHE, USER_CACHES, META_CACHE } from "@/lib/offline/cache-names";
import { onFetch } from "@/lib/offline/worker/serve";
import { worker } from "@/lib/offline/worker/scope";
import { forgetUser, noteLogoutPending, writeQueueUser } from "@/lib/offline/worker/session";
import { syncLogout, syncQueue } from "@/lib/offline/worker/sync";
import { keepCode, warm } from "@/lib/offline/worker/warm";

worker.addEventListener("install", () => void worker.skipWaiting());
worker.addEventListener("activate", (event) => {
  const keep = new Set([STATIC_CACHE, META_CACHE, ...USER_CACHES]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))))
      // Navigation preload: the browser asks for the screen while this worker starts (tens to hundreds
      // of ms on a cheap phone), instead of after.
      .then(() => worker.registration.navigationPreload?.enable())
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener("fetch", (event) => onFetch(event, worker.location.origin));

/** The strings of a page's list, at most `max` (a message is the page's word, checked like any input). */
const paths = (list: unknown, max: number): string[] =>
  Array.isArray(list) ? list.slice(0, max).filter((path): path is string => typeof path === "string") : [];

worker.addEventListener("message", (event) => {
  const message = (event.data ?? {}) as {
    type?: unknown;
    today?: unknown;
    lists?: unknown;
    assets?: unknown;
    user?: unknown;
  };
  if (message.type === "warm" && typeof message.today === "string" && /^\d{4}-\d{2}-\d{2}$/.test(message.today))
    event.waitUntil(warm(message.today, paths(message.lists, 10), worker.location.origin));
  if (message.type === "assets") event.waitUntil(keepCode(paths(message.assets, 200), false));
  // The app learnt the session is gone (Logout, a 401, another user signing in): lib/client/session.ts.
  if (message.type === "forget") event.waitUntil(forgetUser());
  // Who is signed in now (the queue panel, after any "forget" of the same page: messages keep their order).
  if (message.type === "queue-user" && typeof message.user === "string" && message.user)
    event.waitUntil(writeQueueUser(message.user));
  if (message.type === "logout-pending") noteLogoutPending();
});

worker.addEventListener("sync", (event) => {
  if (event.tag === "offline-queue") event.waitUntil(syncQueue(worker));
  if (event.tag === "logout") event.waitUntil(syncLogout());
});
