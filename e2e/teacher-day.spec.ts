import { expect, test, type Page } from "@playwright/test";
import { STATE } from "./helpers";

// The teacher's daily task on the phone the issue measured (390×844).
test.use({ storageState: STATE.teacher, viewport: { width: 390, height: 844 } });

const groups = (page: Page) => page.locator("#mark-attendance").getByRole("group", { name: /^Attendance for / });

/** A past day no other spec uses, so every student starts without a record. */
async function untouchedDay(page: Page) {
  const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(Math.random() * 360) * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Date").fill(day);
  return day;
}

test.describe("attendance as the daily task @phone", () => {
  test("the grid is on the first screen; students without a record are 'Not marked' and a tap is one request", async ({
    page,
  }) => {
    await page.goto("/attendance");
    // The live grid (buttons; the plain form that comes with the page has radios) is measured.
    await expect(groups(page).first().getByRole("button", { name: "Present" })).toBeVisible();
    await expect(groups(page).first()).toBeInViewport();
    const box = await groups(page).first().boundingBox();
    expect(box!.y + box!.height).toBeLessThan(844);
    await expect(page.getByRole("group", { name: "Mark all students" })).toBeInViewport();

    await untouchedDay(page);
    const first = groups(page).first();
    await expect(first.getByRole("button", { pressed: true })).toHaveCount(0);
    await expect(page.locator("#mark-attendance li").first()).toContainText("Not marked");
    const count = await groups(page).count();
    await expect(page.getByText(`${count} students are not marked and will not be saved.`)).toBeVisible();

    const calls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(`${request.method()} ${request.url()}`);
    });
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/attendance"));
    await first.getByRole("button", { name: "Present" }).click();
    expect((await saved).status()).toBe(200);
    // The confirmation is at the bottom of the screen, where the thumb is.
    const toast = page.getByText("Student attendance updated to present!");
    await expect(toast).toBeInViewport();
    expect((await toast.boundingBox())!.y).toBeGreaterThan(844 / 2);
    // No refetch follows the save: once the network has been quiet for 500 ms, still one call (the at-risk
    // panel's own read of its list, once the taps pause, is not the register's).
    await page.waitForLoadState("networkidle");
    expect(calls.filter((call) => !call.includes("/api/tracking") && !call.includes("/api/at-risk"))).toHaveLength(1);

    // Save sends the marked student only: the rest stay unmarked, never absent.
    const bulk = page.waitForRequest((request) => request.url().endsWith("/api/attendance/bulk"));
    await page.getByRole("button", { name: "Save Attendance" }).click();
    expect(JSON.parse((await bulk).postData() ?? "{}").records).toHaveLength(1);
    await expect(page).toHaveURL(/\/success\?saved=attendance$/);
    await expect(page.getByRole("link", { name: "Back to Attendance" })).toBeVisible();
  });

  test("the last class used is the one shown next time; the statistics wait folded below", async ({ page }) => {
    await page.goto("/attendance");
    const select = page.locator("#mark-attendance").getByLabel("Class");
    // The classes come with the page (the server renders the grid of the class used last).
    await expect(select.locator("option").nth(1)).toBeAttached();
    const options = await select
      .locator("option")
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
    expect(options.length).toBeGreaterThan(1);
    await select.selectOption(options[1]);
    await page.reload();
    await expect(select).toHaveValue(options[1]);
    await expect(page.getByRole("heading", { name: "Overall Statistics" })).toBeHidden();
    await page.getByText("Statistics", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Overall Statistics" })).toBeVisible();
    await select.selectOption(options[0]);
  });

  test("a date after today cannot be chosen, and the server refuses it with a clear message", async ({ page }) => {
    await page.goto("/attendance");
    const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
    await expect(page.locator("#mark-attendance").getByLabel("Date")).toHaveAttribute("max", today);
    const classes = (await (await page.request.get("/api/classes")).json()) as { _id: string }[];
    const students = (await (await page.request.get(`/api/students?classId=${classes[0]._id}`)).json()) as {
      _id: string;
    }[];
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const refused = await page.request.post("/api/attendance/bulk", {
      data: { records: [{ studentId: students[0]._id, classId: classes[0]._id, date: future, status: "present" }] },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toMatch(/^Attendance cannot be taken for a date after today/);
  });
});

test.describe("attendance on a slow network @phone", () => {
  // The school's zone: the browser's today is then the school's, whose records the server sends.
  test.use({ timezoneId: "Africa/Kigali" });

  test("the grid and the report's schools come with the page: no data request, no hydration error", async ({
    page,
  }) => {
    const reads: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/(classes|students|attendance\/class|comments\/available-schools)/.test(path)) reads.push(path);
    });
    page.on("console", (message) => {
      // React's hydration errors, any other script error, and any failed load (a missing icon once was one).
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/attendance");
    await expect(groups(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark All Present" })).toBeEnabled();
    await page.goto("/comment");
    await expect(page.getByLabel("School")).toBeEnabled();
    await expect(page.getByLabel("School").locator("option").nth(1)).toBeAttached();
    // Nothing asks for the data afterwards either: wait until the network has been quiet for 500 ms.
    await page.waitForLoadState("networkidle");
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("one vocabulary @phone", () => {
  test("the daily report is called so everywhere on screen, and a denied location says how to allow it", async ({
    page,
  }) => {
    await page.goto("/comment");
    await expect(page.getByRole("heading", { level: 1, name: "Daily report" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Daily Report" })).toBeVisible();
    await expect(page.getByText(/comment/i)).toHaveCount(0);
    const gps = page.getByRole("region", { name: "GPS Location" });
    await expect(gps.getByRole("alert")).toContainText("location access is blocked for this site");
    await expect(gps.getByText(/set Location to Allow/)).toBeVisible();
  });

  test("marks say 'Score' and 'out of'", async ({ page }) => {
    await page.goto("/create-marks");
    await expect(page.getByLabel("Score (out of 100)")).toBeVisible();
    await expect(page.getByLabel("Out of", { exact: true })).toHaveValue("100");
  });
});

test.describe("marks on a phone @phone", () => {
  test("the filters wait behind one button, the active ones show as chips, and an edit returns to the same list", async ({
    page,
  }) => {
    await page.goto("/marks?examType=MIDTERM");
    const filters = page.getByRole("button", { name: "Filters (1)" });
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Exam type")).toBeHidden();
    // The first mark is on the first screen.
    await expect(page.getByRole("link", { name: /^Edit marks of / }).first()).toBeInViewport();
    await expect(page.getByRole("button", { name: "Remove filter Exam: Midterm" })).toBeVisible();

    await filters.click();
    await expect(page.getByLabel("Exam type")).toHaveValue("MIDTERM");

    await page
      .getByRole("link", { name: /^Edit marks of / })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Mark" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/marks\?examType=MIDTERM$/);
    await expect(page.getByRole("button", { name: "Remove filter Exam: Midterm" })).toBeVisible();

    await page.getByRole("button", { name: "Remove filter Exam: Midterm" }).click();
    await expect(page).toHaveURL(/\/marks$/);
    await expect(page.getByRole("button", { name: "Filters" })).toBeVisible();
  });
});
