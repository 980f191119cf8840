// One teacher's morning: sign in → the daily report, filled and submitted → attendance → choose the class →
// Mark All Present → Save → Logout. Each step is timed from its action (the navigation, or the first tap as
// the page saw it) to the frame that showed its result (./marks.mts), and again as Playwright saw it, which
// adds the harness's own delay. Typing is not timed (it is done at a person's pace); waiting for a form that
// cannot be used yet is.
import type { BrowserContext, Page } from "@playwright/test";
import { clearTap, shownAt, tappedAt, type Mark } from "./marks.mts";

/** Between two keys of the sign-in: a typist faster than the average on a phone (docs/performance.md#slow-3g). */
const KEY_MS = 250;

export interface NetworkRequest {
  url: string;
  bytes: number;
  ms: number;
  cached: boolean;
  /** When it was sent, from the step's start (negative: sent before the step began). */
  sentAt: number;
}
export interface Step {
  /** Action to the frame that showed the result. */
  ms: number;
  /** Action to Playwright seeing the result. */
  harnessMs: number;
  bytes: number;
  requests: NetworkRequest[];
}
export interface Walk {
  steps: Record<string, Step>;
  total: number;
  harnessTotal: number;
  bytes: number;
}

/** DevTools throttling of the page's own requests (it does not reach a service worker's fetches). */
export const DEVTOOLS_SLOW_3G = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};

/**
 * `context` needs MARKS_SCRIPT (./marks.mts) as an init script. `settle` waits, untimed, until the
 * phone's network is quiet: while the teacher writes the daily report (typing is not timed), and while
 * they read the success page before putting the phone away.
 */
