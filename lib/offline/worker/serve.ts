// The worker's answers to the page's requests. A teacher screen opens from its user's sealed copy at once
// when there is one (kept per build: a new worker drops them), and its data is then read from the
// network as the screen asks (network first, the sealed copy when offline); other screens and data go to
// the network, with the offline page as the fallback. Code under /_next/static: content-hashed names
// never change meaning, so cache first, and old builds' files are kept (up to STATIC_MAX) so a screen
// cached before a deployment still finds every chunk it asks for. What is kept: lib/offline/kept.ts.
import { SIGNED_OUT_CACHE, STATIC_CACHE } from "@/lib/offline/cache-names";
import { isKeptData, keptScreen } from "@/lib/offline/kept";
import { queueUser } from "@/lib/offline/queue";
import { copyKey, forgetKey, keepCopy, keptKey, openCopy } from "@/lib/offline/worker/copies";
import { offlinePage } from "@/lib/offline/worker/offline-page";
import { worker, type FetchEvent } from "@/lib/offline/worker/scope";
import {
  forgetUser,
  hasPendingLogout,
  logoutFirst,
  mayHaveLogout,
  noteLogoutPending,
} from "@/lib/offline/worker/session";

/** The most files of code kept across builds. */
export const STATIC_MAX = 400;

/** The writes that start a session or change its password (the key derives from it: lib/auth/offline-key.ts). */
const SESSION_WRITES = /^\/(?:main\/)?(?:signin|signup)\/?$|^\/api\/auth\/(?:signin|signup|change-password)$/;

// The screens that answer 200 only to a visitor nobody is signed in as: shown one, this phone has no session.
const SIGNED_OUT_SCREENS = /^\/(main\/?)?(signin|signup)?\/?$/;

export function onFetch(event: FetchEvent, origin: string) {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== origin) return;
  if (request.method !== "GET") {
    // A sign-in (or a new password) makes a new session, maybe another user's: the key to the copies goes
    // before it leaves, so nothing of the previous user's is opened for it (the new key comes from the server).
    if (SESSION_WRITES.test(url.pathname))
      event.respondWith(
        (async () => {
          if (mayHaveLogout()) await logoutFirst();
          await forgetKey();
          return fetch(request);
        })(),
      );
    // A sign-out made offline reaches the server before anything else this phone sends.
    else if (mayHaveLogout() && url.pathname !== "/api/auth/logout")
      event.respondWith(logoutFirst().then(() => fetch(request)));
    return;
  }
  if (url.pathname.startsWith("/_next/static/") || isHashedIcon(url)) event.respondWith(cacheFirst(request));
  else if (request.mode === "navigate") event.respondWith(navigation(event, url));
  // The App Router's own fetch of a screen (a tap on a menu link): offline, an answer that is not a
  // screen's payload makes it load the page instead, which is the cached screen or the offline page.
  else if (request.headers.has("RSC") || url.searchParams.has("_rsc")) event.respondWith(rsc(event, url));
  else if (isKeptData(url.pathname)) event.respondWith(data(request));
}

/**
 * The app's icon as the pages link it, `/icon.svg?<content hash>` (Next's metadata icon): a new icon is a
 * new address, so the copy never goes stale, while the server answers it "max-age=0, must-revalidate" and
 * every page asked again (issue 50).
 */
const isHashedIcon = (url: URL) => url.pathname === "/icon.svg" && url.search.length > 1;

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

async function trim(cache: Cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - STATIC_MAX))) await cache.delete(key);
}

/**
 * Every page: the server's answer (navigation preload's, not a second request); offline, a teacher
 * screen's last copy or the offline page. The answer also says whether anyone is signed in here.
 */
async function navigation(event: FetchEvent, url: URL): Promise<Response> {
  const copy = isSignInScreen(url) ? await signInCopy(event) : undefined;
  if (copy) return copy;
  // The cache, not the worker's flag: Logout writes it just before it opens the sign-in screen.
  const hadLogout = await hasPendingLogout();
  if (hadLogout) await logoutFirst();
  const key = copyPathOf(url);
  // A teacher screen this user opened before (this build), with the same query (the server renders
  // `/success?saved=attendance` otherwise than `/success`): at once, from the phone. Its data is read
  // again by the screen, which shows the copy's as of when it was rendered meanwhile
  // (components/data/server-data.tsx).
  if (key && !hadLogout) {
    const hit = await screenCopy(key);
    if (hit) {
      void Promise.resolve(event.preloadResponse).catch(() => undefined);
      return hit;
    }
  }
  let response: Response;
  try {
    // The preloaded answer was asked for with the session being signed out: ask again without it.
    if (hadLogout) {
      void Promise.resolve(event.preloadResponse).catch(() => undefined);
      response = await fetch(event.request);
    } else response = (await event.preloadResponse) || (await fetch(event.request));
  } catch {
    const pending = await hasPendingLogout();
    const kept = key && !pending ? await keptKey() : null;
    // Offline, the screen with another query is still better than no screen.
    const hit =
      kept && key
        ? ((await openCopy(kept, "page", key)) ?? (await openCopy(kept, "page", keptScreen(url.pathname)!)))
        : undefined;
    return hit || offlinePage(pending);
  }
  if (signedOut(url.pathname, response)) {
    await forgetUser();
    if (isSignInScreen(url) && response.ok && response.type === "basic" && !response.redirected)
      await (await caches.open(SIGNED_OUT_CACHE)).put(SIGN_IN, response.clone());
  } else if (key && response.ok && response.type === "basic" && !response.redirected) {
    const kept = await copyKey(logoutFirst);
    if (kept) await keepCopy(kept, "page", key, response.clone());
  }
  return response;
}

