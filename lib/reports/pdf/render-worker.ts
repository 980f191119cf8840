// Worker thread entry: renders report layouts one at a time, sending each chunk of bytes back as
// soon as its pages are written. The app's event loop only moves bytes (docs/design.md#convention-10: other requests
// stay fast while a 60-page register renders).
import { Console } from "node:console";
import { parentPort } from "node:worker_threads";
import type { ReportLayout } from "@/lib/reports/layout";
import { renderReport } from "@/lib/reports/pdf/render-report";

export type ToWorker = { type: "render"; job: number; layout: ReportLayout } | { type: "cancel"; job: number };
export type FromWorker =
  | { type: "data"; job: number; bytes: Uint8Array }
  | { type: "done"; job: number }
  | { type: "warning"; job: number; message: string }
  | { type: "error"; job: number; message: string };

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread");
const cancelled = new Set<number>();

// In the built app, Next's server runtime bundled into this worker wraps every console method in its
// AsyncLocalStorage, which a worker thread does not have: each call throws ("AsyncLocalStorage accessed
// in runtime where it is not available"), so a warning react-pdf prints (e.g. an image it cannot read)
// failed the whole PDF. The worker's console writes plainly; what the app should hear goes to it as a message.
const plain = new Console({ stdout: process.stdout, stderr: process.stderr });
const METHODS = ["log", "info", "warn", "error", "debug", "trace", "dir", "dirxml", "table", "assert"] as const;
function plainConsole() {
  for (const method of METHODS)
    Object.defineProperty(console, method, { value: plain[method].bind(plain), writable: true, configurable: true });
}
plainConsole();

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
  plainConsole(); // again: a module loaded since may have wrapped it
  try {
    await renderReport(layout, {
      onWarning: (message) => port!.postMessage({ type: "warning", job, message } satisfies FromWorker),
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
