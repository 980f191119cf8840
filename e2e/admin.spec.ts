import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, signIn } from "./helpers";

// Sessions are made here rather than read from e2e/.auth: parallel runs against other servers
// rewrite those files with users of another database.
test.beforeEach(async ({ page }, testInfo) => {
  const account = testInfo.titlePath.some((title) => title.includes("admin guards"))
    ? ACCOUNTS.teacher
    : ACCOUNTS.admin;
  await signIn(page, account);
  await expect(page).toHaveURL(account === ACCOUNTS.admin ? /\/admin$/ : /\/comment$/);
});

const dashboardCounts = async (page: Page) => (await page.request.get("/api/admin/dashboard")).json();

test.describe("admin dashboard @phone", () => {
  test("overview shows the counts, recent comments, classes (students modal) and students", async ({ page }) => {
    await page.goto("/admin");
    const counts = await dashboardCounts(page);
    const overview = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(overview.getByText("Students", { exact: true }).first().locator("..")).toContainText(
      String(counts.totalStudents),
    );
    await expect(overview.getByText("Classes", { exact: true }).first().locator("..")).toContainText(
      String(counts.totalClasses),
    );
    await expect(overview.getByText("Comments", { exact: true }).first().locator("..")).toContainText(
      String(counts.totalComments),
    );
    await expect(overview.getByRole("heading", { name: "Recent comments" })).toBeVisible();
    await expect(overview.getByRole("button", { name: /Mathematics/ }).first()).toBeVisible();

    // By name: other specs may have added classes before this one runs.
    await overview
      .locator("section", { has: page.getByRole("heading", { name: "Classes", exact: true }) })
      .getByRole("button", { name: /P4 A/ })
      .first()
      .click();
    const modal = page.getByRole("dialog", { name: "P4 A", exact: true });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("table", { name: "Students of P4 A" }).getByRole("row")).toHaveCount(9);
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();

    await overview.getByRole("button", { name: "View Comments" }).click();
    await expect(page).toHaveURL(/\?tab=comments$/);
  });
});

