// The app's service worker (hand-written, see README "Offline"). It keeps the teacher screens, the code
// they load and their data for offline use, and sends the writes queued in IndexedDB (lib/offline/) on
// Background Sync. Screens and data: network first, the last copy when offline. Code under
// /_next/static: content-hashed names never change meaning, so cache first, and old builds' files are
// kept (up to a bound) so a screen cached before a deployment still finds every chunk it asks for.
const STATIC = "static-v1";
const PAGES = "pages-v1";
const DATA = "data-v1";
const STATIC_MAX = 400;
const SCREENS = ["/comment", "/attendance", "/marks", "/create-marks", "/success"];
const SCREEN = /^\/(main\/)?(comment|attendance|marks|create-marks|edit-marks\/[^/]+|success)\/?$/;
const DATA_PATHS =
  /^\/api\/(comments\/available-schools|comments\/school\/[^/]+\/(classes|subjects)|classes(\/available-schools)?|students|attendance\/(class\/[^/]+|overview|missing)|marks(\/class\/[^/]+)?)$/;
const OFFLINE_PAGE =
  '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<title>Offline</title><body style="font-family:system-ui,sans-serif;padding:2rem;max-width:32rem;margin:auto">' +
  "<h1>You are offline</h1><p>This screen has not been opened on this phone while online yet. " +
  'Open it once with a connection and it works offline after that.</p><p><a href="/comment">Daily report</a> · ' +
  '<a href="/attendance">Attendance</a></p></body>';

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  const keep = new Set([STATIC, PAGES, DATA]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))))
      // Navigation preload: the browser asks for the screen while this worker starts (tens to hundreds
      // of ms on a cheap phone), instead of after.
      .then(() => self.registration.navigationPreload && self.registration.navigationPreload.enable())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/_next/static/")) event.respondWith(cacheFirst(request));
  else if (request.mode === "navigate" && SCREEN.test(url.pathname)) event.respondWith(screen(event));
  // Any other page: the answer the browser already asked for (navigation preload), not a second request.
  else if (request.mode === "navigate") event.respondWith(preloadedOrFetched(event));
  else if (DATA_PATHS.test(url.pathname) && !request.headers.has("RSC")) event.respondWith(data(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - STATIC_MAX))) await cache.delete(key);
}

async function preloadedOrFetched(event) {
  return (await event.preloadResponse) || fetch(event.request);
}

