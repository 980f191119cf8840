// `Idempotency-Key` on writes: the same key from the same user within 24 h answers what the first
// request answered and writes nothing more, even when both arrive at once (lib/services/idempotency-keys.ts).
import { createHash } from "node:crypto";
import { ApiError } from "@/lib/http/api-error";
import { answerIdempotencyKey, claimIdempotencyKey, releaseIdempotencyKey } from "@/lib/services/idempotency-keys";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a repeat waits for the first request with its key to finish before being told to retry. */
const WAIT_MS = 10_000;
const POLL_MS = 100;

export const KEY_MESSAGE = "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'";
export const MISMATCH_MESSAGE = "This Idempotency-Key was already used for a different request";
export const RUNNING_MESSAGE = "A request with this Idempotency-Key is still being processed. Please try again.";

/** The key a request carries, or null; a malformed one is a 400 (so a typo never writes twice silently). */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, KEY_MESSAGE);
  return key;
}

/** What makes two requests "the same": method, path and the parsed body. */
export function requestHash(request: Request, body: unknown): string {
  const { pathname } = new URL(request.url);
  return createHash("sha256")
    .update(`${request.method} ${pathname}\n${JSON.stringify(body ?? null)}`)
    .digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "application/json", "Idempotent-Replayed": "true" },
  });
}

/** Runs `run` once per (user, key); answers that may change on a retry (5xx, 429) are not kept. */
export async function withIdempotencyKey(
  userId: string,
  key: string,
  hash: string,
  run: () => Promise<Response>,
): Promise<Response> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const claim = await claimIdempotencyKey(userId, key, hash);
    if (claim.kind === "new") break;
    if (claim.kind === "answered") return replay(claim.status, claim.body);
    if (claim.kind === "mismatch") throw new ApiError(422, MISMATCH_MESSAGE);
    if (Date.now() >= deadline) throw new ApiError(409, RUNNING_MESSAGE, { "Retry-After": "2" });
    await sleep(POLL_MS);
  }
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await releaseIdempotencyKey(userId, key);
    throw error;
  }
  const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
  if (response.status >= 500 || response.status === 429 || !isJson) {
    await releaseIdempotencyKey(userId, key);
    return response;
  }
  const text = await response.text();
  await answerIdempotencyKey(userId, key, response.status, text);
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
}
