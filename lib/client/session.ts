// What the browser keeps about the signed-in user (display only; roles are checked on the server).
import { CLEAR_CACHES } from "@/lib/offline/cache-names";

const USER_KEY = "user";
const TOKEN_KEY = "token";
/** Prefix of the API answers kept for offline use (lib/client/last-loaded.ts): they go with the session. */
export const LAST_LOADED_PREFIX = "lastLoaded:";

export interface StoredUser {
  _id: string;
  username: string;
  email: string;
  role: string;
}

/** The API answers kept for offline use belong to one session: none survives into the next. */
function forgetLastLoaded() {
  for (const key of Object.keys(localStorage)) if (key.startsWith(LAST_LOADED_PREFIX)) localStorage.removeItem(key);
}

export function tellWorker(message: { type: string; user?: string }) {
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage(message)).catch(() => {});
}

/**
 * The session on this phone is gone (Logout, any 401, another user signing in): the key to its copies of
 * screens and data goes at once (the copies stay, sealed for their owner's next sign-in:
 * docs/offline.md#copies-at-sign-out), and the worker forgets whose queue Background Sync sends (the queue
 * panel then tells it the new user, after this, through the same ordered messages). Queued writes stay,
 * kept under their user's id (lib/offline/queue.ts): no one else sees or sends them.
 */
export function forgetDevice() {
  if (typeof caches !== "undefined") for (const name of CLEAR_CACHES) void caches.delete(name).catch(() => {});
  // Loaded when a session ends, not with every screen: its IndexedDB code is no screen's first load.
  if (typeof indexedDB !== "undefined")
    void import("@/lib/offline/copy-key").then(({ forgetCopyKey }) => forgetCopyKey()).catch(() => {});
  tellWorker({ type: "forget" });
}

export function storeSession(token: string, user: StoredUser) {
  // The service worker's copies of screens and data (lib/offline/worker/) may be another user's.
  forgetDevice();
  try {
    forgetLastLoaded();
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Private mode or storage full: the httpOnly cookie still carries the session.
  }
}

/** The stored user's role, for what a screen offers (the server decides what it answers). */
export function storedRole(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? "null") as Partial<StoredUser> | null;
    return typeof user?.role === "string" ? user.role : null;
  } catch {
    return null;
  }
}

function storedUserId(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? "null") as Partial<StoredUser> | null;
    return typeof user?._id === "string" ? user._id : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in screens call this with the server's user. A sign-in made before the page's JavaScript
 * arrived (the form-encoded sign-in) stored nothing here, so what is kept may be the previous user's:
 * it goes, as it does at every sign-in through the script. The Bearer token is not needed (the cookie
 * carries the session), so none is kept.
 */
export function adoptSession(user: StoredUser) {
  if (storedUserId() === user._id) return;
  storeSession("", user);
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
}

/** docs/product-spec.md#after-authentication: logout (and any 401) clears the stored user, token and session storage, and the data kept for offline use. */
export function clearClientSession() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    forgetLastLoaded();
    sessionStorage.clear();
  } catch {
    // Nothing stored.
  }
}
