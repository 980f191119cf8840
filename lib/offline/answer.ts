// The one rule for what an answer to a queued write means, for the page (lib/offline/send.ts, first
// send) and for every replay (lib/offline/replay.ts, run by the tabs and by the service worker's
// Background Sync): sent, refused for good, or kept and tried again later — and not before the server's
// Retry-After. tests/offline/offline-agreement.test.ts runs one table of answers through all three.

import type { ProblemCode, ProblemParams } from "@/lib/problems/codes";

export type Outcome =
  /** 2xx: done, the item leaves the queue. */
  | { kind: "sent" }
  /** 401: kept until its user signs in again (the session ended). */
  | { kind: "sign-in" }
  /** No answer, 408, 429, 5xx, or any answer with Retry-After: kept, tried again after `delayMs`. */
  | { kind: "retry"; delayMs: number }
  /** Any other answer (409, 422, 404, …): the server's word is final; kept with its message until discarded. */
  | { kind: "refused" };

/** Why a 401'd item waits, as the catalogue's code (messages/*.json words it in the screen's language). */
export const SIGN_IN_AGAIN = "offline.signInAgain";

/** The longest a Retry-After holds an item back: past it, the next chance (open, online, Send now) sends. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** Retry-After (RFC 9110: seconds, or an HTTP date) as a wait in ms, 0 without one, at most MAX_RETRY_DELAY_MS. */
export function retryDelayMs(headers: Headers, now = Date.now()): number {
  const value = headers.get("Retry-After")?.trim();
  if (!value) return 0;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_DELAY_MS) : 0;
}

/** What `answer` means for a queued write; `undefined` is no answer at all (offline, timed out). */
export function outcomeOf(answer: { status: number; headers: Headers } | undefined, now = Date.now()): Outcome {
  if (!answer) return { kind: "retry", delayMs: 0 };
  const { status, headers } = answer;
  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 401) return { kind: "sign-in" };
  if (status === 408 || status === 429 || status >= 500 || headers.has("Retry-After"))
    return { kind: "retry", delayMs: retryDelayMs(headers, now) };
  return { kind: "refused" };
}

/** The server's reason for a refusal (its `{ message }`), or the status when it gave none. */
export async function refusalMessage(
  response: Response,
): Promise<{ message: string; serverMessage?: string; problem?: RefusalProblem }> {
  const data = (await response.json().catch(() => null)) as {
    message?: unknown;
    code?: unknown;
    params?: unknown;
  } | null;
  const serverMessage = typeof data?.message === "string" ? data.message : undefined;
  // The answer's problem code (docs/api-contract.md#problem-codes), read by its shape: the worker does not
  // carry the table of codes.
  const problem =
    typeof data?.code === "string" && /^[a-z]+(-[a-z0-9]+)*$/.test(data.code)
      ? {
          code: data.code as ProblemCode,
          ...(data.params && typeof data.params === "object" ? { params: data.params as ProblemParams } : {}),
        }
      : undefined;
  return { message: serverMessage ?? `Server error: ${response.status}`, serverMessage, problem };
}

type RefusalProblem = { code: ProblemCode; params?: ProblemParams };
