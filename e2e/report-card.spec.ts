import { expect, test } from "@playwright/test";
import { field, seededYear, STATE } from "./helpers";

test.describe("report cards @phone", () => {
  test.use({ storageState: STATE.teacher });

  test("class → term → student, then print the card and download its PDF", async ({ page }) => {
    await page.goto("/report-cards");
    await expect(page.getByRole("heading", { level: 1, name: "Report cards" })).toBeVisible();
    await field(page, "Class").selectOption({ label: "P6 A - Science" });
    await field(page, "Academic year").selectOption(seededYear());
    await field(page, "Term").selectOption({ label: "First Term" });
    const student = field(page, "Student");
    await expect(student.locator("option")).toHaveCount(7);
    await student.selectOption({ index: 1 });

    const card = page.getByRole("article");
    await expect(card.getByRole("heading", { name: "Green Hills Primary School: report card" })).toBeVisible();
    await expect(card.getByText("Position in class")).toBeVisible();
    // The seed has no end-of-term marks: the card says how the other two were rescaled.
    await expect(
      card.getByText(/No End of term mark: weights rescaled to Beginning of term 40 %, Midterm 60 %/),
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
