// A few long-lived worker threads render the PDFs (render-worker.ts); the request's event loop only
// forwards their bytes. Workers stay warm between PDFs (fonts parsed, code compiled); a job waits in
// line when all of them are busy. One core is left to the app: on this 2-core machine, one worker.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { inNextServer } from "@/lib/env";
import type { ReportLayout } from "@/lib/reports/layout";
import type { FromWorker, ToWorker } from "@/lib/reports/pdf/render-worker";

const SIZE = Math.max(1, Math.min(4, availableParallelism() - 1));
// The limits sit well above what the longest report needs (docs/performance.md#pdfs): a runaway report
// stops its worker (the download fails, a new worker takes the next one) instead of the app. They also
// bound the process's memory: V8 grows a heap towards its limit before collecting hard, and a young
// generation smaller than V8's default is plenty for page-sized work.
const LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };
// The built app runs the worker the bundler compiled from the `new URL(…)` below. Tests and benches
// run the TypeScript source: their worker compiles it through tsx (a dependency already, for
// `npm start`), registered from inside the worker since Node 20 ignores --import in a worker's execArgv.
const FROM_SOURCE = !inNextServer;
const SOURCE_LOADER = `import("tsx/esm/api").then(({ register }) => { register(); return import(require("node:worker_threads").workerData.entry); })`;

interface Job {
  id: number;
  layout: ReportLayout;
  /** Until the first bytes arrive a failure is still an error response, not a cut-off download. */
  started: boolean;
  resolve(stream: ReadableStream<Uint8Array>): void;
  reject(error: Error): void;
  stream: ReadableStream<Uint8Array>;
  controller: ReadableStreamDefaultController<Uint8Array>;
  cancelled: boolean;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 1;

function spawn(): Slot {
  const worker = FROM_SOURCE
    ? new Worker(SOURCE_LOADER, {
        eval: true,
        resourceLimits: LIMITS,
        workerData: { entry: import.meta.url.replace(/render-pool\.ts$/, "render-worker.ts") },
      })
    : new Worker(new URL("./render-worker.ts", import.meta.url), { resourceLimits: LIMITS });
  const slot: Slot = { worker, job: null };
  worker.unref();
  worker.on("message", (message: FromWorker) => onMessage(slot, message));
  const lost = (error: Error) => {
    slots.splice(slots.indexOf(slot), 1);
    if (slot.job) fail(slot.job, error);
    slot.job = null;
    dispatch();
  };
  worker.on("error", lost);
  worker.on("exit", (code) => {
    if (slots.includes(slot)) lost(new Error(`PDF worker stopped (exit code ${code})`));
  });
  slots.push(slot);
  return slot;
}

function fail(job: Job, error: Error) {
  if (!job.started) job.reject(error);
  else if (!job.cancelled) job.controller.error(error);
}

function onMessage(slot: Slot, message: FromWorker) {
  const job = slot.job;
  if (!job || job.id !== message.job) return;
  if (message.type === "warning") {
    console.warn(`report PDF: ${message.message}`);
    return;
  }
  if (message.type === "data") {
    if (job.cancelled) return;
    job.controller.enqueue(message.bytes);
    if (!job.started) {
      job.started = true;
      job.resolve(job.stream);
    }
    return;
  }
  slot.job = null;
  slot.worker.unref();
  if (message.type === "error") fail(job, new Error(`PDF rendering failed: ${message.message}`));
  else if (!job.cancelled) job.controller.close();
  dispatch();
}

function dispatch() {
  while (queue.length) {
    const slot = slots.find((candidate) => !candidate.job) ?? (slots.length < SIZE ? spawn() : null);
    if (!slot) return;
    const job = queue.shift()!;
    slot.job = job;
    slot.worker.ref(); // a script waiting on this PDF must not exit under it
    slot.worker.postMessage({ type: "render", job: job.id, layout: job.layout } satisfies ToWorker);
  }
}

/**
 * Renders `layout` off the event loop. Resolves with the PDF as a stream once its first page is out
 * (an error before then rejects, so the route still answers with an error); cancelling the stream
 * stops the render between chunks of pages.
 */
export function renderPdfStream(layout: ReportLayout): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
      cancel: () => {
        job.cancelled = true;
        const waiting = queue.indexOf(job);
        if (waiting >= 0) queue.splice(waiting, 1);
        const slot = slots.find((candidate) => candidate.job === job);
        slot?.worker.postMessage({ type: "cancel", job: job.id } satisfies ToWorker);
      },
    });
    const job: Job = { id: nextId++, layout, started: false, resolve, reject, stream, controller, cancelled: false };
    queue.push(job);
    dispatch();
  });
}
