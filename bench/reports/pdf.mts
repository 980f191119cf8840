// The four report PDFs through their routes: time to the first chunk and to the last, the memory of
// the process while they render, how a cheap request fares meanwhile, and the renderer this issue
// replaced on the same 2,400-student layout as the baseline.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { readPdfStream } from "../lib/pdf-stream.mts";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Call = (handler: Handler, token: string, params?: Record<string, string>) => Promise<Response>;

interface Context {
  log(line: string): void;
  call: Call;
  admin: string;
  runs: number;
  /** A cheap JSON route, timed alone and while PDFs render. */
  cheap(): Promise<unknown>;
  /** The baseline: the previous renderer on the big school's attendance layout (ms, pages). */
  baseline(): Promise<{ ms: number; pages: number } | null>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function download(call: Call, handler: Handler, token: string, params: Record<string, string>) {
  const started = performance.now();
  return readPdfStream(await call(handler, token, params), started);
}

/** Peak resident memory of the process (app thread + PDF worker) while `work` runs. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

async function timeCheap(ctx: Context, until: () => boolean, minimum = 0) {
  const times: number[] = [];
  while (!until() || times.length < minimum) {
    const started = performance.now();
    await ctx.cheap();
    times.push(performance.now() - started);
    await sleep(5);
  }
  return times;
}

export async function benchPdfs(
  ctx: Context,
  pdfs: { name: string; handler: Handler; params: Record<string, string> }[],
) {
  const { log } = ctx;
  const rssBefore = process.memoryUsage().rss;
  log(`\nPDFs through their routes, rendered in the worker pool (median of ${ctx.runs} after one warm-up; ms):`);
  log(
    `${"PDF".padEnd(44)} ${"pages".padStart(6)} ${"KiB".padStart(6)} ${"first".padStart(7)} ${"complete".padStart(9)}`,
  );
  const cold = await download(ctx.call, pdfs[0].handler, ctx.admin, pdfs[0].params);
  log(
    `${`(cold start: first PDF of the process, ${pdfs[0].name})`.padEnd(44)} ${String(cold.pages).padStart(6)} ${(cold.bytes / 1024).toFixed(0).padStart(6)} ${cold.first.toFixed(0).padStart(7)} ${cold.complete.toFixed(0).padStart(9)}`,
  );
  const results: Record<string, { first: number; complete: number; pages: number }> = {};
  let peak = 0;
  for (const pdf of pdfs) {
    await download(ctx.call, pdf.handler, ctx.admin, pdf.params);
    const runs: Awaited<ReturnType<typeof download>>[] = [];
    for (let i = 0; i < ctx.runs; i++) {
      const measured = await peakRss(() => download(ctx.call, pdf.handler, ctx.admin, pdf.params));
      peak = Math.max(peak, measured.peak);
      runs.push(measured.result);
    }
    const first = median(runs.map((run) => run.first));
    const complete = median(runs.map((run) => run.complete));
    results[pdf.name] = { first, complete, pages: runs[0].pages };
    log(
      `${pdf.name.padEnd(44)} ${String(runs[0].pages).padStart(6)} ${(runs[0].bytes / 1024).toFixed(0).padStart(6)} ${first.toFixed(0).padStart(7)} ${complete.toFixed(0).padStart(9)}`,
    );
  }
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
  log(
    `Peak RSS of the whole process (app thread + PDF worker) while rendering: ${mb(peak)} (${mb(rssBefore)} before the first PDF, so +${mb(peak - rssBefore)})`,
  );

  // A cheap request alone, then while the big PDF renders back to back.
  const alone = await timeCheap(ctx, () => true, 20);
  const big = pdfs.find((pdf) => pdf.name.startsWith("attendance")) ?? pdfs[0];
  let rendering = true;
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const renders = (async () => {
    for (let i = 0; i < 3; i++) await download(ctx.call, big.handler, ctx.admin, big.params);
    rendering = false;
  })();
  const during = await timeCheap(ctx, () => !rendering);
  await renders;
  lag.disable();
  log(
    `Cheap request (class report JSON) p50 / max: alone ${median(alone).toFixed(0)} / ${Math.max(...alone).toFixed(0)} ms; ` +
      `while the big PDF renders ${median(during).toFixed(0)} / ${Math.max(...during).toFixed(0)} ms (${during.length} requests); ` +
      `app event-loop delay meanwhile p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms, max ${(lag.max / 1e6).toFixed(0)} ms`,
  );

  const baseline = await ctx.baseline();
  const attendance = results[big.name];
  if (baseline && attendance) {
    log(
      `Baseline, the previous renderer on the same layout (element per cell, Helvetica, whole document on the calling thread, one run): ` +
        `${baseline.pages} pages in ${baseline.ms.toFixed(0)} ms, nothing streamed → ${(baseline.ms / attendance.complete).toFixed(1)}× the new complete time`,
    );
  }
  return results;
}
