// sendOrQueue: a write that creates something goes out with a fresh Idempotency-Key; when it cannot
// get through (offline, timeout, 5xx, session expired) it is kept in the offline queue instead of lost.
// Which answers those are is lib/offline/answer.ts's rule, the one the replays use too.
// Screens reach it through lib/offline/load.ts, so none of it is in their first-load code.
import { API_TIMEOUT_MS } from "@/lib/constants";
import { ApiClientError } from "@/lib/client/error-message";
import { outcomeOf, refusalMessage, SIGN_IN_AGAIN } from "@/lib/offline/answer";
import { putItem, type ItemLabel } from "@/lib/offline/queue";

export interface OfflineWrite<T> {
  url: string;
  method?: "POST" | "PUT";
  body: unknown;
  /** What the teacher sees in "Waiting to send". */
  label: ItemLabel;
  /** The answer the screen gets when the write was queued (e.g. the records as they will be saved). */
  whenQueued: () => T;
}

export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The signed-in user's id the navbar renders (data-user-id), so queued items know whose they are. */
function currentUser(): string {
  return document.querySelector<HTMLElement>("[data-user-id]")?.dataset.userId ?? "";
}

export async function sendOrQueue<T>(write: OfflineWrite<T>): Promise<T> {
  const id = newKey();
  const method = write.method ?? "POST";
  const body = JSON.stringify(write.body);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let response: Response | undefined;
  try {
    response = await fetch(write.url, {
      method,
      body,
      credentials: "same-origin",
      signal: controller.signal,
      headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": id },
    });
  } catch {
    response = undefined;
  } finally {
    clearTimeout(timer);
  }
  const outcome = outcomeOf(response);
  if (outcome.kind === "sent") return (await response!.json()) as T;
  if (outcome.kind === "refused") {
    const { message, problem } = await refusalMessage(response!);
    throw new ApiClientError(problem?.code ?? message, response!.status, problem);
  }
  await putItem({
    id,
    url: write.url,
    method,
    body,
    label: write.label,
    user: currentUser(),
    createdAt: Date.now(),
    state: "waiting",
    message: outcome.kind === "sign-in" ? SIGN_IN_AGAIN : undefined,
    notBefore: outcome.kind === "retry" && outcome.delayMs > 0 ? Date.now() + outcome.delayMs : undefined,
    status: outcome.kind === "sign-in" ? 401 : undefined,
  });
  void navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register("offline-queue"),
    )
    .catch(() => undefined);
  return write.whenQueued();
}
