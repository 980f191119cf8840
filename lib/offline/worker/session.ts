// What the worker knows of the session on this phone: a sign-out made offline (lib/offline/sign-out.ts
// records it) goes to the server before anything else this phone sends, and a session found gone takes
// the key to its user's copies of screens and data with it (the copies stay, sealed: ./copies.ts).
import { CLEAR_CACHES, META_CACHE, PENDING_LOGOUT } from "@/lib/offline/cache-names";
import { setQueueUser } from "@/lib/offline/queue";
import { forgetKey } from "@/lib/offline/worker/copies";

/** null until read: every write waits for the sign-out until it is known there is none. */
let logoutPending: boolean | null = null;
void hasPendingLogout().then((pending) => (logoutPending ??= pending));

/** False once it is known that no sign-out waits (the common case: nothing to wait for). */
export const mayHaveLogout = () => logoutPending !== false;

/** The page recorded a sign-out for this worker to send (it tells the worker at once). */
export function noteLogoutPending() {
  logoutPending = true;
}

export async function hasPendingLogout(): Promise<boolean> {
  try {
    return Boolean(await caches.match(PENDING_LOGOUT, { cacheName: META_CACHE }));
  } catch {
    return false;
  }
}

/** The id of the user whose sign-out waits (lib/offline/sign-out.ts writes it), or null (none, or an older "1"). */
export async function pendingLogoutUser(): Promise<string | null> {
  try {
    const user = (await (await caches.match(PENDING_LOGOUT, { cacheName: META_CACHE }))?.text())?.trim();
    return user && user !== "1" ? user : null;
  } catch {
    return null;
  }
}

// Whose queue Background Sync sends, written one after the other in the order asked: a "forget" and the
// new user a page names right after it must not land the other way round (a cache deletion comes first).
let queueUserWrites: Promise<void> = Promise.resolve();
export function writeQueueUser(user: string | null): Promise<void> {
  queueUserWrites = queueUserWrites.then(() => setQueueUser(user)).catch(() => undefined);
  return queueUserWrites;
}

/**
 * The key to the user's copies of screens and data, and whose queue Background Sync sends: gone. The
 * copies stay sealed for their owner's next sign-in; copies kept in the clear by an older worker go.
 */
export async function forgetUser(): Promise<void> {
  const forgotten = writeQueueUser(null);
  await Promise.all([forgetKey(), ...CLEAR_CACHES.map((name) => caches.delete(name))]);
  await forgotten;
}

// One sign-out on the way at a time: the sign-in screen's refresh and a sign-in's POST may both wait for
// it, and a second request finishing late would forget the copies of the user who signed in meanwhile.
let sending: Promise<boolean> | null = null;

/** Sent now if it can be, with the cookie of the session it ends. True while it is still waiting (no connection). */
export function logoutFirst(): Promise<boolean> {
  sending ??= sendLogout().finally(() => (sending = null));
  return sending;
}

async function sendLogout(): Promise<boolean> {
  // The cache, not the flag: a page may have written it a moment before its message arrives.
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
  await (await caches.open(META_CACHE)).delete(PENDING_LOGOUT);
  logoutPending = false;
  await forgetUser();
  return false;
}
