export interface Sample {
  op: string;
  ms: number;
  /** HTTP status, or -1 for a network error. */
  status: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function line(label: string, samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.status < 200 || s.status >= 400);
  const stats = {
    requests: samples.length,
    rps: Number((samples.length / seconds).toFixed(1)),
    p50: Number(percentile(ms, 50).toFixed(1)),
    p95: Number(percentile(ms, 95).toFixed(1)),
    p99: Number(percentile(ms, 99).toFixed(1)),
    max: Number((ms[ms.length - 1] ?? 0).toFixed(1)),
    errors: errors.length,
    errorStatuses: errors.reduce<Record<string, number>>(
      (acc, s) => ({ ...acc, [s.status]: (acc[s.status] ?? 0) + 1 }),
      {},
    ),
  };
  const text = `  ${label.padEnd(16)} ${String(stats.requests).padStart(7)} req ${stats.rps.toFixed(1).padStart(8)} req/s   p50 ${stats.p50.toFixed(0).padStart(5)} ms   p95 ${stats.p95.toFixed(0).padStart(5)} ms   p99 ${stats.p99.toFixed(0).padStart(5)} ms   max ${stats.max.toFixed(0).padStart(5)} ms   errors ${stats.errors}${stats.errors ? ` ${JSON.stringify(stats.errorStatuses)}` : ""}`;
  return { stats, text };
}

export function summarize(samples: Sample[], seconds: number) {
  const ops = [...new Set(samples.map((s) => s.op))].sort();
  const total = line("all", samples, seconds);
  const perOp = ops.map((op) => ({
    op,
    ...line(
      op,
      samples.filter((s) => s.op === op),
      seconds,
    ),
  }));
  return {
    errors: total.stats.errors,
    text: [`Results over ${seconds.toFixed(1)} s:`, total.text, ...perOp.map((entry) => entry.text)].join("\n"),
    json: {
      elapsedSeconds: Number(seconds.toFixed(1)),
      total: total.stats,
      perOp: Object.fromEntries(perOp.map((entry) => [entry.op, entry.stats])),
    },
  };
}
