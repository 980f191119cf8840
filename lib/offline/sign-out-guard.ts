// Signing out with writes still waiting would lose them: ask first. Signing out also forgets this
// user's offline copies of screens and data, so the next person on the phone never sees them.
import { USER_CACHES } from "@/lib/offline/cache-names";
import { listItems, removeUserItems, setQueueUser } from "@/lib/offline/queue";

export function forgetOfflineCopies() {
  if (typeof caches === "undefined") return;
  for (const name of USER_CACHES) void caches.delete(name).catch(() => undefined);
}

/** The English question; the navigation bar hands confirmSignOut the one in the screen's language (offline.signOutQuestion). */
export function signOutQuestion(count: number): string {
  return `${count} ${count === 1 ? "item is" : "items are"} still waiting to send and will be lost if you sign out. Sign out anyway?`;
}

/** True when signing out may go ahead (nothing waiting, or the teacher chose to drop it). */
export async function confirmSignOut(
  user: string,
  question: (count: number) => string = signOutQuestion,
): Promise<boolean> {
  try {
    const items = await listItems(user);
    if (items.length && !window.confirm(question(items.length))) return false;
    await removeUserItems(user);
    await setQueueUser(null);
  } catch {
    // No IndexedDB (private mode): nothing can be waiting.
  }
  forgetOfflineCopies();
  return true;
}
