// The worker's answers to the page's requests. Screens and data: network first, the last copy when
// offline. Code under /_next/static: content-hashed names never change meaning, so cache first, and old
// builds' files are kept (up to STATIC_MAX) so a screen cached before a deployment still finds every
// chunk it asks for. What is kept: lib/offline/kept.ts.
import { DATA_CACHE, PAGES_CACHE, SIGNED_OUT_CACHE, STATIC_CACHE } from "@/lib/offline/cache-names";
import { isKeptData, keptScreen } from "@/lib/offline/kept";
import { queueUser } from "@/lib/offline/queue";
import { offlinePage } from "@/lib/offline/worker/offline-page";
import type { FetchEvent } from "@/lib/offline/worker/scope";
import {
  forgetUser,
  hasPendingLogout,
  logoutFirst,
  mayHaveLogout,
  noteLogoutPending,
} from "@/lib/offline/worker/session";

/** The most files of code kept across builds. */
export const STATIC_MAX = 400;

// The screens that answer 200 only to a visitor nobody is signed in as: shown one, this phone has no session.
const SIGNED_OUT_SCREENS = /^\/(main\/?)?(signin|signup)?\/?$/;

export function onFetch(event: FetchEvent, origin: string) {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== origin) return;
  if (request.method !== "GET") {
    // A sign-out made offline reaches the server before anything else this phone sends (a new sign-in).
    if (mayHaveLogout() && url.pathname !== "/api/auth/logout")
      event.respondWith(logoutFirst().then(() => fetch(request)));
    return;
  }
  if (url.pathname.startsWith("/_next/static/") || isHashedIcon(url)) event.respondWith(cacheFirst(request));
  else if (request.mode === "navigate") event.respondWith(navigation(event, url));
  // The App Router's own fetch of a screen (a tap on a menu link): offline, an answer that is not a
  // screen's payload makes it load the page instead, which is the cached screen or the offline page.
  else if (request.headers.has("RSC") || url.searchParams.has("_rsc")) event.respondWith(rsc(request));
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
  const key = keptScreen(url.pathname);
  let response: Response;
  try {
    // The preloaded answer was asked for with the session being signed out: ask again without it.
    if (hadLogout) {
      void Promise.resolve(event.preloadResponse).catch(() => undefined);
      response = await fetch(event.request);
    } else response = (await event.preloadResponse) || (await fetch(event.request));
  } catch {
    const pending = await hasPendingLogout();
    const hit = key && !pending ? await caches.match(key, { cacheName: PAGES_CACHE }) : undefined;
    return hit || offlinePage(pending);
  }
  if (signedOut(url.pathname, response)) {
    await forgetUser();
    if (isSignInScreen(url) && response.ok && response.type === "basic" && !response.redirected)
      await (await caches.open(SIGNED_OUT_CACHE)).put(SIGN_IN, response.clone());
  } else if (key && response.ok && response.type === "basic" && !response.redirected)
    await (await caches.open(PAGES_CACHE)).put(key, response.clone());
  return response;
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

async function rsc(request: Request): Promise<Response> {
  // The sign-in screen rendered again in place: its language changed, so its kept copy is out of date.
  if (new URL(request.url).pathname === SIGN_IN) await caches.delete(SIGNED_OUT_CACHE);
  try {
    return await fetch(request);
  } catch {
    return new Response("offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}

/** Data: the server's answer; without a connection, the last copy (the app labels it with its time). */
async function data(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status === 401) await forgetUser();
    else if (response.ok) await (await caches.open(DATA_CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    if (await hasPendingLogout()) throw error;
    const hit = await caches.match(request, { cacheName: DATA_CACHE });
    if (hit) return hit;
    throw error;
  }
}
