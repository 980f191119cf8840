// Sends the queue in the order it was filled: from the tabs on open, on `online` and when asked, and from
// the service worker on Background Sync (lib/offline/worker/service-worker.ts runs this very function). Every item
// goes with its own Idempotency-Key, so a resend (two tabs, the worker, an answer lost on the way back) is
// answered from the server's first answer and never writes twice. What an answer means: lib/offline/answer.ts.
import { outcomeOf, refusalMessage, SIGN_IN_AGAIN } from "@/lib/offline/answer";
import { listItems, putItem, removeItem, type QueuedItem } from "@/lib/offline/queue";

export { SIGN_IN_AGAIN };

export interface ReplayResult {
  sent: number;
  /** Still waiting after this pass (no connection, the server busy, or the session ended). */
  waiting: number;
  needsSignIn: boolean;
  /** When the first waiting item may go (its Retry-After), or null when it may go at the next chance. */
  retryAt: number | null;
}

/** What became of one item; `notBefore` when it waits for the server's Retry-After. */
type Sent = { kind: "sent" | "signin" | "refused" } | { kind: "retry"; notBefore?: number };

async function sendOne(item: QueuedItem): Promise<Sent> {
  let response: Response | undefined;
  try {
    response = await fetch(item.url, {
      method: item.method,
      body: item.body,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": item.id },
    });
  } catch {
    response = undefined;
  }
  const outcome = outcomeOf(response);
  if (outcome.kind === "sent") {
    await removeItem(item.id);
    return { kind: "sent" };
  }
  if (outcome.kind === "sign-in") {
    await putItem({ ...item, message: SIGN_IN_AGAIN, status: 401 });
    return { kind: "signin" };
  }
  if (outcome.kind === "retry") {
    if (!outcome.delayMs) return { kind: "retry" };
    const notBefore = Date.now() + outcome.delayMs;
    await putItem({ ...item, notBefore });
    return { kind: "retry", notBefore };
  }
  const { message, problem } = await refusalMessage(response!);
  await putItem({ ...item, state: "refused", message, problem, status: response!.status });
  return { kind: "refused" };
}

async function pass(user: string): Promise<ReplayResult> {
  const result: ReplayResult = { sent: 0, waiting: 0, needsSignIn: false, retryAt: null };
  const items = (await listItems(user)).filter((item) => item.state === "waiting");
  for (const [index, item] of items.entries()) {
    // The server asked for a pause (Retry-After): the item is not sent before it is over.
    const held = item.notBefore !== undefined && item.notBefore > Date.now();
    const outcome: Sent = held ? { kind: "retry", notBefore: item.notBefore } : await sendOne(item);
    if (outcome.kind === "sent") result.sent += 1;
    if (outcome.kind === "retry" || outcome.kind === "signin") {
      // In order: what comes after waits too (a later save of the same class must not land first).
      result.waiting = items.length - index;
      result.needsSignIn = outcome.kind === "signin";
      result.retryAt = outcome.kind === "retry" ? (outcome.notBefore ?? null) : null;
      break;
    }
  }
  return result;
}

/** One replay at a time across this browser's tabs and its service worker where Web Locks exist; the server's keys cover the rest. */
export async function replayQueue(user: string): Promise<ReplayResult> {
  const locks = (globalThis.navigator as Navigator & { locks?: LockManager }).locks;
  if (!user) return { sent: 0, waiting: 0, needsSignIn: false, retryAt: null };
  if (!locks) return pass(user);
  return locks.request("offline-queue", async () => pass(user));
}
