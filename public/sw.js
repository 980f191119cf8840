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
// Not user data, so kept across sign-outs: the offline page's words in the user's language (written by
// the signed-in screens, components/offline/service-worker.ts) and a sign-out still to tell the server.
const META = "offline-meta-v1";
const PAGE_WORDS = "/__offline/page";
const PENDING_LOGOUT = "/__offline/pending-logout";
// The screens that answer 200 only to a visitor nobody is signed in as: shown one, this phone has no session.
const SIGNED_OUT_SCREENS = /^\/(main\/?)?(signin|signup)?\/?$/;
const ENGLISH = {
  lang: "en",
  title: "Offline",
  heading: "You are offline",
  text: "This screen is not kept on this phone. Open it with a connection and try again.",
  signedOut:
    "You are signed out on this phone. Your session on the server will be ended as soon as the phone is back online.",
  links: [
    { href: "/comment", label: "Daily report" },
    { href: "/attendance", label: "Attendance" },
  ],
};

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  const keep = new Set([STATIC, PAGES, DATA, META]);
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

/** null until read: every write waits for the sign-out until it is known there is none. */
let logoutPending = null;
const logoutRead = hasPendingLogout().then((pending) => (logoutPending = pending));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    // A sign-out made offline reaches the server before anything else this phone sends (a new sign-in).
    if (logoutPending !== false && url.pathname !== "/api/auth/logout")
      event.respondWith(logoutFirst().then(() => fetch(request)));
    return;
  }
  if (url.pathname.startsWith("/_next/static/")) event.respondWith(cacheFirst(request));
  else if (request.mode === "navigate") event.respondWith(navigation(event, url));
  // The App Router's own fetch of a screen (a tap on a menu link): offline, an answer that is not a
  // screen's payload makes it load the page instead, which is the cached screen or the offline page.
  else if (request.headers.has("RSC") || url.searchParams.has("_rsc")) event.respondWith(rsc(request));
  else if (DATA_PATHS.test(url.pathname)) event.respondWith(data(request));
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

/**
 * Every page: the server's answer (navigation preload's, not a second request); offline, a teacher
 * screen's last copy or the offline page. The answer also says whether anyone is signed in here.
 */
