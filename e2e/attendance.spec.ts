import { expect, test, type Browser, type Page } from "@playwright/test";
import { ACCOUNTS, logout, signIn, unfold } from "./helpers";

// Sessions are made here rather than read from e2e/.auth: parallel runs against other servers
// rewrite those files with users of another database.
async function signedIn(browser: Browser, account: { username: string; password: string }, home: RegExp) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(home);
  return { context, page };
}

const group = (page: Page, name: string) => page.getByRole("group", { name: `Attendance for ${name}` });
const pressed = (page: Page, name: string, label: string) =>
  group(page, name).getByRole("button", { name: label, exact: true });

async function signUpFresh(page: Page) {
  const username = `att_${Date.now()}`;
  await page.goto("/signup");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.test`);
  await page.getByLabel("Password").fill("blue-bicycle-7");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/comment$/);
  return username;
}

test.describe("attendance management @phone", () => {
  test("a teacher sets up a school, a class and five students, marks them, saves, and a second save updates", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signUpFresh(page);
    await page.goto("/attendance");
    await expect(page.getByRole("heading", { level: 1, name: "Attendance" })).toBeVisible();
    await unfold(page, "Schools, classes and students");
    await expect(page.getByText("No Schools Found")).toBeVisible();

    // Create school (with the spec's validation).
    await page.getByRole("button", { name: "Create School" }).first().click();
    const schoolDialog = page.getByRole("dialog", { name: "Create School" });
    await expect(schoolDialog.getByRole("button", { name: "Create School" })).toBeDisabled();
    const schoolName = `E2E School ${Date.now()}`;
    await schoolDialog.getByLabel("School name").fill(schoolName);
    await schoolDialog.getByLabel("Established year").fill("1700");
    await schoolDialog.getByRole("button", { name: "Create School" }).click();
    await expect(schoolDialog.getByText(/Established year must be between 1800 and \d{4}/)).toBeVisible();
    await schoolDialog.getByLabel("Established year").fill("1999");
    await schoolDialog.getByLabel("Email").fill("office@e2e.example");
    await schoolDialog.getByRole("button", { name: "Create School" }).click();
    await expect(page.getByText("School created successfully!")).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: schoolName });
    await expect(card.getByText("Primary")).toBeVisible();
    await expect(card.getByRole("button", { name: /Edit/ })).toHaveCount(0);

    // Create class.
    await page.getByRole("button", { name: "Create Class" }).click();
    const classDialog = page.getByRole("dialog", { name: "Create Class" });
    await classDialog.getByRole("button", { name: "Create Class" }).click();
    await expect(classDialog.getByText("Class name is required")).toBeVisible();
    await classDialog.getByLabel("Class name").fill("E2E 1");
    await classDialog.getByRole("button", { name: "Create Class" }).click();
    await expect(classDialog.getByText("Subject name is required")).toBeVisible();
    await classDialog.getByLabel("Subject name").fill("Mathematics");
    await classDialog.getByLabel("Class room").fill("Room 9");
    await classDialog.getByRole("button", { name: "Create Class" }).click();
    await expect(page.getByText("Class E2E 1 - Mathematics created successfully!")).toBeVisible();
    await expect(page.getByText("No Students Found")).toBeVisible();

    // Five students.
    const names = ["Ann One", "Ben Two", "Cat Three", "Dan Four", "Eve Five"];
    for (const [index, name] of names.entries()) {
      await page
        .getByRole("button", { name: index === 0 ? "Add First Student" : "Add Student" })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: "Add Student" });
      if (index === 0) {
        await dialog.getByRole("button", { name: "Add Student" }).click();
        await expect(dialog.getByText("Student name is required")).toBeVisible();
      }
      await dialog.getByLabel("Student name").fill(name);
      await dialog.getByRole("button", { name: "Add Student" }).click();
      await expect(page.getByText(`${name} added successfully!`)).toBeVisible();
      await expect(group(page, name)).toBeVisible();
    }
    // Not taken yet is "Not marked", never shown (or saved) as absent.
    for (const name of names) {
      await expect(group(page, name).getByRole("button", { pressed: true })).toHaveCount(0);
      await expect(page.getByRole("listitem").filter({ has: group(page, name) })).toContainText("Not marked");
    }

    // Each status, one student at a time (saved in the background).
    const marks: [string, string][] = [
      ["Ann One", "Present"],
      ["Ben Two", "Late"],
      ["Cat Three", "Excused"],
      ["Dan Four", "Present"],
    ];
    for (const [name, label] of marks) {
      await pressed(page, name, label).click();
      await expect(pressed(page, name, label)).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(`Student attendance updated to ${label.toLowerCase()}!`)).toBeVisible();
    }
    await pressed(page, "Dan Four", "Absent").click();
    await expect(page.getByText("Student attendance updated to absent!")).toBeVisible();

    // Mark-all is one bulk save.
    const bulk = page.waitForRequest(
      (request) => request.url().endsWith("/api/attendance/bulk") && request.method() === "POST",
    );
    await page.getByRole("button", { name: "Mark All Late" }).click();
    expect(JSON.parse((await bulk).postData() ?? "{}").records).toHaveLength(5);
    await expect(page.getByText("All students marked as late!")).toBeVisible();
    for (const name of names) await expect(pressed(page, name, "Late")).toHaveAttribute("aria-pressed", "true");

    // Final statuses, then Save Attendance.
    const final: [string, string][] = [
      ["Ann One", "Present"],
      ["Ben Two", "Present"],
      ["Cat Three", "Late"],
      ["Dan Four", "Excused"],
      ["Eve Five", "Absent"],
    ];
    for (const [name, label] of final) {
      await pressed(page, name, label).click();
      await expect(pressed(page, name, label)).toBeEnabled();
      await expect(pressed(page, name, label)).toHaveAttribute("aria-pressed", "true");
    }
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expect(page.getByText("Attendance for E2E 1 saved successfully! Summary updated.")).toBeVisible();
    await expect(page).toHaveURL(/\/success\?saved=attendance$/);
    await expect(page.getByText("Attendance has been saved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Submit Another Comment" })).toHaveCount(0);

    // Reload: the saved statuses and the right summary.
    await page.goto("/attendance");
    for (const [name, label] of final) await expect(pressed(page, name, label)).toHaveAttribute("aria-pressed", "true");
    await unfold(page, "Statistics");
    const row = page.getByRole("row").filter({ hasText: "E2E 1" });
    await expect(row.getByRole("cell")).toHaveText(["E2E 1 Mathematics", "2", "1", "1", "1", "40%"]);

    // A second save for the same date updates, never duplicates.
    await pressed(page, "Eve Five", "Present").click();
    await expect(page.getByText("Student attendance updated to present!")).toBeVisible();
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expect(page).toHaveURL(/\/success\?saved=attendance$/);
    const classes = (await (await page.request.get("/api/classes")).json()) as { _id: string }[];
    const classId = classes[0]._id;
    const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
    const records = (await (await page.request.get(`/api/attendance/class/${classId}?date=${today}`)).json()) as {
      status: string;
    }[];
    expect(records).toHaveLength(5);
    expect(records.filter((r) => r.status === "present")).toHaveLength(3);

    // A second subject taught in the class: the same register and children, not a second copy of them.
    await page.goto("/attendance");
    await unfold(page, "Schools, classes and students");
    await page.getByRole("button", { name: "Create Class" }).first().click();
    const subjectDialog = page.getByRole("dialog", { name: "Create Class" });
    await subjectDialog.getByLabel("Class name").fill("E2E 1");
    await subjectDialog.getByLabel("Subject name").fill("Science");
    await subjectDialog.getByLabel("Class room").fill("Room 9");
    await subjectDialog.getByRole("button", { name: "Create Class" }).click();
    await expect(page.getByText("Science is now taught in E2E 1.")).toBeVisible();
    const picker = page.locator("#mark-attendance").getByLabel("Class");
    await expect(picker.locator("option", { hasText: /^E2E 1 / })).toHaveCount(1);
    await expect(page.getByText("Take attendance: E2E 1", { exact: true })).toBeVisible();
    for (const [name, label] of final.slice(0, 4)) {
      await expect(pressed(page, name, label)).toHaveAttribute("aria-pressed", "true");
    }

    // Another teacher: 404 for this class's attendance, students and summary.
    const other = await signedIn(browser, ACCOUNTS.teacher2, /\/comment$/);
    for (const path of [
      `/api/attendance/class/${classId}?date=${today}`,
      `/api/attendance/class/${classId}/summary?date=${today}`,
      `/api/students?classId=${classId}`,
    ]) {
      expect((await other.context.request.get(path)).status(), path).toBe(404);
    }
    await other.context.close();
  });
});

test.describe("class students modal and load failures @phone", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.teacher);
    await expect(page).toHaveURL(/\/comment$/);
  });

  test("the class students modal shows cards and statistics, marks a student and edits a name", async ({ page }) => {
    await page.goto("/attendance");
    await unfold(page, "Statistics");
    await page.getByRole("button", { name: "View students of P4 A" }).click();
    const dialog = page.getByRole("dialog", { name: "P4 A: Students" });
    await expect(dialog.getByRole("heading", { name: "Class Statistics" })).toBeVisible();
    await expect(dialog.getByText("Total students")).toBeVisible();
    const firstCard = dialog.getByRole("listitem").first();
    const name = (await firstCard.getByRole("heading", { level: 3 }).textContent())!.trim();
    await expect(firstCard.getByText("Active")).toBeVisible();

    // Another project's run may already have marked this student excused on the same server.
    const buttons = firstCard.getByRole("group", { name: `Attendance for ${name}` });
    const target =
      (await buttons.getByRole("button", { name: "Excused" }).getAttribute("aria-pressed")) === "true"
        ? "Late"
        : "Excused";
    await buttons.getByRole("button", { name: target }).click();
    await expect(dialog.getByText(`Student attendance updated to ${target.toLowerCase()}!`)).toBeVisible();
    await expect(firstCard.getByText(target, { exact: true }).first()).toBeVisible();

    await firstCard.getByRole("button", { name: "Full Attendance" }).click();
    await expect(
      firstCard
        .getByRole("list", { name: `Attendance history of ${name}` })
        .getByRole("listitem")
        .first(),
    ).toBeVisible();

    await firstCard.getByRole("button", { name: "Edit" }).click();
    await firstCard.getByLabel("Student name").fill(`${name} Jr`);
    await firstCard.getByRole("button", { name: "Save Student" }).click();
    await expect(dialog.getByText(`${name} Jr updated successfully!`)).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test("a failed change shows at once, leaves the buttons usable, then reverts with the error", async ({ page }) => {
    await page.goto("/attendance");
    const grid = page.locator("#mark-attendance");
    const last = grid.getByRole("group", { name: /^Attendance for / }).last();
    await expect(last).toBeVisible();
    // Another run may have marked this student already: change to a status it does not have.
    const target =
      (await last.getByRole("button", { name: "Late" }).getAttribute("aria-pressed")) === "true" ? "Excused" : "Late";
    await page.route("**/api/attendance", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // A refusal (4xx): a 5xx or no answer is kept on the phone and sent later (e2e/offline.spec.ts).
      await route.fulfill({
        status: 422,
        contentType: "application/json",
        // A refusal the screen says by its code (docs/api-contract.md#problem-codes), not by its English.
        body: JSON.stringify({ message: "Class not found", code: "class-not-found" }),
      });
    });
    await last.getByRole("button", { name: target }).click();
    await expect(last.getByRole("button", { name: target })).toHaveAttribute("aria-pressed", "true");
    await expect(last.getByRole("button", { name: "Present" })).toBeEnabled();
    await expect(page.getByRole("alert").filter({ hasText: "Class not found" })).toBeVisible();
    await expect(last.getByRole("button", { name: target })).toHaveAttribute("aria-pressed", "false");
  });

  test("when loading fails, the error, a retry and the last loaded data are shown, labelled", async ({ page }) => {
    // The first class's data comes with the page; another class's is fetched when it is chosen.
    await page.goto("/attendance");
    const select = page.locator("#mark-attendance").getByLabel("Class");
    const options = await select
      .locator("option")
      .evaluateAll((nodes) => nodes.map((n) => ({ value: (n as HTMLOptionElement).value, label: n.textContent })));
    expect(options.length).toBeGreaterThan(1);
    await select.selectOption(options[1].value);
    const firstStudent = page.getByRole("group", { name: /^Attendance for / }).first();
    await expect(firstStudent).toBeVisible();
    const kept = await firstStudent.getAttribute("aria-label");
    await select.selectOption(options[0].value);

    await page.route("**/api/students?*", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Something went wrong on our side (reference fire0001).",
          code: "server-error",
          params: { reference: "fire0001" },
        }),
      }),
    );
    await page.reload();
    await select.selectOption(options[1].value);
    await expect(
      page.getByText(/Could not load students: Something went wrong on our side \(reference fire0001\)/),
    ).toBeVisible();
    await expect(page.getByText(/Showing the last students this browser loaded/)).toBeVisible();
    await expect(page.getByRole("group", { name: kept! })).toBeVisible();
    await page.unroute("**/api/students?*");
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText(/Could not load students/)).toBeHidden();
    await select.selectOption(options[0].value);
  });

  test("the data kept for offline use goes with the session: logout leaves none for the next user", async ({
    page,
  }) => {
    const kept = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("lastLoaded:")).length);
    await page.goto("/attendance");
    await expect(page.getByRole("group", { name: /^Attendance for / }).first()).toBeVisible();
    // Kept once the script has run (the grid itself comes with the page).
    await expect.poll(kept).toBeGreaterThan(0);
    await logout(page);
    expect(await kept()).toBe(0);
  });
});

test.describe("code loaded after the page @phone", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ACCOUNTS.teacher);
    await expect(page).toHaveURL(/\/comment$/);
  });

  /** Fails the script chunks that contain `marker` while `blocked.on`, as a dropped connection would. */
  async function failChunks(page: Page, marker: string) {
    const blocked = { on: true };
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (blocked.on && body.includes(marker)) return await route.abort("internetdisconnected");
        return await route.fulfill({ response, body });
      } catch {
        // The test ended while a chunk prefetched when idle was still on its way: nobody waits for it.
        return undefined;
      }
    });
    return blocked;
  }

  test("sections whose code cannot be fetched say so, and appear once the browser is back online", async ({ page }) => {
    // The grid's chunk, found by its save button's tracking name (its words are in the catalogue now).
    const blocked = await failChunks(page, "attendance-save");
    await page.goto("/attendance");
    // The folded sections share that chunk: each says so where it would be. The grid stays the plain
    // form the server rendered, which works without it.
    await expect(page.getByRole("main").getByRole("alert").first()).toHaveText(
      "Network error. Please check your connection.",
    );
    await expect(page.locator("#mark-attendance").getByRole("radio").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "View students of P4 A" })).toHaveCount(0);
    blocked.on = false;
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await unfold(page, "Statistics");
    await expect(page.getByRole("button", { name: "View students of P4 A" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });

  test("a modal whose code cannot be fetched says so under its title, and opens the next time", async ({ page }) => {
    const blocked = await failChunks(page, "create-school-form");
    await page.goto("/attendance");
    await unfold(page, "Schools, classes and students");
    await expect(page.getByRole("listitem").filter({ hasText: "Green Hills Primary School" }).first()).toBeVisible();
    await page.getByRole("button", { name: "Create School" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create School" });
    await expect(dialog.getByRole("alert")).toHaveText("Network error. Please check your connection.");
    blocked.on = false;
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Create School" }).first().click();
    await expect(dialog.getByLabel("School name")).toBeVisible();
  });
});

test.describe("schools: primary and admin edit", () => {
  test("'Set Primary' persists for the user across reloads", async ({ page }) => {
    await signUpFresh(page);
    await page.goto("/attendance");
    await unfold(page, "Schools, classes and students");
    const names = [`First ${Date.now()}`, `Second ${Date.now()}`];
    for (const name of names) {
      await page.getByRole("button", { name: "Create School" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Create School" });
      await dialog.getByLabel("School name").fill(name);
      await dialog.getByRole("button", { name: "Create School" }).click();
      await expect(page.getByText("School created successfully!")).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    const cards = page.getByRole("list").filter({ hasText: names[0] }).getByRole("listitem");
    await expect(cards.first()).toContainText(names[0]);
    await page.getByRole("button", { name: `Set ${names[1]} as primary` }).click();
    await expect(page.getByText(`${names[1]} set as primary school!`)).toBeVisible();
    await page.reload();
    await unfold(page, "Schools, classes and students");
    await expect(cards.first()).toContainText(names[1]);
    await expect(cards.first().getByText("Primary", { exact: true })).toBeVisible();
  });

  test("an admin edits a school; a refused update shows the permission message", async ({ browser }) => {
    const { context, page } = await signedIn(browser, ACCOUNTS.admin, /\/admin$/);
    await page.goto("/attendance");
    await unfold(page, "Schools, classes and students");
    await page.getByRole("button", { name: "Edit Lakeside Secondary School" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit School" });
    await expect(dialog.getByLabel("School name")).toHaveValue("Lakeside Secondary School");
    await dialog.getByLabel("Principal").fill("New Principal");
    await dialog.getByRole("button", { name: "Update School" }).click();
    await expect(page.getByText("School updated successfully!")).toBeVisible();
    await expect(page.getByText("New Principal")).toBeVisible();

    await page.route("**/api/schools/my-school", (route) =>
      route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ message: "Forbidden" }) }),
    );
    await page.getByRole("button", { name: "Edit Lakeside Secondary School" }).click();
    await dialog.getByRole("button", { name: "Update School" }).click();
    await expect(
      dialog.getByText("You do not have permission to edit this school. Please contact your administrator."),
    ).toBeVisible();
    await context.close();
  });
});
