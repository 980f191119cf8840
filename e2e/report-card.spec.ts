import { expect, test } from "@playwright/test";
import { expectAccessible, field, openMenuIfCollapsed, seededYear, STATE } from "./helpers";

test.describe("report cards @phone", () => {
  test.use({ storageState: STATE.teacher });

  test("class → term → student, then print the card and download its PDF", async ({ page }) => {
    await page.goto("/report-cards");
    await expect(page.getByRole("heading", { level: 1, name: "Report cards" })).toBeVisible();
    await field(page, "Class").selectOption({ label: "P6 A" });
    await field(page, "Academic year").selectOption(seededYear());
    await field(page, "Term").selectOption({ label: "First Term" });
    const student = field(page, "Student");
    await expect(student.locator("option")).toHaveCount(7);
    await student.selectOption({ index: 1 });

    const card = page.getByRole("article");
    await expect(card.getByRole("heading", { name: "Green Hills Primary School: report card" })).toBeVisible();
    await expect(card.getByText("Position in class")).toBeVisible();
    // The seed has no end-of-term marks: the card says, per subject, how the other two were rescaled.
    // Phones show the scores per subject as blocks, wider screens as a table: each says it visibly.
    await expect(
      card
        .getByText(/No End of term mark: weights rescaled to Beginning of term 40 %, Midterm 60 %/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(card.getByText(/80–100 Excellent/)).toBeVisible();

    await page.getByLabel("Teacher's remark").fill("Curious and careful in experiments.");
    await page.getByRole("button", { name: "Save remark" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Remark saved." })).toBeVisible();

    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => ((window as unknown as { printed: boolean }).printed = true);
    });
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByLabel("Class")).toBeHidden();
    await expect(card.getByText("Position in class")).toBeVisible();
    await expect(page.getByText("Teacher's remark: Curious and careful in experiments.")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^report-card-.+-first-term-${seededYear()}\\.pdf$`));
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("a report card on a phone @phone", () => {
  test.use({ storageState: STATE.teacher, viewport: { width: 390, height: 844 } });

  test("at 390 px each subject's term score and grade are on the screen, with no sideways scrolling", async ({
    page,
  }) => {
    await page.goto("/report-cards");
    await field(page, "Class").selectOption({ label: "P6 A" });
    await field(page, "Academic year").selectOption(seededYear());
    await field(page, "Term").selectOption({ label: "First Term" });
    await field(page, "Student").selectOption({ index: 1 });
    const subjects = page.getByRole("article").getByRole("region", { name: "Scores per subject" });
    await expect(subjects).toBeVisible();
    const first = subjects.locator("dl").first();
    for (const name of ["Term score", "Grade"]) {
      const value = first.getByText(name, { exact: true }).locator("xpath=following-sibling::dd");
      await expect(value).toBeVisible();
      await expect(value).not.toHaveText("");
      // Inside the screen's width, not behind a sideways scroll.
      const box = (await value.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
      scrolling: [...document.querySelectorAll("article *")].filter(
        (node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== "visible",
      ).length,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(widths.scrolling).toBe(0);
    await expectAccessible(page, "a report card at 390 px", { overflow: true });
  });
});

test.describe("report cards for admins @phone", () => {
  test.use({ storageState: STATE.admin });

  test("the navigation has Report cards; the dashboard warns while cards would name localhost", async ({ page }) => {
    await page.goto("/admin");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /^Report cards would name http:\/\/localhost:\d+, which only this computer can open/ }),
    ).toBeVisible();
    await openMenuIfCollapsed(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Report cards" }).click();
    await expect(page).toHaveURL(/\/report-cards$/);
    await expect(page.getByRole("heading", { level: 1, name: "Report cards" })).toBeVisible();
    // On a phone the menu closed as it went: open it again to see the link marked as the current page.
    await openMenuIfCollapsed(page);
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Report cards" }),
    ).toHaveAttribute("aria-current", "page");
  });
});
