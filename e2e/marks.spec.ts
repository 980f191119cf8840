import { expect, test, type Page, type Request as BrowserRequest } from "@playwright/test";
import { STATE } from "./helpers";

// teacher2's Lakeside school: S1 Biology and S2 Physics, five students each, 20 seeded marks
// (2025-2026, FIRST_TERM, BEGINNING_TERM and MIDTERM). The create step adds five more: 25 in all.
test.describe.configure({ mode: "serial" });

async function submitExpecting(page: Page, message: string) {
  await page.getByRole("button", { name: "Create Marks" }).click();
  // The message sits beside its field (or in the form's message when it is about no one field).
  await expect(page.locator("form").getByText(message, { exact: true })).toBeVisible();
}

/** A labelled control; required fields carry a " *" in their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

const records = (page: Page, count: number) =>
  expect(page.getByText(`${count} ${count === 1 ? "record" : "records"}`, { exact: true })).toBeVisible();
const rows = (page: Page) => page.getByRole("table", { name: "Marks" }).locator("tbody tr");

test.describe("marks: create, find, page, edit, delete", () => {
  test.use({ storageState: STATE.teacher2 });

  test("creates marks for a class of five, with the spec's messages in order", async ({ page }) => {
    await page.goto("/create-marks");
    await expect(page.getByRole("heading", { level: 1, name: "Create Marks" })).toBeVisible();
    await submitExpecting(page, "Please select an academic year");
    await field(page, "Academic year").selectOption("2024-2025");
    // An exam date must fall within its academic year (1 Sep 2024 to 31 Aug 2025 here).
    await field(page, "Exam date").fill("2025-03-10");
    await submitExpecting(page, "Please select an academic term");
    await field(page, "Academic term").selectOption({ label: "Second Term" });
    await submitExpecting(page, "Please select a class");
    // S1 is taught one subject: choosing the class chooses it.
    await field(page, "Class").selectOption({ label: "S1" });
    await expect(field(page, "Subject")).toHaveValue(/.+/);
    await expect(field(page, "Subject").locator("option:checked")).toHaveText("Biology");
    await submitExpecting(page, "Please select an exam type");
    await field(page, "Exam type").selectOption({ label: "End of term" });
    await submitExpecting(page, "Total marks must be greater than 0");
    await field(page, "Score \\(out of 100\\)").fill("0");
    await submitExpecting(page, "Total marks must be greater than 0");
    await field(page, "Score \\(out of 100\\)").fill("65");
    await submitExpecting(page, "Please select at least one student");

    await page.getByLabel("Select all").check();
    const scores = page.getByRole("spinbutton", { name: /^Score for / });
    await expect(scores).toHaveCount(5);
    await expect(scores.first()).toHaveValue("65");
    await scores.nth(1).fill("90");
    await page.getByRole("button", { name: "Create Marks" }).click();
    await expect(page.getByText("Marks created successfully for 5 students!")).toBeVisible();
    await expect(page).toHaveURL(/\/marks$/, { timeout: 8_000 });
    await records(page, 25);
  });

  test("finds marks with each filter, keeps them in the URL and pages through 25 records", async ({ page }) => {
    await page.goto("/marks");
    await records(page, 25);
    await expect(page.getByText("Page 1 of 3")).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 3")).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Page 3 of 3")).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Next" }).first()).toBeDisabled();

    // Any filter change goes back to page 1.
    await field(page, "Academic year").selectOption("2024-2025");
    await expect(page).toHaveURL(/academicYear=2024-2025/);
    await expect(page).not.toHaveURL(/page=/);
    await records(page, 5);
    await expect(page.getByText("Page 1 of 1")).toBeVisible();
    await page.reload();
    await expect(field(page, "Academic year")).toHaveValue("2024-2025");
    await records(page, 5);

    const cases: [string, (p: Page) => Promise<unknown>, number][] = [
      ["term", (p) => field(p, "Term").selectOption({ label: "Second Term" }), 5],
      ["class", (p) => field(p, "Class").selectOption({ label: "S1" }), 15],
      ["subject", (p) => field(p, "Subject").selectOption("Physics"), 10],
      ["exam type", (p) => field(p, "Exam type").selectOption({ label: "End of term" }), 5],
      ["teacher name", (p) => field(p, "Teacher name").fill("teacher2"), 25],
      // The five created above are dated 2025-03-10; the seed's twenty are recent.
      ["date to", (p) => field(p, "Date to").fill("2025-03-10"), 5],
      ["date from", (p) => field(p, "Date from").fill("2025-03-11"), 20],
    ];
    for (const [, apply, expected] of cases) {
      await page.getByRole("button", { name: "Clear Filters" }).click();
      await records(page, 25);
      await apply(page);
      await records(page, expected);
    }
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await field(page, "Teacher name").fill("nobody-by-this-name");
    await expect(page.getByText("No Marks Found")).toBeVisible();
    await expect(page).toHaveURL(/teacherName=nobody-by-this-name/);
  });

  test("a teacher name typed with pauses on a slow connection keeps every letter", async ({ page }) => {
    await page.goto("/marks");
    await records(page, 25);
    // The list's data round trip now takes a second, as on a weak connection.
    await page.route("**/api/marks?*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const name = field(page, "Teacher name");
    const asked = (teacherName: string) => (request: BrowserRequest) =>
      new URL(request.url()).pathname === "/api/marks" &&
      new URL(request.url()).searchParams.get("teacherName") === teacherName;
    const teachAsked = page.waitForRequest(asked("teach"));
    const teacher2Landed = page.waitForResponse((response) => asked("teacher2")(response.request()));
    await name.pressSequentially("teach");
    // Past the typing pause "teach" becomes the filter; the rest is typed while the round trip for it is
    // still on its way, and must not be replaced by "teach" when it lands.
    await teachAsked;
    await name.pressSequentially("er2");
    await expect(page).toHaveURL(/teacherName=teacher2/);
    await teacher2Landed;
    await expect(name).toHaveValue("teacher2");
    await records(page, 25);
  });

  test("edits one mark, then deletes one after confirming; a deleted id shows 'Mark Not Found'", async ({ page }) => {
    await page.goto("/marks?examType=ENDTERM");
    await records(page, 5);
    const row = rows(page).first();
    const student = (await row.locator("td").first().innerText()).trim();
    await row.getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/edit-marks\/[^/]+$/);
    const editUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Mark" })).toBeVisible();
    await expect(field(page, "Student")).toHaveValue(/.+/);
    await field(page, "Score \\(out of 100\\)").fill("");
    await page.getByRole("button", { name: "Update Mark" }).click();
    await expect(page.locator("form").getByText("Total marks must be greater than 0", { exact: true })).toBeVisible();
    await field(page, "Score \\(out of 100\\)").fill("77");
    await page.getByRole("button", { name: "Update Mark" }).click();
    await expect(page.getByText("Mark updated successfully!")).toBeVisible();
    // Back to the list as it was left: its filters came along in ?from=.
    await expect(page).toHaveURL(/\/marks\?examType=ENDTERM$/, { timeout: 8_000 });
    await page.goto("/marks?examType=ENDTERM");
    await expect(rows(page).filter({ hasText: student }).locator("td").nth(4)).toHaveText("77 out of 100");

    const target = rows(page).filter({ hasText: student });
    await target.getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delete marks" });
    await expect(dialog.getByText("Are you sure you want to delete these marks?")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await records(page, 5);
    await target.getByRole("button", { name: /^Delete/ }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Marks deleted successfully!")).toBeVisible();
    await records(page, 4);

    await page.goto(editUrl);
    await expect(page.getByRole("heading", { level: 1, name: "Mark Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Marks" }).click();
    await expect(page).toHaveURL(/\/marks$/);
  });
});

