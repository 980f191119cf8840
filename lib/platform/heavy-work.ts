// The one gate of every heavy answer: PDFs, CSV and .xlsx exports (docs/design.md#heavy-work). They
// share an instance's CPU and memory, so they share its slots: PDF_CONCURRENCY at once, PDF_QUEUE_MAX
// waiting, and per user one at a time with one more waiting; a user past that is told at once (429 +
// Retry-After) instead of filling the line, and the line is served user by user in turn.
import { env } from "@/lib/env";
import { Gate } from "@/lib/platform/gate";
import type { ProblemCode } from "@/lib/problems/codes";

/** A user's heavy answers at once, per instance, and how many more of theirs may wait. */
export const HEAVY_PER_USER = { concurrency: 1, waiting: 1 } as const;

export const heavyWork = new Gate(
  () => ({
    concurrency: env.PDF_CONCURRENCY,
    queueMax: env.PDF_QUEUE_MAX,
    retryAfterSeconds: 10,
    perUserConcurrency: HEAVY_PER_USER.concurrency,
    perUserQueueMax: HEAVY_PER_USER.waiting,
  }),
  "downloads-busy",
  "download-running",
);

/** The limits of a heavy route (`route({ limit })`): a quota per user, and the gate it waits at. */
export interface RouteLimit {
  perUser: () => { name: string; limit: number; windowSeconds: number; code: ProblemCode };
  /** Held until the response body has been sent, so a streamed render counts while it runs. */
  gate: Gate;
  /** The 429 when the instance's line is full (the user's own bound has the gate's code). */
  busyCode?: ProblemCode;
}