async function navigation(event, url) {
  await logoutRead;
  const hadLogout = logoutPending !== false && (await hasPendingLogout());
  if (hadLogout) await logoutFirst();
  const key = url.pathname.replace(/^\/main\//, "/");
  const kept = SCREEN.test(url.pathname);
  let response;
  try {
    // The preloaded answer was asked for with the session being signed out: ask again without it.
    if (hadLogout) {
      void Promise.resolve(event.preloadResponse).catch(() => undefined);
      response = await fetch(event.request);
    } else response = await preloadedOrFetched(event);
  } catch {
    const hit = kept && !(await hasPendingLogout()) ? await caches.match(key, { cacheName: PAGES }) : undefined;
    return hit || offlinePage();
  }
  if (signedOut(url.pathname, response)) await forgetUser();
  else if (kept && response.ok && response.type === "basic" && !response.redirected)
    await (await caches.open(PAGES)).put(key, response.clone());
  return response;
}

/**
 * True when an answer says nobody is signed in on this phone: a 401, or a sign-in screen shown
 * (a signed-in user asking for one is sent on to their home screen instead, and the server's
 * redirect to sign-in lands here too).
 */
function signedOut(pathname, response) {
  if (response.status === 401) return true;
  const shown = response.redirected && response.url ? new URL(response.url).pathname : pathname;
  return response.ok && SIGNED_OUT_SCREENS.test(shown);
}

/** This phone's copies of a user's screens and data, and whose queue Background Sync sends: gone. */
async function forgetUser() {
  await Promise.all([caches.delete(PAGES), caches.delete(DATA)]);
  await idb((tx) => tx.objectStore("meta").delete("user")).catch(() => undefined);
}

async function rsc(request) {
  try {
    return await fetch(request);
  } catch {
    return new Response("offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

async function hasPendingLogout() {
  try {
    return Boolean(await caches.match(PENDING_LOGOUT, { cacheName: META }));
  } catch {
    return false;
  }
}

/**
 * A sign-out made offline (lib/offline/sign-out.ts records it): sent now if it can be, with the cookie
 * of the session it ends. True while it is still waiting (no connection).
 */
async function logoutFirst() {
  await logoutRead;
  if (logoutPending === false) return false;
  if (!(await hasPendingLogout())) {
    logoutPending = false;
    return false;
  }
  try {
    const response = await fetch("/api/auth/logout", {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
    // 401: the server had already ended it. Anything else (a 5xx) is tried again later.
    if (!response.ok && response.status !== 401) return true;
  } catch {
    return true;
  }
  await (await caches.open(META)).delete(PENDING_LOGOUT);
  logoutPending = false;
  await forgetUser();
  return false;
}

/** The app's offline page, in the language of the last screen shown (or English). */
async function offlinePage() {
  let words = ENGLISH;
  try {
    const stored = await caches.match(PAGE_WORDS, { cacheName: META });
    if (stored) words = { ...ENGLISH, ...(await stored.json()) };
  } catch {
    // Unreadable: English.
  }
  const pending = await hasPendingLogout();
  const escape = (text) =>
    String(text).replace(
      /[&<>"']/g,
      (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
    );
  const links = pending
    ? ""
    : `<p>${words.links.map((link) => `<a href="${escape(link.href)}">${escape(link.label)}</a>`).join(" · ")}</p>`;
  const html =
    `<!doctype html><html lang="${escape(words.lang)}"><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escape(words.title)}</title>` +
    '<body style="font-family:system-ui,sans-serif;padding:2rem;max-width:32rem;margin:auto">' +
    `<h1>${escape(words.heading)}</h1>` +
    (pending ? `<p role="status">${escape(words.signedOut)}</p>` : `<p>${escape(words.text)}</p>`) +
    links +
    // No script: a page reloading itself on "online" raced the teacher's own next tap (Chromium fires
    // "online" on network changes that bring no connection). The next request, or Background Sync,
    // sends a waiting sign-out.
    "</body></html>";
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Data: the server's answer; without a connection, the last copy (the app labels it with its time). */
async function data(request) {
  try {
    const response = await fetch(request);
    if (response.status === 401) await forgetUser();
    else if (response.ok) await (await caches.open(DATA)).put(request, response.clone());
    return response;
  } catch (error) {
    if (await hasPendingLogout()) throw error;
    const hit = await caches.match(request, { cacheName: DATA });
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
async function warm(today, lists) {
  const pages = await caches.open(PAGES);
  for (const path of SCREENS) {
    try {
      const response = await fetch(path, { credentials: "same-origin", redirect: "manual" });
      // Sent to sign in (or to change a reset password): the session is gone, and so are its copies.
      if (response.type === "opaqueredirect" || response.status === 401) return forgetUser();
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
    if (response.status === 401) await forgetUser();
    if (!response.ok) throw new Error(String(response.status));
    await (await caches.open(DATA)).put(path, response.clone());
    return response.json();
  };
  const tryJson = (path) => json(path).catch(() => null);
  const id = encodeURIComponent;
  const [schools, classes] = await Promise.all([tryJson("/api/comments/available-schools"), tryJson("/api/classes")]);
  const paths = ["/api/classes/available-schools", "/api/attendance/missing", `/api/attendance/overview?date=${today}`];
  // The lists a screen asks for on opening (the marks list's first page), named by the page.
  for (const path of lists) if (DATA_PATHS.test(new URL(path, self.location.origin).pathname)) paths.push(path);
  for (const school of (schools && schools.data) || [])
    paths.push(`/api/comments/school/${id(school._id)}/classes`, `/api/comments/school/${id(school._id)}/subjects`);
  for (const klass of Array.isArray(classes) ? classes : [])
    paths.push(`/api/students?classId=${id(klass._id)}`, `/api/attendance/class/${id(klass._id)}?date=${today}`);
  for (const path of paths) await tryJson(path);
}

self.addEventListener("message", (event) => {
  const message = event.data || {};
  if (message.type === "warm" && /^\d{4}-\d{2}-\d{2}$/.test(message.today)) {
    const lists = Array.isArray(message.lists) ? message.lists.filter((path) => typeof path === "string") : [];
    event.waitUntil(warm(message.today, lists.slice(0, 10)));
  }
  if (message.type === "assets" && Array.isArray(message.assets))
    event.waitUntil(keepCode(message.assets.slice(0, 200), false));
  // The app learnt the session is gone (Logout, a 401, another user signing in): lib/client/session.ts.
  if (message.type === "forget") event.waitUntil(forgetUser());
  if (message.type === "logout-pending") logoutPending = true;
});

// Background Sync (Chromium only): send what the queue holds even with no tab open. Pages also send it
// on `online` and when opened (lib/offline/replay.ts), since Safari and Firefox have no Background Sync.
self.addEventListener("sync", (event) => {
  if (event.tag === "offline-queue") event.waitUntil(replayQueue());
  if (event.tag === "logout")
    event.waitUntil(
      logoutFirst().then((waiting) => {
        if (waiting) throw new Error("offline"); // the browser fires the sync again later
      }),
    );
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
  if (await logoutFirst()) return; // never sent with the session of a user who signed out
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
