// The app's service worker, built into public/sw.js by scripts/build-service-worker.mts (`npm run build`,
// `npm start`, the e2e server): docs/offline.md#worker. It keeps the teacher screens, the code they load
// and their data for offline use (serve.ts, warm.ts), shows the offline page in the screens' language
// (offline-page.ts), and sends the queued writes on Background Sync (below) with the page's own code.
import { DATA_PREFIX, STATIC_CACHE, META_CACHE, WORKER_BUILD } from "@/lib/offline/cache-names";
import { queueUser } from "@/lib/offline/queue";
import { replayQueue } from "@/lib/offline/replay";
import { onFetch } from "@/lib/offline/worker/serve";
import { worker, type WorkerScope } from "@/lib/offline/worker/scope";
import { forgetUser, logoutFirst, noteLogoutPending, writeQueueUser } from "@/lib/offline/worker/session";
import { keepCode, warm } from "@/lib/offline/worker/warm";
import { copyKey, keptKey } from "@/lib/offline/worker/copies";

declare const __BUILD_ID__: string;

worker.addEventListener("install", () => void worker.skipWaiting());
// A new worker is a new build (scripts/lib/service-worker-build.mts writes the build's id into it): the
// screens kept were the old build's HTML, so every user's go (their data stays, sealed), and the page warms
// the new ones (it asks again when a new worker takes over: components/offline/service-worker.ts). That,
// and a user's first sign-in on the phone, are the only times screens are downloaded in advance (issue 50:
// not hourly, not at every sign-in).
worker.addEventListener("activate", (event) => {
  const keep = (name: string) => name === STATIC_CACHE || name === META_CACHE || name.startsWith(DATA_PREFIX);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !keep(name)).map((name) => caches.delete(name))))
      .then(() => caches.open(META_CACHE))
      .then((meta) => meta.put(WORKER_BUILD, new Response(__BUILD_ID__)))
      // Navigation preload: the browser asks for the screen while this worker starts (tens to hundreds
      // of ms on a cheap phone), instead of after; off again once a user's key is here (./copies.ts), when
      // the teacher screens open from the phone and a preload would download each of them for nothing.
      .then(() => keptKey())
      .then((kept) => (kept ? undefined : worker.registration.navigationPreload?.enable()))
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
  // Right after a sign-in that is also when the key to their copies is asked for, so the next screen opens from them.
  if (message.type === "queue-user" && typeof message.user === "string" && message.user)
    event.waitUntil(writeQueueUser(message.user).then(() => copyKey(logoutFirst)));
  if (message.type === "logout-pending") noteLogoutPending();
});

// Background Sync (Chromium only): the queue is sent even with no tab open, by the same replay the tabs
// run (lib/offline/replay.ts: the same order, answers and Retry-After). Pages also send it on `online`
// and when opened, since Safari and Firefox have no Background Sync.

/** Throws to have the browser fire the sync again later (its own back-off) while something still waits. */
async function syncQueue(scope: WorkerScope): Promise<void> {
  if (await logoutFirst()) throw new Error("offline"); // never sent with the session of a user who signed out
  const user = await queueUser().catch(() => null);
  if (!user) return; // nobody signed in here: their items wait for them
  try {
    const result = await replayQueue(user);
    // A 401 waits for its user to sign in, which no later sync brings.
    if (result.waiting && !result.needsSignIn) throw new Error("waiting");
  } finally {
    for (const client of await scope.clients.matchAll()) client.postMessage({ type: "queue-changed" });
  }
}

/** The sign-out made offline: tried again by the browser until it reaches the server. */
async function syncLogout(): Promise<void> {
  if (await logoutFirst()) throw new Error("offline");
}

worker.addEventListener("sync", (event) => {
  if (event.tag === "offline-queue") event.waitUntil(syncQueue(worker));
  if (event.tag === "logout") event.waitUntil(syncLogout());
});
