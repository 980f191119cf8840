// Logout, online or not (docs/offline.md#sign-out). In the offline runtime chunk (lib/offline/runtime.ts),
// which the navigation bar loads with the queue panel, and which the worker keeps for offline use.
//
// Signing out never deletes what waits to be sent (issue 50): the items stay on this phone under their
// user's id (lib/offline/queue.ts), are neither listed nor sent while anyone else is signed in, and go
// after that user's next sign-in (the queue panel sends on open). Only their owner's "Discard" removes one.
import { clearClientSession, forgetDevice, tellWorker } from "@/lib/client/session";
import { META_CACHE, PENDING_LOGOUT, SIGNED_OUT_USER } from "@/lib/offline/cache-names";
import { listItems, setQueueUser } from "@/lib/offline/queue";

export interface SignedOut {
  /**
   * "pending": no connection; the worker tells the server first thing once the phone is back online.
   * "sent-by-worker": the page's service worker is telling the server now (the screen does not wait).
   */
  state: "signed-out" | "pending" | "sent-by-worker";
  /** How many of the user's items wait on this phone for their next sign-in. */
  kept: number;
}

/**
 * Logout of `user`: this phone forgets the session at once, online or not; the server is told now, or,
 * with no connection, by the service worker before anything else is sent once the phone is back online
 * (the httpOnly cookie cannot be cleared here, so until then the worker shows no screen of this user and
 * answers with the offline page saying so, and how many items wait for them).
 */
export async function signOutDevice(user: string, timeoutMs = 8000): Promise<SignedOut> {
  let kept = 0;
  try {
    kept = (await listItems(user)).length;
    // Background Sync sends nobody's items until someone signs in.
    await setQueueUser(null);
  } catch {
    // No IndexedDB (private mode): nothing can be waiting.
  }
  clearClientSession();
  forgetDevice();
  try {
    if (kept) sessionStorage.setItem(SIGNED_OUT_USER, user);
  } catch {
    // No session storage: the sign-in screen says the items wait, without "for you".
  }
  // With a service worker in charge the screen changes now and the worker tells the server, before
  // anything else this phone sends (issue 50: Logout waited 1.6–2.8 s for the server on slow 3G).
  if (navigator.serviceWorker?.controller && (await recordPendingLogout(user)))
    return { state: "sent-by-worker", kept };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let ended = false;
  try {
    const response = await fetch("/api/auth/logout", {
      method: "POST",
      credentials: "same-origin",
      signal: controller.signal,
    });
    ended = response.ok || response.status === 401;
  } catch {
    ended = false;
  } finally {
    clearTimeout(timer);
  }
  if (ended) return { state: "signed-out", kept };
  await recordPendingLogout(user);
  return { state: "pending", kept };
}

/** The worker sends `user`'s sign-out first thing it can (and Background Sync retries it). False without Cache Storage. */
async function recordPendingLogout(user: string): Promise<boolean> {
  try {
    // Whose sign-out it is: the worker's offline page counts that user's items until it reaches the server.
    await (await caches.open(META_CACHE)).put(PENDING_LOGOUT, new Response(user));
  } catch {
    // No Cache Storage: no worker either, nothing can keep it.
    return false;
  }
  tellWorker({ type: "logout-pending" });
  void navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register("logout"),
    )
    .catch(() => undefined);
  return true;
}
