// A teacher's morning on a slow phone, timed: sign in → daily report screen → attendance → Mark All
// Present → Save, on a 390×844 phone with Chromium's network throttled to 400 kbps and 400 ms RTT
// (CDP Network.emulateNetworkConditions), first with an empty cache and then as a returning visitor
// (same browser cache, signed out in between). The waits are summed from each action to its visible
// result, typing excluded. The same walk unthrottled in the same run is the baseline: the ratio says
// how much of the wait is the network. Needs a prior `next build`; starts its own server on a fresh
// database with the demo data (scripts/e2e-server.mts), on BENCH_PORT (default 3322).
//
//   npm run bench:slow3g
import { spawn } from "node:child_process";
import { chromium, type BrowserContext, type Page } from "@playwright/test";

const port = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 3322);
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? port + 1);
const base = `http://localhost:${port}`;
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

interface Walk {
  steps: Record<string, number>;
  total: number;
  bytes: number;
}

async function timed(steps: Record<string, number>, name: string, run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  steps[name] = performance.now() - start;
}

async function walk(context: BrowserContext, throttled: boolean): Promise<Walk> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (throttled) await cdp.send("Network.emulateNetworkConditions", SLOW);
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
  const steps: Record<string, number> = {};

  await timed(steps, "sign-in form", async () => {
    await page.goto(`${base}/signin`, { waitUntil: "commit" });
    await page.getByLabel("Username").waitFor();
  });
  await page.getByLabel("Username").fill("teacher");
  await page.getByLabel("Password").fill("teacher123");
  await timed(steps, "sign in → daily report", async () => {
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/comment$/, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Submit Daily Report" }).waitFor();
  });
  await timed(steps, "attendance grid", async () => {
    await page.goto(`${base}/attendance`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Mark All Present" }).waitFor();
  });
  await timed(steps, "mark all present", async () => {
    await page.getByRole("button", { name: "Mark All Present" }).click();
    await page.getByText("All students marked as present!").waitFor();
  });
  await timed(steps, "save → success", async () => {
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await page.waitForURL(/\/success/, { waitUntil: "commit" });
    await page.getByRole("heading", { name: "Success!" }).waitFor();
  });
  await page.close();
  const total = Object.values(steps).reduce((sum, ms) => sum + ms, 0);
  return { steps, total, bytes };
}

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
  const results: Record<string, Walk> = {};
  for (const throttled of [false, true]) {
    const context = await browser.newContext(phone);
    const label = throttled ? "slow 3G" : "unthrottled";
    results[`${label}, first visit`] = await walk(context, throttled);
    await context.clearCookies(); // signed out; the HTTP cache stays, as on a returning phone
    results[`${label}, returning`] = await walk(context, throttled);
    await context.close();
  }
  await browser.close();

  for (const [name, result] of Object.entries(results)) {
    const steps = Object.entries(result.steps)
      .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(2)} s`)
      .join(", ");
    console.log(
      `${name}: ${(result.total / 1000).toFixed(2)} s waiting, ${(result.bytes / 1000).toFixed(0)} kB (${steps})`,
    );
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
} finally {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
}
