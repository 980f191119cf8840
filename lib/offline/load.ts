// The screens' door to the offline machinery: a few bytes in their first-load code, the rest
// (lib/offline/runtime.ts) fetched on first use, or earlier by the queue panel after the page.
import type { OfflineWrite } from "@/lib/offline/send";

/** What a save queued on the phone says, as the catalogue's code (messages/*.json words it). */
export const QUEUED_MESSAGE = "common.savedOnPhone";

export const loadOffline = () => import("@/lib/offline/runtime");

/** lib/offline/send.ts's sendOrQueue, loaded when first called. */
export async function sendOrQueue<T>(write: OfflineWrite<T>): Promise<T> {
  return (await loadOffline()).sendOrQueue(write);
}
