import { env } from "@/lib/env";
import { heavyWork } from "@/lib/platform/heavy-work";
import type { RouteLimit } from "@/lib/platform/heavy-work";

// A render costs far more CPU than any other answer (docs/performance.md#pdfs): a per-user quota so one
// account cannot keep the line full, and the instance's one gate of heavy answers (lib/platform/heavy-work.ts).
export const PDF_RENDER: RouteLimit = {
  perUser: () => ({
    name: "pdf",
    limit: env.PDF_RENDERS_PER_USER,
    windowSeconds: env.PDF_WINDOW_SECONDS,
    code: "pdf-throttled",
  }),
  gate: heavyWork,
  busyCode: "pdf-busy",
};
