// A teacher's school week on one phone, in bytes (issue 50, finding 4): five mornings of ./walk.mts on the
// same phone over the throttling proxy, each ending with Logout, the Wednesday with a marks entry too. Each
// morning is counted at the proxy, up and down, from its first request until the link has been quiet for
// 3 s after its Logout, so the service worker's own downloads (its warm-up, its refreshes) are in it. The
// week starts from the phone as the previous week left it: the phone's first-ever morning (its install of
// the app) is walked first and printed on its own, as the first visit's figure, and is not in the week, as
// it is not in any month but a phone's first. A month is the week × 52 / 12 (docs/performance.md#slow-3g).
import type { Browser, BrowserContext, Page, Request } from "@playwright/test";
import { walk } from "./walk.mts";

export interface Morning {
  day: string;
  up: number;
  down: number;
  /** The timed morning (sign-in to saved attendance), ms. */
  total: number;
}

interface Proxy {
  port: number;
  bytes(): { up: number; down: number };
  quiet(ms: number): Promise<void>;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

/** One kind of request of a morning: who sent it (the page or its service worker), method and path. */
interface RequestKind {
  count: number;
  up: number;
  down: number;
}

/**
 * What a request is, for the breakdown: its sender, method and path with ids and queries folded
 * ("/api/classes/:id/students?…"), an App Router fetch marked RSC.
 */
function kindOf(request: Request): string | null {
  const url = new URL(request.url());
  if (!url.protocol.startsWith("http")) return null;
  const fromWorker = Boolean(request.serviceWorker());
  const path = url.pathname
    .replace(/\/_next\/static\/.*/, "/_next/static/…")
    .replace(/\/[0-9a-f]{24}\b|\/c[a-z0-9]{20,}\b|\/[0-9a-f-]{36}\b/g, "/:id");
  const rsc = url.searchParams.has("_rsc") || request.headers()["rsc"] === "1";
  const query = rsc ? " (RSC)" : url.search ? "?…" : "";
  return `${fromWorker ? "worker" : "page  "} ${request.method().padEnd(4)} ${path}${query}`;
}

/**
 * Counts every finished request of the context, the worker's own included, by kind (Playwright reports a
 * service worker's requests on its context). A request the worker answered from its caches costs nothing
 * on the link and is left out: its bytes are the worker's own request, if it made one.
 */
function requestLedger(context: BrowserContext) {
  let kinds = new Map<string, RequestKind>();
  context.on("requestfinished", (request) => {
    void (async () => {
      const response = await request.response().catch(() => null);
      if (!response || (!request.serviceWorker() && response.fromServiceWorker())) return;
      const kind = kindOf(request);
      if (!kind) return;
      const sizes = await request.sizes().catch(() => null);
      if (!sizes) return;
      const entry = kinds.get(kind) ?? { count: 0, up: 0, down: 0 };
      entry.count++;
      entry.up += sizes.requestHeadersSize + sizes.requestBodySize;
      entry.down += sizes.responseHeadersSize + sizes.responseBodySize;
      kinds.set(kind, entry);
    })();
  });
  return {
    /** The kinds since the last call, largest first. */
    take(): [string, RequestKind][] {
      const taken = [...kinds].sort(([, a], [, b]) => b.up + b.down - (a.up + a.down));
      kinds = new Map();
      return taken;
    },
  };
}

/** The phone's first-ever morning, then the week counted. */
const FIRST_VISIT = "first visit (the phone installs the app; not in the week)";
const DAYS = ["Monday", "Tuesday", "Wednesday, with marks", "Thursday", "Friday"];

/** The school year (September start) today falls in, as the marks form names it. */
function schoolYear(now = new Date()): string {
  const start = now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
  return `${start}-${start + 1}`;
}

/** A marks entry for one class, made through the marks screen as a teacher would (signed in already). */
async function enterMarks(page: Page, base: string) {
  await page.goto(`${base}/create-marks`);
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await field("Academic year").and(page.locator(":enabled")).waitFor();
  await field("Academic year").selectOption(schoolYear());
  await field("Exam date").fill(new Date().toLocaleDateString("en-CA"));
  await field("Academic term").selectOption({ index: 1 });
  const klass = field("Class");
  const p6 = await klass.locator("option", { hasText: "P6 A" }).first().getAttribute("value");
  await klass.selectOption(p6!);
  // P6 A is taught eight subjects, three of them by the demo teacher: one is chosen, as they would.
  await field("Subject").selectOption({ label: "Science" });
  await field("Exam type").selectOption({ index: 1 });
  await field("Score \\(out of 100\\)").fill("70");
  await page.getByLabel("Select all").check();
  await page.getByRole("button", { name: "Create Marks" }).click();
  const created = page.getByText(/Marks created successfully/);
  await created
    .or(page.getByRole("alert").filter({ hasText: /\S/ }))
    .first()
    .waitFor({ timeout: 60_000 });
  if (!(await created.isVisible()))
    throw new Error(`the marks form said: ${await page.getByRole("alert").allInnerTexts()}`);
}

export async function week(
  browser: Browser,
  newPhone: (browser: Browser) => Promise<BrowserContext>,
  proxy: Proxy,
  settle: (page: Page) => Promise<unknown>,
): Promise<Morning[]> {
  const context = await newPhone(browser);
  const ledger = requestLedger(context);
  const base = `http://localhost:${proxy.port}`;
  const mornings: Morning[] = [];
  try {
    for (const day of [FIRST_VISIT, ...DAYS]) {
      ledger.take();
      const before = proxy.bytes();
      let label = day;
      const morning = await walk(context, base, false, settle, {
        // A marks entry the form refuses is said, and the morning still counted (without its upload).
        beforeLogout: day.includes("marks")
          ? (page) =>
              enterMarks(page, base).catch((error: Error) => {
                label = `${day} (marks entry failed: ${error.message.split("\n")[0]})`;
              })
          : undefined,
      });
      await proxy.quiet(3_000);
      const after = proxy.bytes();
      const result = { day: label, up: after.up - before.up, down: after.down - before.down, total: morning.total };
      if (day !== FIRST_VISIT) mornings.push(result);
      printMorning(result, ledger.take());
    }
  } finally {
    await context.close();
  }
  return mornings;
}

function printMorning(morning: Morning, kinds: [string, RequestKind][]) {
  console.log(
    `week, ${morning.day}: ${kB(morning.up + morning.down)} (up ${kB(morning.up)}, down ${kB(morning.down)}), morning ${(morning.total / 1000).toFixed(2)} s`,
  );
  // Headers as the browser sent and received them (before the link's own framing): a little under the proxy's.
  const counted = kinds.reduce((sum, [, kind]) => sum + kind.up + kind.down, 0);
  console.log(`  by request (${kB(counted)} as the browser counts them):`);
  for (const [name, kind] of kinds)
    console.log(
      `  ${kB(kind.up + kind.down).padStart(7)}  up ${kB(kind.up).padStart(6)}  down ${kB(kind.down).padStart(6)}  ×${String(kind.count).padEnd(3)} ${name}`,
    );
}

export function reportWeek(mornings: Morning[]) {
  const up = mornings.reduce((sum, morning) => sum + morning.up, 0);
  const down = mornings.reduce((sum, morning) => sum + morning.down, 0);
  const month = ((up + down) * 52) / 12;
  console.log(
    `week: ${kB(up + down)} (up ${kB(up)}, ${((100 * up) / (up + down)).toFixed(0)} %; down ${kB(down)}); a month (× 52 / 12): ${(month / 1e6).toFixed(2)} MB ≤ 3 MB ${month <= 3e6 ? "✓" : "✖"}`,
  );
}
