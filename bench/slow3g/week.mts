// A teacher's school week on one phone, in bytes (issue 50, finding 4): five mornings of ./walk.mts on the
// same phone over the throttling proxy, each ending with Logout, the Wednesday with a marks entry too. Each
// morning is counted at the proxy, up and down, from its first request until the link has been quiet for
// 3 s after its Logout, so the service worker's own downloads (its warm-up, its refreshes) are in it. A
// month is the week × 52 / 12 (the first morning of a new phone included each week: an upper bound).
import type { Browser, BrowserContext, Page } from "@playwright/test";
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

const DAYS = ["Monday (first visit)", "Tuesday", "Wednesday, with marks", "Thursday", "Friday"];

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
  const base = `http://localhost:${proxy.port}`;
  const mornings: Morning[] = [];
  try {
    for (const day of DAYS) {
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
      mornings.push(result);
      printMorning(result);
    }
  } finally {
    await context.close();
  }
  return mornings;
}

function printMorning(morning: Morning) {
  console.log(
    `week, ${morning.day}: ${kB(morning.up + morning.down)} (up ${kB(morning.up)}, down ${kB(morning.down)}), morning ${(morning.total / 1000).toFixed(2)} s`,
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
