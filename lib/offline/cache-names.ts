// The Cache Storage the service worker (lib/offline/worker/) and the page share: its names are one
// protocol, so both sides read them from here. A new version of a cache is a new name (the worker's
// `activate` deletes every cache it does not name).

/** Code under /_next/static: content-hashed, never another user's. */
export const STATIC_CACHE = "static-v1";
/**
 * One user's teacher screens as last served, sealed for that user (lib/offline/seal.ts): one cache per
 * user, kept across sign-outs; a new build's worker drops every user's (they are that build's HTML).
 */
export const PAGES_PREFIX = "pages-v2:";
/** One user's data as last served, sealed for that user: one cache per user, kept across sign-outs. */
export const DATA_PREFIX = "data-v2:";
export const pagesCache = (user: string) => PAGES_PREFIX + user;
export const dataCache = (user: string) => DATA_PREFIX + user;
/** What a sealed copy is bound to (lib/offline/seal.ts): it opens only under this name, for this user. */
export const copyName = (kind: "page" | "data", user: string, path: string) => `${kind} ${user} ${path}`;
/** The caches that held one user's copies in the clear before copies were sealed: deleted wherever found. */
export const CLEAR_CACHES = ["pages-v1", "data-v1"];
/**
 * The sign-in screen as the server last showed it to nobody signed in: no user's data in it, so it stays
 * across sign-outs, and goes with its build (the worker's `activate` keeps no cache it does not name).
 */
export const SIGNED_OUT_CACHE = "signed-out-v1";

/** Not user data, so kept across sign-outs: the offline page's language and a sign-out still to send. */
export const META_CACHE = "offline-meta-v1";
/** The screens' language (en, fr, rw), written by the signed-in screens for the worker's offline page. */
export const OFFLINE_LOCALE = "/__offline/locale";
/** Present while a sign-out made offline has not reached the server yet (lib/offline/sign-out.ts). */
export const PENDING_LOGOUT = "/__offline/pending-logout";

/** sessionStorage: whose items the sign-in screen says wait "for you", right after their Logout. */
export const SIGNED_OUT_USER = "offline-signed-out-user";
/** The build the active worker goes with (its Next BUILD_ID), written when it takes over. */
export const WORKER_BUILD = "/__offline/build";