/** What a kept screen's copy is kept under: its path and its query (the router's `_rsc` left out), else null. */
function copyPathOf(url: URL): string | null {
  const key = keptScreen(url.pathname);
  if (!key) return null;
  const query = new URL(url.href).searchParams;
  query.delete("_rsc");
  const search = query.toString();
  return search ? `${key}?${search}` : key;
}

/** The signed-in user's copy of a kept screen, opened, or undefined (none, no key, or not theirs). */
async function screenCopy(key: string): Promise<Response | undefined> {
  const kept = await copyKey(logoutFirst);
  return kept ? openCopy(kept, "page", key) : undefined;
}

const SIGN_IN = "/signin";
/** The sign-in screen itself (Logout opens it, so does a phone's first tap of the day); not with a message. */
const isSignInScreen = (url: URL) => url.pathname === SIGN_IN && !url.search;

/** How long a sign-out waiting to reach the server may take before the kept sign-in screen shows anyway. */
export const LOGOUT_WAIT_MS = 300;

/**
 * The sign-in screen from this phone, at once (issue 50: Logout answers at once, a morning's first screen
 * costs no download), when nobody is signed in here, or a sign-out is on its way. It holds nobody's data
 * and changes only with the build (which empties its cache) or the visitor's language (a switch drops it:
 * `rsc` below), so it is not downloaded again. A sign-out goes to the server meanwhile; with no connection
 * at all (it fails at once) the offline page says the phone is signed out instead.
 */
async function signInCopy(event: FetchEvent): Promise<Response | undefined> {
  if ((globalThis.navigator as { onLine?: boolean } | undefined)?.onLine === false) return undefined;
  const copy = await caches.match(SIGN_IN, { cacheName: SIGNED_OUT_CACHE });
  if (!copy) return undefined;
  if (await hasPendingLogout()) {
    noteLogoutPending(); // what the sign-in form sends next waits for it, even before the page's message
    const sent = logoutFirst();
    event.waitUntil(sent);
    const waiting = await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS, "slow"))]);
    if (waiting === true) return undefined;
  } else if (await queueUser().catch(() => null)) return undefined; // someone is signed in: the server's answer
  // The browser asked the server too (navigation preload): not needed.
  void Promise.resolve(event.preloadResponse).catch(() => undefined);
  return copy;
}

/**
 * True when an answer says nobody is signed in on this phone: a 401, or a sign-in screen shown
 * (a signed-in user asking for one is sent on to their home screen instead, and the server's
 * redirect to sign-in lands here too).
 */
function signedOut(pathname: string, response: Response): boolean {
  if (response.status === 401) return true;
  const shown = response.redirected && response.url ? new URL(response.url).pathname : pathname;
  return response.ok && SIGNED_OUT_SCREENS.test(shown);
}

/**
 * The App Router's fetch of a screen. A kept screen this user has a copy of is answered with a plain
 * answer that is no screen payload, so the router loads the page, which opens from the copy at once
 * (issue 50: the attendance grid waited 1.5 s on slow 3G for its payload; prefetches cost 50 kB a morning).
 * Not when the page asks for itself again (a refresh: the language switcher's), which the server answers.
 */
async function rsc(event: FetchEvent, url: URL): Promise<Response> {
  const request = event.request;
  // The sign-in screen rendered again in place: its language changed, so its kept copy is out of date.
  if (url.pathname === SIGN_IN) await caches.delete(SIGNED_OUT_CACHE);
  const key = copyPathOf(url);
  if (key && !(await hasPendingLogout()) && !(await refreshOfItself(event, url))) {
    const kept = await copyKey(logoutFirst);
    if (kept && (await openCopy(kept, "page", key)))
      return new Response("", { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  try {
    return await fetch(request);
  } catch {
    return new Response("offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

/** `request` with one more header (the page's own headers kept). */
function withHeader(request: Request, name: string, value: string): Request {
  const headers = new Headers(request.headers);
  headers.set(name, value);
  return new Request(request.url, { method: "GET", headers, credentials: "same-origin" });
}

/** True when the page asking is on that very screen (a refresh of itself, not a navigation to it). */
async function refreshOfItself(event: FetchEvent, url: URL): Promise<boolean> {
  if (!event.clientId) return false;
  const client = await worker.clients.get?.(event.clientId).catch(() => undefined);
  return Boolean(client && keptScreen(new URL(client.url).pathname) === keptScreen(url.pathname));
}

/** Data: the server's answer; without a connection, the user's last copy (the app labels it with its time). */
async function data(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname + url.search;
  try {
    // The user's copy's ETag goes with the request: an answer that did not change comes back as a 304
    // with no body, and the copy is the answer (issue 50: nothing downloaded twice).
    const kept = await keptKey();
    const copy = kept ? await openCopy(kept, "data", path) : undefined;
    const etag = copy?.headers.get("etag");
    const response = await fetch(etag ? withHeader(request, "If-None-Match", etag) : request);
    if (response.status === 304 && copy) return copy;
    if (response.status === 401) await forgetUser();
    else if (response.ok && kept) await keepCopy(kept, "data", path, response.clone());
    return response;
  } catch (error) {
    if (await hasPendingLogout()) throw error;
    const kept = await keptKey();
    const hit = kept ? await openCopy(kept, "data", path) : undefined;
    if (hit) return hit;
    throw error;
  }
}
