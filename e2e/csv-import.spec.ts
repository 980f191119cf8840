import { expect, test } from "@playwright/test";
import { STATE } from "./helpers";

const field = (page: import("@playwright/test").Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test.describe("CSV import @phone", () => {
  test.use({ storageState: STATE.admin });

  test("choose a file → preview with the bad row in red → fix it → confirm", async ({ page }) => {
    const className = `E2E Import ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/classes", {
      data: { className, subjectName: "Science", classRoom: "R9" },
    });
    expect(created.status()).toBe(201);

    await page.goto("/import?kind=students");
    await expect(page.getByRole("heading", { level: 1, name: "Import students" })).toBeVisible();
    const option = await page.locator("option", { hasText: className }).getAttribute("value");
    await field(page, "Class").selectOption(option!);
    const upload = (text: string) =>
      page
        .getByLabel("CSV file")
        .setInputFiles({ name: "roster.csv", mimeType: "text/csv", buffer: Buffer.from(text) });

    await upload('\uFEFFstudentName;note\r\nAmani Keza;new\r\n"Mugisha; Jean";new\r\namani keza;again\r\n');
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByText("3 rows: 2 ready, 1 with an error.")).toBeVisible();
    const bad = page.locator("tr[data-error]");
    await expect(bad).toHaveCount(1);
    await expect(bad).toContainText("4");
    await expect(bad).toContainText("Same student as line 2");
    await expect(page.getByRole("button", { name: "Fix the rows in red, then preview again" })).toBeDisabled();

    await upload('studentName\nAmani Keza\n"Mugisha; Jean"\nIrakoze Aline\n');
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByText("3 rows: 3 ready, 0 with an error.")).toBeVisible();
    await page.getByRole("button", { name: "Import 3 students" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Imported 3 students." })).toBeVisible();

    const classes = (await (await page.request.get("/api/classes")).json()) as { _id: string; className: string }[];
    const klass = classes.find((c) => c.className === className)!;
    const students = (await (await page.request.get(`/api/students/class/${klass._id}`)).json()) as {
      studentName: string;
    }[];
    expect(students.map((s) => s.studentName).sort()).toEqual(["Amani Keza", "Irakoze Aline", "Mugisha; Jean"]);
  });
});