export async function walk(
  context: BrowserContext,
  base: string,
  devtoolsThrottle: boolean,
  settle: (page: Page) => Promise<unknown>,
  /** `beforeLogout`: more of the day, untimed (./week.mts: a marks entry), on the page before Logout. */
  more: { beforeLogout?: (page: Page) => Promise<unknown> } = {},
): Promise<Walk> {
  const page: Page = await context.newPage();
  // The page's own complaints (a failed RSC fetch says so there) go with the bench's output.
  if (process.env.BENCH_DETAIL === "1")
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        console.log(`  [page ${message.type()}] ${message.text().slice(0, 300)}`);
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (devtoolsThrottle) await cdp.send("Network.emulateNetworkConditions", DEVTOOLS_SLOW_3G);
  const started = new Map<string, { url: string; at: number; cached: boolean; sentAt: number }>();
  let stepStart = performance.now();
  let current: NetworkRequest[] = [];
  cdp.on(
    "Network.requestWillBeSent",
    (event: { requestId: string; request: { url: string; method: string }; timestamp: number }) => {
      const sentAt = performance.now() - stepStart;
      const url = `${event.request.method === "GET" ? "" : `${event.request.method} `}${event.request.url}`;
      started.set(event.requestId, { url, at: event.timestamp, cached: false, sentAt });
    },
  );
  const markCached = (event: { requestId: string }) => {
    const request = started.get(event.requestId);
    if (request) request.cached = true;
  };
  cdp.on("Network.requestServedFromCache", markCached);
  const answered = new Set<string>();
  cdp.on("Network.responseReceived", (event: { requestId: string; response: { fromServiceWorker?: boolean } }) => {
    answered.add(event.requestId);
    if (event.response.fromServiceWorker) markCached(event);
  });
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
    const request = started.get(event.requestId);
    if (!request) return;
    started.delete(event.requestId);
    current.push({
      url: request.url.replace(base, ""),
      bytes: request.cached ? 0 : event.encodedDataLength,
      ms: (event.timestamp - request.at) * 1000,
      cached: request.cached,
      sentAt: request.sentAt,
    });
  });

  // A request that failed or was cancelled is listed with why, and when (from its start).
  cdp.on(
    "Network.loadingFailed",
    (event: { requestId: string; errorText: string; canceled?: boolean; timestamp: number }) => {
      const request = started.get(event.requestId);
      if (!request) return;
      started.delete(event.requestId);
      // Chromium reports many requests its service worker answered as cancelled once the answer is in:
      // only a failure before the answer, or one that is not a cancellation, is a lost request.
      const why = event.canceled
        ? answered.has(event.requestId)
          ? "cancelled after its answer"
          : "cancelled"
        : event.errorText;
      answered.delete(event.requestId);
      current.push({
        url: `${request.url.replace(base, "")} (${why})`,
        bytes: 0,
        ms: (event.timestamp - request.at) * 1000,
        cached: request.cached,
        sentAt: request.sentAt,
      });
    },
  );

  const steps: Record<string, Step> = {};
  /** Runs a step: `start` says how its start is taken (a navigation now, or the page's first tap). */
  const timed = async (name: string, mark: Mark, start: "now" | "tap", run: () => Promise<unknown>) => {
    current = [];
    if (start === "tap") await clearTap(page);
    const begin = performance.now();
    const beganAt = Date.now();
    for (const request of started.values()) request.sentAt -= begin - stepStart;
    stepStart = begin;
    await run().catch((error: Error) => {
      // Which of the step's requests ended how, and which never did: the first thing to read on a stall.
      const at = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      const ended = current.map((r) => `  ${r.url} from ${at(r.sentAt)}, ${at(r.ms)}`);
      const open = [...started.values()]
        .filter((r) => r.sentAt >= 0)
        .map((r) => `  ${r.url} from ${at(r.sentAt)}, still loading`);
      throw new Error(`${name}: ${error.message}\n${[...ended, ...open].join("\n")}`);
    });
    const harnessMs = performance.now() - begin;
    const shown = await shownAt(page, mark);
    // A result already on screen when the step began (a form usable before the teacher looked) cost nothing.
    const ms = Math.max(0, shown - (start === "tap" ? await tappedAt(page) : beganAt));
    // Sent during the step and still loading at its end (listed again, whole, in a later step).
    for (const request of started.values())
      if (request.sentAt >= 0)
        current.push({ ...request, url: `${request.url} (loading)`, bytes: 0, ms: harnessMs - request.sentAt });
    steps[name] = {
      ms,
      harnessMs,
      requests: current,
      bytes: current.reduce((sum, request) => sum + request.bytes, 0),
    };
  };

  const username = page.getByLabel("Username");
  await timed("sign-in form", "signInForm", "now", async () => {
    await page.goto(`${base}/signin`, { waitUntil: "commit" });
    await username.waitFor();
  });
  // Untimed, but at a person's pace: key by key, as fast as a quick thumb (KEY_MS; why that pace:
  // docs/performance.md#slow-3g). The page goes on loading meanwhile, as it does on a phone.
  await username.pressSequentially("teacher", { delay: KEY_MS });
  await page.getByLabel("Password").pressSequentially("teacher123", { delay: KEY_MS });
  await timed("sign in → daily report", "dailyReport", "tap", async () => {
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/comment$/, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Submit Daily Report" }).waitFor();
  });
  await timed("daily report usable", "reportUsable", "now", async () => {
    await page.getByLabel("School").and(page.locator(":enabled")).waitFor();
  });
  // Untimed: the teacher writes the report while the network goes quiet.
  await settle(page);
  await page.getByLabel("School").selectOption({ label: "Green Hills Primary School" });
  await page.getByLabel("Class").selectOption({ label: "P4 A - Mathematics" });
  await page.getByLabel("Number of students").fill("27");
  await page.getByLabel("Success story").fill("Fractions with bottle tops went well.");
  await page.getByLabel("Challenge").fill("Two learners were late.");
  await page.getByRole("region", { name: "GPS Location" }).getByText("Location captured").waitFor();
  await timed("submit report → submitted", "reportSent", "tap", async () => {
    await page.getByRole("button", { name: "Submit Daily Report" }).click();
    await page
      .getByText(/Daily report submitted successfully|Your daily report has been submitted/)
      .first()
      .waitFor();
  });
  await page.waitForURL(/\/success/, { waitUntil: "commit" });
  const markAll = page.getByRole("button", { name: "Mark All Present" });
  await timed("attendance grid", "grid", "tap", async () => {
    await page.getByRole("link", { name: "Take Attendance" }).click();
    await markAll.waitFor();
  });
  // The grid opens on the class this phone used last: on a first visit the teacher picks theirs (the
  // select works once the screen's script is here), on a return it is already there.
  const classSelect = page.locator("#mark-attendance").getByLabel("Class");
  const p6 = await classSelect.locator("option", { hasText: "P6 A" }).getAttribute("value");
  if ((await classSelect.inputValue()) !== p6) {
    await timed("choose the class", "classChosen", "now", async () => {
      await classSelect.and(page.locator(":enabled")).waitFor();
      await classSelect.selectOption(p6!);
      await page.getByText("Take attendance: P6 A", { exact: true }).waitFor();
    });
  }
  await timed("mark all present", "markedAll", "tap", async () => {
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
  await timed("save → saved", "saved", "tap", async () => {
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
  await settle(page);
  // Signed out as a shared phone is, with the app's own Logout (which keeps this user's copies, sealed):
  // the next walk on this phone is a return after Logout. The success page has no menu: back first.
  await page.getByRole("link", { name: "Back to Attendance" }).click();
  await page.getByRole("button", { name: "Mark All Present" }).waitFor();
  if (more.beforeLogout) {
    await more.beforeLogout(page);
    await page.goto(`${base}/attendance`);
    await page.getByRole("button", { name: "Mark All Present" }).waitFor();
    await settle(page);
  }
  // Timed from the harness's tap: signing out clears the page's storage, where the in-page tap time lives.
  await timed("logout", "signInForm", "now", async () => {
    const menu = page.getByRole("button", { name: "Open menu" });
    if (await menu.isVisible()) {
      await menu.click();
      await page.getByRole("button", { name: "Close menu" }).waitFor();
    }
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/signin/, { waitUntil: "commit" });
    await username.waitFor();
  });
  await page.close();
  // The morning is everything up to the saved attendance; the Logout is reported on its own.
  const morning = Object.entries(steps)
    .filter(([name]) => name !== "logout")
    .map(([, step]) => step);
  const sum = (pick: (step: Step) => number) => morning.reduce((total, step) => total + pick(step), 0);
  return {
    steps,
    total: sum((step) => step.ms),
    harnessTotal: sum((step) => step.harnessMs),
    bytes: sum((s) => s.bytes),
  };
}
