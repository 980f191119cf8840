import { expect, test } from "@playwright/test";
import { ACCOUNTS, openMenuIfCollapsed, signIn } from "./helpers";

test.describe("My submissions @phone", () => {
  test("a teacher finds what they filed (reports, attendance days, marks entries) and opens each", async ({ page }) => {
    await signIn(page, ACCOUNTS.teacher);
    await expect(page).toHaveURL(/\/comment$/);
    await openMenuIfCollapsed(page);
    await page.getByRole("link", { name: "My submissions" }).click();
    await expect(page).toHaveURL(/\/my-submissions$/);
    await expect(page.getByRole("heading", { name: "My submissions", level: 1 })).toBeVisible();

    // A daily report unfolds in place, read-only.
    const reports = page.getByRole("region", { name: "Daily reports" });
    const firstReport = reports.locator("details").first();
    await firstReport.locator("summary").click();
    await expect(firstReport.getByText("Success story")).toBeVisible();

    // An attendance day opens read-only, every student with a status.
    const days = page.getByRole("region", { name: "Attendance days" });
    await expect(days.getByRole("listitem").first()).toContainText(/\d+% attendance rate · present \d+/);
    await days
      .getByRole("link", { name: /^Open attendance of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/my-submissions\/attendance\/[^/]+\/\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("heading", { name: /^Attendance: / })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: /^Students \(\d+\)$/ })
        .getByRole("listitem")
        .first(),
    ).toContainText(/present|absent|late|excused|not marked/);
    await page.getByRole("link", { name: "← My submissions" }).click();

    // A marks entry opens the marks list filtered to it (Edit on every mark there).
    const entries = page.getByRole("region", { name: "Marks entries" });
    await entries
      .getByRole("link", { name: /^Open marks of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/marks\?.*classId=.*academicYear=\d{4}-\d{4}.*examType=/);
    await expect(
      page
        .getByRole("link", { name: /Edit/ })
        .or(page.getByRole("button", { name: /Edit/ }))
        .first(),
    ).toBeVisible();
  });

  test("another teacher sees only their own submissions", async ({ page }) => {
    await signIn(page, ACCOUNTS.teacher2);
    await expect(page).toHaveURL(/\/comment$/);
    await page.goto("/my-submissions");
    await expect(page.getByRole("heading", { name: "My submissions", level: 1 })).toBeVisible();
    await expect(page.getByText("Green Hills Primary School")).toHaveCount(0);
  });
});
