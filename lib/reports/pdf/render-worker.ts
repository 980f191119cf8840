// Worker thread entry: renders report layouts one at a time, sending each chunk of bytes back as
// soon as its pages are written. The app's event loop only moves bytes (docs/design.md#convention-10: other requests
// stay fast while a 60-page register renders).
import { parentPort } from "node:worker_threads";
import type { ReportLayout } from "@/lib/reports/layout";
import { renderReport } from "@/lib/reports/pdf/render-report";

export type ToWorker = { type: "render"; job: number; layout: ReportLayout } | { type: "cancel"; job: number };
export type FromWorker =
  | { type: "data"; job: number; bytes: Uint8Array }
  | { type: "done"; job: number }
  | { type: "error"; job: number; message: string };

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread");
const cancelled = new Set<number>();

port.on("message", (message: ToWorker) => {
  if (message.type === "cancel") {
    cancelled.add(message.job);
    return;
  }
  void render(message.job, message.layout);
});

async function render(job: number, layout: ReportLayout) {
  // The writer hands out many small pieces; one message per chunk of pages is enough.
  let pending: Uint8Array[] = [];
  const flush = () => {
    if (!pending.length) return;
    const bytes = Buffer.concat(pending);
    pending = [];
    const copy = new Uint8Array(bytes); // its own buffer, so it can be moved, not copied, to the app
    port!.postMessage({ type: "data", job, bytes: copy } satisfies FromWorker, [copy.buffer]);
  };
  try {
    await renderReport(layout, {
      onData: (bytes) => pending.push(bytes),
      onPages: flush,
      cancelled: () => cancelled.has(job),
    });
    flush();
    port!.postMessage({ type: "done", job } satisfies FromWorker);
  } catch (error) {
    port!.postMessage({
      type: "error",
      job,
      message: error instanceof Error ? error.message : String(error),
    } satisfies FromWorker);
  } finally {
    cancelled.delete(job);
  }
}
