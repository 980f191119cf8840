// Background Sync (Chromium only): the queue is sent even with no tab open, by the same replay the tabs
// run (lib/offline/replay.ts: the same order, answers and Retry-After). Pages also send it on `online`
// and when opened, since Safari and Firefox have no Background Sync.
import { queueUser } from "@/lib/offline/queue";
import { replayQueue } from "@/lib/offline/replay";
import type { WorkerScope } from "@/lib/offline/worker/scope";
import { logoutFirst } from "@/lib/offline/worker/session";

/** Throws to have the browser fire the sync again later (its own back-off) while something still waits. */
export async function syncQueue(scope: WorkerScope): Promise<void> {
  if (await logoutFirst()) throw new Error("offline"); // never sent with the session of a user who signed out
  const user = await queueUser().catch(() => null);
  if (!user) return; // nobody signed in here: their items wait for them
  try {
    const result = await replayQueue(user);
    // A 401 waits for its user to sign in, which no later sync brings.
    if (result.waiting && !result.needsSignIn) throw new Error("waiting");
  } finally {
    for (const client of await scope.clients.matchAll()) client.postMessage({ type: "queue-changed" });
  }
}

/** The sign-out made offline: tried again by the browser until it reaches the server. */
export async function syncLogout(): Promise<void> {
  if (await logoutFirst()) throw new Error("offline");
}