test.describe("admin dashboard tabs", () => {
  test("comments tab: class filter, count and the details modal", async ({ page }) => {
    await page.goto("/admin?tab=comments");
    const all = (await (await page.request.get("/api/comments/admin/all")).json()) as { className: string }[];
    await expect(page.getByRole("heading", { name: `Comments (${all.length})` })).toBeVisible();
    await page.getByLabel("Filter by class").selectOption({ label: "S1 (Lakeside Secondary School)" });
    await expect(
      page.getByRole("heading", { name: `Comments (${all.filter((c) => c.className === "S1").length})` }),
    ).toBeVisible();
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: /S1 – Biology/ })
      .click();
    const modal = page.getByRole("dialog", { name: "Comment details" });
    await expect(modal).toContainText("Lakeside Secondary School");
    // Names, never database ids (the teacher's and the school's ids are not shown).
    await expect(modal).toContainText("teacher2");
    await expect(modal).not.toContainText(/Teacher id|School id/);
    await expect(modal.getByRole("link", { name: "View on map" })).toHaveAttribute("href", /openstreetmap\.org/);
    await modal.getByRole("button", { name: "Close dialog" }).click();
    await expect(modal).toBeHidden();
  });

  test("attendance tab: records, details modal, trends only with both dates", async ({ page }) => {
    await page.goto("/admin?tab=attendance");
    const total = (await dashboardCounts(page)).totalAttendance;
    await expect(
      page.getByRole("heading", { name: `Attendance records (${total.toLocaleString("en-US")})` }),
    ).toBeVisible();
    await page
      .getByRole("button", { name: /^Details for/ })
      .first()
      .click();
    const modal = page.getByRole("dialog", { name: "Attendance details" });
    await expect(modal).toContainText("Student");
    await expect(modal).not.toContainText(/Student id|Class id/);
    await page.keyboard.press("Escape");

    const trends = page.getByRole("button", { name: "Load All Trends" });
    await expect(trends).toBeDisabled();
    const start = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date().toISOString().slice(0, 10);
    await page.getByLabel("Start date").fill(start);
    await page.getByLabel("End date").fill(end);
    await trends.click();
    await expect(page.getByRole("img", { name: "Daily attendance rate" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Attendance trends by day and class" })).toContainText("%");

    await page.getByLabel("Class", { exact: true }).selectOption({ label: "P5 B (Green Hills Primary School)" });
    await expect(page.getByRole("button", { name: "Load Trends for P5 B" })).toBeEnabled();
  });

  test("reports tab: every PDF and the printable page with the same numbers", async ({ page, context }) => {
    await context.addInitScript(() => {
      const w = window as unknown as { printed?: boolean; closeCalled?: boolean };
      window.print = () => {
        w.printed = true;
      };
      window.close = () => {
        w.closeCalled = true;
      };
    });
    await page.goto("/admin?tab=reports");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Green Hills Primary School" })).toBeVisible();

    for (const [button, name] of [
      ["School Report PDF", /^school-report-all-schools-\d{4}-\d{2}-\d{2}\.pdf$/],
      ["Marks Report PDF", /^marks-report-green-hills-primary-school\.pdf$/],
      ["Attendance Report PDF", /^attendance-report-green-hills-primary-school\.pdf$/],
      ["Class Report PDF", /^class-report-green-hills-primary-school-p4-a\.pdf$/],
    ] as const) {
      const downloading = page.waitForEvent("download");
      await panel.getByRole("button", { name: button }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(name);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 4).toString()).toBe("%PDF");
    }

    const report = await (await page.request.get("/api/reports/schools")).json();
    const onScreen = await panel.getByText("Attendance rate", { exact: true }).first().locator("..").innerText();
    expect(onScreen).toContain(`${report.summary.attendanceSummary.attendanceRate}%`);
    const popupPromise = page.waitForEvent("popup");
    await panel.getByRole("button", { name: "Print School Report" }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole("heading", { name: "School Report" })).toBeVisible();
    await expect(popup.locator('[data-fact="Attendance rate"]')).toContainText(
      `${report.summary.attendanceSummary.attendanceRate}%`,
    );
    await expect(popup.locator('[data-fact="Students"]')).toContainText(String(report.summary.totalStudents));
    await expect(popup.getByRole("table", { name: "Schools" })).toContainText("Lakeside Secondary School");
    await expect.poll(() => popup.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
    await expect
      .poll(() => popup.evaluate(() => (window as unknown as { closeCalled?: boolean }).closeCalled))
      .toBe(true);
  });

  test("the School, Marks and Attendance reports open as in-page views: charts, tables, the rate rule, print, PDF, back", async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      window.print = () => {
        (window as unknown as { printed?: boolean }).printed = true;
      };
    });
    await page.goto("/admin?tab=reports");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Green Hills Primary School" })).toBeVisible();
    await expect(panel.getByText(/^Attendance rate = present ÷/)).toBeVisible();

    await panel.getByRole("link", { name: "School Report", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/reports\/schools$/);
    const schools = await (await page.request.get("/api/reports/schools")).json();
    await expect(page.getByRole("heading", { name: "School Report", level: 1 })).toBeVisible();
    const byRate = page.getByRole("figure", { name: "Attendance rate by school" });
    const lakeside = schools.schools.find((s: { schoolName: string }) => s.schoolName === "Lakeside Secondary School");
    await expect(byRate.getByRole("listitem").filter({ hasText: "Lakeside Secondary School" })).toContainText(
      `${lakeside.statistics.attendanceSummary.attendanceRate}% · ${lakeside.statistics.attendanceSummary.late} late`,
    );
    await expect(page.locator('[data-fact="Attendance rate"]')).toContainText(
      `${schools.summary.attendanceSummary.attendanceRate}%`,
    );
    await expect(page.getByText(/^Attendance rate = present ÷/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Schools" })).toContainText("Green Hills Primary School");
    await page.getByRole("button", { name: "Print" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
    const pdf = await page.request.get(
      (await page.getByRole("link", { name: "Download PDF" }).getAttribute("href")) ?? "",
    );
    expect((await pdf.body()).subarray(0, 4).toString()).toBe("%PDF");
    await page.getByRole("link", { name: "← Back to reports" }).click();
    await expect(page).toHaveURL(/\/admin\?tab=reports$/);

    await page.getByRole("tabpanel").getByRole("link", { name: "Marks Report", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Marks Report: Green Hills Primary School" })).toBeVisible();
    await expect(page.getByRole("figure", { name: "Average mark by subject" })).toBeVisible();
    await expect(page.getByRole("table", { name: "By exam type" })).toContainText(/Beginning of term|Midterm/);
    await page.goBack();

    await page.getByRole("tabpanel").getByRole("link", { name: "Attendance Report", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Attendance Report: Green Hills Primary School" })).toBeVisible();
    await expect(
      page.getByRole("figure", { name: "Attendance rate by class" }).getByRole("listitem").first(),
    ).toContainText(/\d+% · \d+ late/);
    await expect(page.getByRole("table", { name: "By date" })).toBeVisible();
    expect(dialogs).toEqual([]);

    // Back to Home is the admin's home, not the teacher's GPS form.
    await page.goto("/admin?tab=reports");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("admin management: user list, Create Admin validation, the new admin signs in to /admin", async ({
    page,
    browser,
  }) => {
    await page.goto("/admin?tab=admin");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("table", { name: "Users" })).toContainText("teacher2");
    await panel.getByRole("button", { name: "Create Admin" }).click();
    const modal = page.getByRole("dialog", { name: "Create Admin" });
    const submit = modal.getByRole("button", { name: "Create Admin" });
    await submit.click();
    await expect(modal).toContainText("Please fill in all required fields");
    const username = `admin_${Date.now()}`;
    await modal.getByLabel("Username").fill(username);
    await modal.getByLabel("Email").fill("not-an-email");
    await modal.getByLabel(/^Password/).fill("blue-bicycle-7");
    await modal.getByLabel("Confirm password").fill("secret2");
    await submit.click();
    await expect(modal).toContainText("Passwords do not match");
    await modal.getByLabel("Confirm password").fill("blue-bicycle-7");
    await submit.click();
    await expect(modal).toContainText("Please enter a valid email address");
    await modal.getByLabel("Email").fill("teacher@demo.school");
    await submit.click();
    await expect(modal).toContainText("This email is already taken");
    await modal.getByLabel("Email").fill(`${username}@example.test`);
    await submit.click();
    await expect(panel.getByText("Admin user created successfully!")).toBeVisible();
    await expect(panel.getByRole("table", { name: "Users" })).toContainText(username);

    const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const other = await fresh.newPage();
    await signIn(other, { username, password: "blue-bicycle-7" });
    await expect(other).toHaveURL(/\/admin$/);
    await expect(other.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await fresh.close();
  });

  test("Add Class and Add Student from the header", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Add Class" }).click();
    const classModal = page.getByRole("dialog", { name: "Add Class" });
    await classModal.getByRole("button", { name: "Create Class" }).click();
    await expect(classModal).toContainText("Please fill in all required fields");
    const className = `E2E ${Date.now() % 100000}`;
    await classModal.getByLabel("Class name").fill(className);
    await classModal.getByLabel("Subject name").fill("Music");
    await classModal.getByLabel("Class room").fill("Hall");
    await classModal.getByLabel("School").selectOption({ label: "Lakeside Secondary School" });
    await classModal.getByRole("button", { name: "Create Class" }).click();
    await expect(page.getByText(`Class ${className} (Music) created successfully!`)).toBeVisible();

    await page.getByRole("button", { name: "Add Student", exact: true }).first().click();
    const studentModal = page.getByRole("dialog", { name: "Add Student" });
    await studentModal.getByRole("button", { name: "Add Student" }).click();
    await expect(studentModal).toContainText("Please fill in all required fields");
    await studentModal.getByLabel("Student name").fill("Zoe Test");
    await studentModal.getByLabel("Class").selectOption({ label: `${className} (Lakeside Secondary School)` });
    await studentModal.getByRole("button", { name: "Add Student" }).click();
    await expect(page.getByText(`Student Zoe Test added to ${className}!`)).toBeVisible();
  });
});

test.describe("admin guards", () => {
  test("a teacher is sent away from /admin and its print pages, and gets 403 from the admin API", async ({ page }) => {
    await page.goto("/admin?tab=reports");
    await expect(page).toHaveURL(/\/comment$/);
    await page.goto("/admin/print/schools");
    await expect(page).toHaveURL(/\/comment$/);
    expect((await page.request.get("/api/admin/dashboard")).status()).toBe(403);
  });
});
