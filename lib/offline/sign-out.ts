// Logout, online or not (docs/design.md#offline). In the offline runtime chunk (lib/offline/runtime.ts):
// the navigation bar loads it before it asks about waiting items, and the worker keeps it for offline use.
import { clearClientSession, forgetDevice, tellWorker } from "@/lib/client/session";
import { META_CACHE, PENDING_LOGOUT } from "@/lib/offline/cache-names";

/**
 * Logout: this phone forgets the session at once, online or not; the server is told now, or, with no
 * connection, by the service worker before anything else is sent once the phone is back online (the
 * httpOnly cookie cannot be cleared here, so until then the worker shows no screen of this user and
 * answers with the offline page saying so).
 */
export async function signOutDevice(timeoutMs = 8000): Promise<"signed-out" | "pending"> {
  clearClientSession();
  forgetDevice();
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
  if (ended) return "signed-out";
  try {
    await (await caches.open(META_CACHE)).put(PENDING_LOGOUT, new Response("1"));
  } catch {
    // No Cache Storage: no worker either, nothing can keep it.
  }
  tellWorker({ type: "logout-pending" });
  void navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register("logout"),
    )
    .catch(() => undefined);
  return "pending";
}
