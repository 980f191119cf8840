// `Idempotency-Key` on writes: the same key from the same user within 24 h answers what the first
// request answered and writes nothing more, even when both arrive at once (lib/platform/idempotency-keys.ts).
import { createHash } from "node:crypto";
import { ApiError, problem } from "@/lib/problems/api-error";
import { db, TRANSACTION_OPTIONS, type Tx } from "@/lib/db";
import {
  answerIdempotencyKey,
  claimIdempotencyKey,
  holdIdempotencyKey,
  releaseIdempotencyKey,
} from "@/lib/platform/idempotency-keys";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a repeat waits for the first request with its key to finish before being told to retry. */
const WAIT_MS = 10_000;
const POLL_MS = 100;

/** The key a request carries, or null; a malformed one is a 400 (so a typo never writes twice silently). */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) throw problem("idempotency-key-invalid");
  return key;
}

/**
 * What makes two requests "the same": method, path, query (an import's class and `commit`) and the
 * parsed body (a raw body by its digest). The body's depth is bounded where it is read
 * (lib/http/read-body.ts), so this never recurses too deep.
 */
export function requestHash(request: Request, body: unknown): string {
  const { pathname, search } = new URL(request.url);
  return createHash("sha256")
    .update(`${request.method} ${pathname}${search}\n${JSON.stringify(body ?? null)}`)
    .digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "application/json", "Idempotent-Replayed": "true" },
  });
}

/** Answers kept for a replay: the JSON ones, but not 5xx or 429 (they may change on a retry). */
const keeps = (response: Response) =>
  response.status < 500 &&
  response.status !== 429 &&
  (response.headers.get("content-type") ?? "").includes("application/json");

/** The claim was taken over as stale while this request waited for a connection: the other one runs it. */
class Superseded extends ApiError {
  constructor() {
    super("idempotency-key-running", undefined, { "Retry-After": "2" });
  }
}

/** Thrown inside the transaction to roll it back: what the request wrote must not outlive its 5xx. */
class RolledBack extends Error {
  constructor(readonly response: Response) {
    super("rolled back");
  }
}

/**
 * Runs `run` once per (user, key). The claim is taken first (racing repeats wait for its answer); then
 * `run` and the storing of its answer share one transaction, handed to `run` as `tx`, with the
 * claim row locked: if the database goes away between the write and the answer, neither commits and
 * the key's next try runs it once; if both committed, the next try finds the answer. Never twice.
 */
export async function withIdempotencyKey(
  userId: string,
  key: string,
  hash: string,
  run: (tx: Tx) => Promise<Response>,
): Promise<Response> {
  const deadline = Date.now() + WAIT_MS;
  let token: string;
  for (;;) {
    const claim = await claimIdempotencyKey(userId, key, hash);
    if (claim.kind === "new") {
      token = claim.token;
      break;
    }
    if (claim.kind === "answered") return replay(claim.status, claim.body);
    if (claim.kind === "mismatch") throw problem("idempotency-key-reused");
    if (Date.now() >= deadline) throw problem("idempotency-key-running", undefined, { "Retry-After": "2" });
    await sleep(POLL_MS);
  }
  let response: Response | undefined;
  let text: string | undefined;
  try {
    await db.$transaction(async (tx) => {
      if (!(await holdIdempotencyKey(userId, key, token, tx))) throw new Superseded();
      response = await run(tx);
      if (response.status >= 500) throw new RolledBack(response);
      if (!keeps(response)) return releaseIdempotencyKey(userId, key, tx); // a 429's counters still count
      text = await response.text();
      await answerIdempotencyKey(userId, key, response.status, text, tx);
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if (error instanceof Superseded) throw error; // the claim is another request's now: leave it be
    const failed = response;
    if (error instanceof RolledBack || failed === undefined || text === undefined || failed.status < 400) {
      await releaseIdempotencyKey(userId, key).catch(() => undefined);
      if (error instanceof RolledBack) return error.response;
      throw error;
    }
    // A refusal (4xx) whose transaction broke (a statement of the handler failed, which aborts it): nothing
    // of it committed, so its answer is kept on its own, as a refusal that wrote nothing is.
    await answerIdempotencyKey(userId, key, failed.status, text);
    return withBody(failed, text);
  }
  if (text === undefined) return response!;
  return withBody(response!, text);
}

const withBody = (response: Response, text: string) =>
  new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