test.describe("marks of another school", () => {
  test.use({ storageState: STATE.teacher });

  test("another teacher never sees them and gets 'Mark Not Found' for their ids", async ({ page, browser }) => {
    const owner = await browser.newContext({ storageState: STATE.teacher2 });
    const ownerPage = await owner.newPage();
    await ownerPage.goto("/marks");
    await ownerPage
      .getByRole("table", { name: "Marks" })
      .locator("tbody tr")
      .first()
      .getByRole("link", { name: /^Edit/ })
      .click();
    await expect(ownerPage).toHaveURL(/\/edit-marks\/[^/]+$/);
    const foreignPath = new URL(ownerPage.url()).pathname;
    await owner.close();

    await page.goto(foreignPath);
    await expect(page.getByRole("heading", { level: 1, name: "Mark Not Found" })).toBeVisible();
    await page.goto("/marks?teacherName=teacher2");
    await expect(page.getByText("No Marks Found")).toBeVisible();
    const status = await page.evaluate(
      async (path) => (await fetch(`/api/marks/${path.split("/").pop()}`, { method: "DELETE" })).status,
      foreignPath,
    );
    expect(status).toBe(404);
  });
});

test.describe("marks on a phone @phone", () => {
  test.use({ storageState: STATE.teacher });

  test("the list shows cards, pages and a filter in the URL", async ({ page }) => {
    await page.goto("/main/marks");
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Edit marks of / }).first()).toBeVisible();
    // Folded behind one button at phone width; open as they are on a desktop.
    const toggle = page.getByRole("button", { name: /^Filters/ });
    if (await toggle.isVisible()) await toggle.click();
    await field(page, "Exam type").selectOption({ label: "Midterm" });
    await expect(page).toHaveURL(/\/main\/marks\?examType=MIDTERM$/);
    await expect(page.getByText(/^\d+ records?$/)).toBeVisible();
  });
});
