// What the browser keeps about the signed-in user (display only; roles are checked on the server).
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

export function storeSession(token: string, user: StoredUser) {
  // The service worker's copies of screens and data (public/sw.js) may be another user's.
  if (typeof caches !== "undefined")
    for (const name of ["pages-v1", "data-v1"]) void caches.delete(name).catch(() => {});
  try {
    forgetLastLoaded();
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Private mode or storage full: the httpOnly cookie still carries the session.
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
