import { expect, test, type Page, type Route } from "@playwright/test";
import { STATE } from "./helpers";

// Every tap answers at once (docs/design.md#tap-feedback): a link that opens another screen shows the
// progress bar in the tap's own frame, while the next screen is still on its way (held here), and a
// student's status shows the moment it is tapped, even while a whole-class save is on its way.
test.use({ storageState: STATE.teacher });

/** Holds every request `matches` accepts until `release()`. */
async function hold(page: Page, matches: (url: URL, method: string) => boolean) {
  const held: Route[] = [];
  let open = true;
  await page.route(
    (url) => matches(url, "") || false,
    (route) => {
      if (open && matches(new URL(route.request().url()), route.request().method())) held.push(route);
      else void route.fallback();
    },
  );
  return {
    count: () => held.length,
    release: async () => {
      open = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Clicks the link in the page itself, then reads the bar in the next frame: what the eye gets. */
function tapAndLook(page: Page, name: string) {
  return page.evaluate(async (text) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>("a")].find(
      (anchor) => anchor.innerText.trim() === text && anchor.getClientRects().length > 0,
    );
    if (!link) throw new Error(`no link ${text}`);
    link.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const bar = document.querySelector<HTMLElement>('[data-testid="nav-progress"]');
    return { barShown: !!bar && getComputedStyle(bar).display !== "none" };
  }, name);
}

test.describe("tap feedback", () => {
  for (const { from, link, to } of [
    { from: "/comment", link: "Marks", to: /\/marks$/ },
    { from: "/marks", link: "Create Marks", to: /\/create-marks$/ },
  ]) {
    test(`"${link}" shows progress at once while ${to.source} is on its way`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(from);
      await page.waitForLoadState("load");
      // The next screen's data is held: the tap must answer before it arrives.
      const path = to.source.replace(/[\\$]/g, "");
      const next = await hold(page, (url) => url.pathname === path);
      const seen = await tapAndLook(page, link);
      // The bar is on in the first frame after the tap: that is the promise (well within 100 ms on a phone).
      // The milliseconds are not asserted: on a loaded 2-core test machine one frame can take longer.
      expect(seen.barShown, "progress bar in the tap's frame").toBe(true);
      await expect(page.getByTestId("nav-progress")).toBeVisible();
      await expect.poll(next.count).toBeGreaterThan(0);
      await expect(page).not.toHaveURL(to);
      await next.release();
      await expect(page).toHaveURL(to);
      await expect(page.getByTestId("nav-progress")).toBeHidden();
    });
  }

  test("a status tapped while Mark all is on its way shows at once and is sent after it", async ({ page }) => {
    await page.goto("/attendance");
    // The live grid (its Mark all buttons carry data-track) has replaced the plain form.
    const markAll = page.locator('[data-track="attendance-mark-all-present"]');
    await expect(markAll).toBeVisible({ timeout: 20_000 });
    const bulk = await hold(page, (url, method) => url.pathname === "/api/attendance/bulk" && method !== "GET");
    await markAll.click();
    await expect.poll(bulk.count).toBe(1);

    const row = page.getByRole("group", { name: /^Attendance for / }).first();
    const late = row.getByRole("button", { name: "Late", exact: true });
    const single = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/attendance",
    );
    await late.click({ timeout: 2_000 });
    await expect(late).toHaveAttribute("aria-pressed", "true", { timeout: 500 });

    await bulk.release();
    const sent = await single;
    expect(sent.postDataJSON()).toMatchObject({ status: "late" });
    await expect(late).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Student attendance updated to late!")).toBeVisible();
  });
});