/** A screen as the server renders it now; offline, its last copy (each copy keeps its own CSP nonce). */
async function screen(event) {
  const request = event.request;
  const key = new URL(request.url).pathname.replace(/^\/main\//, "/");
  try {
    const response = await preloadedOrFetched(event);
    if (response.ok && response.type === "basic" && !response.redirected) {
      await (await caches.open(PAGES)).put(key, response.clone());
    }
    return response;
  } catch {
    const hit = await caches.match(key, { cacheName: PAGES });
    return hit || new Response(OFFLINE_PAGE, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
}

/** Data: the server's answer; without a connection, the last copy (the app labels it with its time). */
async function data(request) {
  const cache = await caches.open(DATA);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}

/**
 * Keeps `paths` and every chunk their code names (Turbopack writes the lazily loaded chunks of a page
 * into its code as "static/chunks/…"), so a part of a screen first opened offline still has its code.
 */
async function keepCode(paths, crawl) {
  const code = await caches.open(STATIC);
  const seen = new Set();
  const queue = [...paths];
  while (queue.length && seen.size < STATIC_MAX) {
    const path = queue.shift();
    if (!path.startsWith("/_next/static/") || seen.has(path)) continue;
    seen.add(path);
    let response = await code.match(path);
    if (!response) {
      response = await fetch(path).catch(() => null);
      if (!response || !response.ok) continue;
      await code.put(path, response.clone());
    }
    if (crawl && path.endsWith(".js")) {
      const text = await response.text();
      for (const found of text.match(/static\/chunks\/[\w.-]+\.(?:js|css)/g) || []) queue.push(`/_next/${found}`);
    }
  }
}

/** Signed in, on a teacher screen: fetch the screens, their code and their data once, so they open offline. */
async function warm(today) {
  const pages = await caches.open(PAGES);
  for (const path of SCREENS) {
    try {
      const response = await fetch(path, { credentials: "same-origin", redirect: "manual" });
      if (!response.ok || response.type !== "basic") continue;
      const html = await response.clone().text();
      await pages.put(path, response);
      await keepCode(html.match(/\/_next\/static\/[^"'\s\\)]+/g) || [], true);
    } catch {
      return;
    }
  }
  const json = async (path) => {
    const response = await fetch(path, { credentials: "same-origin" });
    if (!response.ok) throw new Error(String(response.status));
    await (await caches.open(DATA)).put(path, response.clone());
    return response.json();
  };
  const tryJson = (path) => json(path).catch(() => null);
  const id = encodeURIComponent;
  const [schools, classes] = await Promise.all([tryJson("/api/comments/available-schools"), tryJson("/api/classes")]);
  const paths = ["/api/classes/available-schools", "/api/attendance/missing", `/api/attendance/overview?date=${today}`];
  for (const school of (schools && schools.data) || [])
    paths.push(`/api/comments/school/${id(school._id)}/classes`, `/api/comments/school/${id(school._id)}/subjects`);
  for (const klass of Array.isArray(classes) ? classes : [])
    paths.push(`/api/students?classId=${id(klass._id)}`, `/api/attendance/class/${id(klass._id)}?date=${today}`);
  for (const path of paths) await tryJson(path);
}

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "warm" && /^\d{4}-\d{2}-\d{2}$/.test(message.today)) event.waitUntil(warm(message.today));
  if (message.type === "assets" && Array.isArray(message.assets))
    event.waitUntil(keepCode(message.assets.slice(0, 200), false));
  if (message.type === "forget") event.waitUntil(Promise.all([caches.delete(PAGES), caches.delete(DATA)]));
});

// Background Sync (Chromium only): send what the queue holds even with no tab open. Pages also send it
// on `online` and when opened (lib/offline/replay.ts), since Safari and Firefox have no Background Sync.
self.addEventListener("sync", (event) => {
  if (event.tag === "offline-queue") event.waitUntil(replayQueue());
});

/** One transaction on the queue's database (the same layout as lib/offline/queue.ts). */
function idb(run) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("offline-queue", 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore("items", { keyPath: "id" });
      open.result.createObjectStore("meta");
    };
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(["items", "meta"], "readwrite");
      const request = run(tx);
      tx.oncomplete = () => {
        db.close();
        resolve(request.result);
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

async function replayQueue() {
  const user = await idb((tx) => tx.objectStore("meta").get("user"));
  const items = (await idb((tx) => tx.objectStore("items").getAll()))
    .filter((item) => user && item.user === user && item.state === "waiting")
    .sort((a, b) => a.createdAt - b.createdAt);
  try {
    for (const item of items) {
      let response;
      try {
        response = await fetch(item.url, {
          method: item.method,
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": item.id },
          body: item.body,
        });
      } catch {
        throw new Error("offline"); // the browser fires the sync again later
      }
      const retry = response.status === 401 || response.status === 429 || response.status >= 500;
      if (response.ok) await idb((tx) => tx.objectStore("items").delete(item.id));
      else if (retry || response.headers.has("Retry-After"))
        return; // the page asks to sign in again
      else {
        const body = await response.json().catch(() => ({}));
        const message = typeof body.message === "string" ? body.message : `Server error: ${response.status}`;
        await idb((tx) => tx.objectStore("items").put({ ...item, state: "refused", message, status: response.status }));
      }
    }
  } finally {
    for (const client of await self.clients.matchAll()) client.postMessage({ type: "queue-changed" });
  }
}
