// A teacher's morning on a slow phone, timed: sign in → daily report screen → attendance → Mark All
// Present → Save, on a 390×844 phone with Chromium's network throttled to 400 kbps and 400 ms RTT
// (CDP Network.emulateNetworkConditions), first with an empty cache and then as a returning visitor
// (same browser cache, signed out in between; service workers blocked, see below). The sign-in tap is made as soon as
// the field is on screen, before the page's JavaScript may have arrived, as a hurried teacher does:
// the server-rendered form then posts itself (POST /api/auth/signin/form); so do the attendance grid's
// taps when its script is not there yet (POST /api/attendance/form). The waits are summed from
// each action to its visible result, typing excluded. The same walk unthrottled in the same run is
// the baseline: the ratio says how much of the wait is the network. Needs a prior `next build`;
// starts its own server on a fresh database with the demo data (scripts/e2e-server.mts), on
// BENCH_PORT (else E2E_PORT, else 3322). BENCH_DETAIL=1 lists each slow step's requests.
//
//   npm run bench:slow3g
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { chromium, type BrowserContext, type Page } from "@playwright/test";

const port = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 3322);
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? port + 1);
const base = `http://localhost:${port}`;
const detail = process.env.BENCH_DETAIL === "1";
const TARGET = { first: 8_000, returning: 4_000 };
const SLOW = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No server on ${base} after 2 minutes`);
}

interface Request {
  url: string;
  bytes: number;
  ms: number;
  cached: boolean;
  /** When it was sent, from the step's start (negative: sent before the step began). */
  sentAt: number;
}
interface Step {
  ms: number;
  bytes: number;
  requests: Request[];
}
interface Walk {
  steps: Record<string, Step>;
  total: number;
  bytes: number;
}

async function walk(context: BrowserContext, throttled: boolean): Promise<Walk> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (throttled) await cdp.send("Network.emulateNetworkConditions", SLOW);
  const started = new Map<string, { url: string; at: number; cached: boolean; sentAt: number }>();
  let stepStart = performance.now();
  let current: Request[] = [];
  cdp.on(
    "Network.requestWillBeSent",
    (event: { requestId: string; request: { url: string; method: string }; timestamp: number }) => {
      const sentAt = performance.now() - stepStart;
      const url = `${event.request.method === "GET" ? "" : `${event.request.method} `}${event.request.url}`;
      started.set(event.requestId, { url, at: event.timestamp, cached: false, sentAt });
    },
  );
  cdp.on("Network.requestServedFromCache", (event: { requestId: string }) => {
    const request = started.get(event.requestId);
    if (request) request.cached = true;
  });
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
    const request = started.get(event.requestId);
    if (!request) return;
    started.delete(event.requestId);
    current.push({
      url: request.url.replace(base, ""),
      bytes: event.encodedDataLength,
      ms: (event.timestamp - request.at) * 1000,
      cached: request.cached,
      sentAt: request.sentAt,
    });
  });
  const steps: Record<string, Step> = {};
  const timed = async (name: string, run: () => Promise<unknown>) => {
    current = [];
    const start = performance.now();
    for (const request of started.values()) request.sentAt -= start - stepStart;
    stepStart = start;
    await run();
    const ms = performance.now() - start;
    // Sent during the step and still loading at its end (listed again, whole, in a later step).
    for (const request of started.values())
      if (request.sentAt >= 0)
        current.push({ ...request, url: `${request.url} (loading)`, bytes: 0, ms: ms - request.sentAt });
    steps[name] = { ms, requests: current, bytes: current.reduce((sum, request) => sum + request.bytes, 0) };
  };

  const username = page.getByLabel("Username");
  await timed("sign-in form", async () => {
    await page.goto(`${base}/signin`, { waitUntil: "commit" });
    await username.waitFor();
  });
  // At once, as on a phone where the fields are there before the script.
  await username.fill("teacher");
  await page.getByLabel("Password").fill("teacher123");
  await timed("sign in → daily report", async () => {
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/comment$/, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Submit Daily Report" }).waitFor();
  });
  const markAll = page.getByRole("button", { name: "Mark All Present" });
  await timed("attendance grid", async () => {
    await page.goto(`${base}/attendance`, { waitUntil: "commit" });
    await markAll.waitFor();
  });
  await timed("mark all present", async () => {
    // Before the grid's script is here a tap posts the server-rendered form (the page comes back with
    // the message); after, it saves in place. A tap lost in between is tapped again, as a teacher would.
    const answered = page
      .getByText("All students marked as present!")
      .or(page.getByRole("button", { name: "Mark All Present", disabled: true }));
    for (;;) {
      await markAll.click();
      try {
        await Promise.any([
          answered.first().waitFor({ timeout: 3_000 }),
          page.waitForURL(/marked=/, { timeout: 3_000 }),
        ]);
        break;
      } catch {
        // the tap went nowhere
      }
    }
    await page.getByText("All students marked as present!").waitFor();
  });
  await timed("save → saved", async () => {
    await page.getByRole("button", { name: "Save Attendance" }).click();
    // The screen's message when its script saved; the success page when the plain form did.
    await page
      .getByText(/saved successfully|Attendance has been saved/)
      .first()
      .waitFor();
  });
  await page.waitForURL(/\/success/, { waitUntil: "commit" });
  // Untimed: the teacher reads the success page before putting the phone away, and the page's code
  // arrives meanwhile (on the first visit every tap went out as a plain form, before any of it had).
  await page.waitForLoadState("load");
  await page.close();
  const total = Object.values(steps).reduce((sum, step) => sum + step.ms, 0);
  const bytes = Object.values(steps).reduce((sum, step) => sum + step.bytes, 0);
  return { steps, total, bytes };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const server = spawn("npx", ["tsx", "scripts/e2e-server.mts"], {
  env: { ...process.env, E2E_PORT: String(port), E2E_GEOCODER_PORT: String(geocoderPort) },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
  // CDP's throttling does not reach a service worker's own fetches, so with the worker running part of
  // the returning walk would go unthrottled; without it the HTTP cache still keeps the hashed code.
  // The phone keeps its school's time (the demo schools are in Kigali): in another zone, near midnight
  // its today is not the school's, and the grid would fetch the records the page did not bring.
  const options = { ...phone, serviceWorkers: "block" as const, timezoneId: "Africa/Kigali" };
  // One walk first, not counted: a server that has served nothing yet loads each route's code on its
  // first request, which would be charged to the baseline's first visit.
  const warmUp = await browser.newContext(options);
  await walk(warmUp, false);
  await warmUp.close();
  const results: Record<string, Walk> = {};
  for (const throttled of [false, true]) {
    const context = await browser.newContext(options);
    const label = throttled ? "slow 3G" : "unthrottled";
    results[`${label}, first visit`] = await walk(context, throttled);
    await context.clearCookies(); // signed out; the HTTP cache stays, as on a returning phone
    results[`${label}, returning`] = await walk(context, throttled);
    await context.close();
  }
  await browser.close();

  for (const [name, result] of Object.entries(results)) {
    const steps = Object.entries(result.steps)
      .map(([step, { ms }]) => `${step} ${s(ms)}`)
      .join(", ");
    console.log(`${name}: ${s(result.total)} waiting, ${kB(result.bytes)} (${steps})`);
    if (detail && name.startsWith("slow")) {
      for (const [step, { ms, bytes, requests }] of Object.entries(result.steps)) {
        console.log(`  ${step}: ${s(ms)}, ${kB(bytes)} over the network`);
        for (const request of requests)
          console.log(
            `    ${request.cached ? "cache" : kB(request.bytes).padStart(6)} ${s(request.ms).padStart(7)} from ${s(request.sentAt).padStart(6)}  ${request.url.slice(0, 90)}`,
          );
      }
    }
  }
  const first = results["slow 3G, first visit"].total;
  const returning = results["slow 3G, returning"].total;
  const ratio = (slow: number, fast: number) => (slow / fast).toFixed(1);
  console.log(
    `slow 3G vs unthrottled: first visit ${ratio(first, results["unthrottled, first visit"].total)}×, returning ${ratio(returning, results["unthrottled, returning"].total)}×`,
  );
  console.log(
    `targets: first visit ${(first / 1000).toFixed(1)} s ≤ 8 s ${first <= TARGET.first ? "✓" : "✖"}; returning ${(returning / 1000).toFixed(1)} s ≤ 4 s ${returning <= TARGET.returning ? "✓" : "✖"}`,
  );
  console.log(
    `load average (1, 5, 15 min) at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
}
