// Sends the queue in the order it was filled: on open, on `online`, and when asked. Every item goes
// with its own Idempotency-Key, so a resend (two tabs, the service worker's Background Sync, an answer
// lost on the way back) is answered from the server's first answer and never writes twice.
import { listItems, putItem, removeItem, type QueuedItem } from "@/lib/offline/queue";
import { shouldRetry } from "@/lib/offline/send";
import { problemOfBody } from "@/lib/client/error-message";

export const SIGN_IN_AGAIN = "Please sign in again to send this.";

export interface ReplayResult {
  sent: number;
  /** Still waiting after this pass (no connection, or the session ended). */
  waiting: number;
  needsSignIn: boolean;
}

async function sendOne(item: QueuedItem): Promise<"sent" | "retry" | "signin" | "refused"> {
  let response: Response;
  try {
    response = await fetch(item.url, {
      method: item.method,
      body: item.body,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": item.id },
    });
  } catch {
    return "retry";
  }
  if (response.ok) {
    await removeItem(item.id);
    return "sent";
  }
  if (response.status === 401) {
    await putItem({ ...item, message: SIGN_IN_AGAIN, status: 401 });
    return "signin";
  }
  if (shouldRetry(response.status, response.headers)) return "retry";
  const data = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof data?.message === "string" ? data.message : `Server error: ${response.status}`;
  const problem = problemOfBody(data) ?? undefined;
  await putItem({ ...item, state: "refused", message, problem, status: response.status });
  return "refused";
}

async function pass(user: string): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, waiting: 0, needsSignIn: false };
  const items = (await listItems(user)).filter((item) => item.state === "waiting");
  for (const [index, item] of items.entries()) {
    const outcome = await sendOne(item);
    if (outcome === "sent") result.sent += 1;
    if (outcome === "retry" || outcome === "signin") {
      // In order: what comes after waits too (a later save of the same class must not land first).
      result.waiting = items.length - index;
      result.needsSignIn = outcome === "signin";
      break;
    }
  }
  return result;
}

/** One replay at a time across this browser's tabs where Web Locks exist; the server's keys cover the rest. */
export async function replayQueue(user: string): Promise<ReplayResult> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!user) return { sent: 0, waiting: 0, needsSignIn: false };
  if (!locks) return pass(user);
  return locks.request("offline-queue", async () => pass(user));
}
