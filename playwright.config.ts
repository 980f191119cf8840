import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/**
 * Debian's Chromium (no browser download). Every spec runs at desktop size; specs tagged @phone run
 * at a phone size too. `auth.setup.ts` signs in once per role and stores the session.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace slows every test by about a fifth on a two-core machine (13 tests: 129 s with
    // retain-on-failure, 105 s without), so CI records one only when it retries a failed test.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromium,
    // page.route() never sees what a service worker fetches, and the specs that fail requests on purpose
    // rely on it. e2e/offline.spec.ts opens its own contexts, where the worker runs.
    serviceWorkers: "block",
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, dependencies: ["setup"] },
    {
      name: "phone",
      grep: /@phone/,
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      dependencies: ["setup"],
    },
  ],
  webServer: {
    command: "npx tsx scripts/e2e-server.mts",
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
