import { env } from "@/lib/env";
import { Gate } from "@/lib/http/gate";
import type { RouteLimit } from "@/lib/http/route";

// A render costs 0.3–0.7 s of CPU (seconds for long reports): a few at a time per instance, a short
// line behind them, and a per-user quota so one account cannot keep the line full.
const renders = new Gate(
  () => ({ concurrency: env.PDF_CONCURRENCY, queueMax: env.PDF_QUEUE_MAX, retryAfterSeconds: 10 }),
  "The server is busy making other PDFs. Please try again in a few seconds.",
);

export const PDF_RENDER: RouteLimit = {
  perUser: () => ({
    name: "pdf",
    limit: env.PDF_RENDERS_PER_USER,
    windowSeconds: env.PDF_WINDOW_SECONDS,
    message: "Too many PDF downloads. Please wait a minute and try again.",
  }),
  gate: renders,
};
