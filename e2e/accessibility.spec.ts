import { expect, test } from "@playwright/test";
import { ACCOUNTS, STATE, expectAccessible, issuedCard, signIn, unfold } from "./helpers";

// axe-core is the reference engine for WCAG checks; @axe-core/playwright injects it into the page under
// test (each frame, our CSP nonce untouched) and returns its findings (expectAccessible, e2e/helpers.ts).
// Every screen is held to 0 serious or critical findings on every screen state.

const MENTOR = { username: "mentor", password: "mentor123" };

test.describe("accessibility: axe finds nothing serious", () => {
  // Many screen states per test, each analysed by axe (1–3 s apiece on this machine).
  test.setTimeout(240_000);
  test("public screens and the sign-in error", async ({ page }) => {
    for (const path of ["/signin", "/signup", "/privacy", "/success"]) {
      await page.goto(path);
      await expectAccessible(page, path);
    }
    await page.goto("/signin");
    await page.getByLabel("Username").fill("teacher");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /./ }).first()).toBeVisible();
    await expectAccessible(page, "sign-in error");
  });

  test("the public verify page: the form, Valid, Not valid, in every language", async ({ browser }) => {
    const { url, code } = await issuedCard(browser);
    for (const language of ["en", "fr", "rw"]) {
      const context = await browser.newContext();
      await context.addCookies([{ name: "locale", value: language, url: test.info().project.use.baseURL! }]);
      const page = await context.newPage();
      for (const path of ["/verify", url, `/verify/${code.slice(0, -1)}${code.endsWith("Z") ? "Y" : "Z"}`]) {
        await page.goto(path);
        await expectAccessible(page, `${path} in ${language}`);
      }
      await context.close();
    }
  });

  test("teacher screens, their dialogs, empty and error states, the 404 page with a way back", async ({ page }) => {
    await signIn(page, ACCOUNTS.teacher);
    await expect(page).toHaveURL(/\/comment$/);
    const missing = await page.goto("/no-such-page");
    expect(missing?.status()).toBe(404);
    await expectAccessible(page, "404");
    await page.getByRole("link", { name: "Go to your home screen" }).click();
    await expect(page).toHaveURL(/\/comment$/);

    for (const path of [
      "/comment",
      "/attendance",
      "/marks",
      "/marks?academicYear=2000-2001",
      "/create-marks",
      "/edit-marks/no-such-mark",
      "/my-submissions",
      "/at-risk",
      "/change-password",
      "/attendance/no-such-screen",
    ]) {
      await page.goto(path);
      await expectAccessible(page, path);
    }

    await page.goto("/my-submissions");
    await page
      .getByRole("link", { name: /^Open attendance of / })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: /^Attendance: / })).toBeVisible();
    await expectAccessible(page, "an attendance day, read-only");

    await page.goto("/attendance");
    await unfold(page, "Schools, classes and students");
    const createSchool = page.getByRole("button", { name: "Create School" }).first();
    await createSchool.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "create school dialog");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto("/marks");
    await page
      .getByRole("button", { name: /^Delete/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "delete marks dialog");
  });

  test("a student's profile and guardians dialog in every language: empty, a new guardian, a refusal", async ({
    browser,
  }) => {
    const words = {
      en: {
        view: "View students of P4 A",
        open: "Profile and guardians",
        add: "Add a guardian",
        save: "Save guardians",
      },
      fr: {
        view: "Voir les élèves de P4 A",
        open: "Profil et responsables",
        add: "Ajouter un responsable",
        save: "Enregistrer les responsables",
      },
      rw: {
        view: "Reba abanyeshuri ba P4 A",
        open: "Umwirondoro n'ababyeyi",
        add: "Ongeraho umubyeyi",
        save: "Bika ababyeyi",
      },
    } as const;
    for (const [language, say] of Object.entries(words)) {
      const context = await browser.newContext({ storageState: STATE.teacher });
      await context.addCookies([{ name: "locale", value: language, url: test.info().project.use.baseURL! }]);
      const page = await context.newPage();
      await page.goto("/attendance");
      await page.locator("details").first().locator("summary").click();
      await page.getByRole("button", { name: say.view }).click();
      // The last student: the journeys of e2e/guardians.spec.ts give the first ones guardians.
      await page.getByRole("dialog").getByRole("listitem").last().getByRole("button", { name: say.open }).click();
      const dialog = page.getByRole("dialog").last();
      await expect(dialog.getByRole("button", { name: say.save })).toBeVisible();
      await expectAccessible(page, `profile dialog (${language})`);
      await dialog.getByRole("button", { name: say.add }).click();
      await dialog.locator('input[type="tel"]').last().fill("12");
      await dialog.locator('input[autocomplete="off"]:not([type])').last().fill("Test");
      await dialog.getByRole("button", { name: say.save }).click();
      await expect(dialog.getByRole("alert")).toBeVisible();
      await expectAccessible(page, `profile dialog with a refused phone (${language})`);
      await context.close();
    }
  });

  test("mentor's observation form", async ({ page }) => {
    await signIn(page, MENTOR);
    await expect(page).toHaveURL(/\/comment$/);
    await expectAccessible(page, "mentor /comment");
  });

  test("admin tabs, dialogs and report views; focus returns to the opener after a dialog", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    for (const tab of ["overview", "comments", "attendance", "reports", "admin"]) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expectAccessible(page, `/admin?tab=${tab}`);
    }
    const schools = await (await page.request.get("/api/reports/schools")).json();
    const schoolId = schools.schools[0].schoolId as string;
    for (const path of [
      "/admin/reports/schools",
      `/admin/reports/marks/${schoolId}`,
      `/admin/reports/attendance/${schoolId}`,
    ]) {
      await page.goto(path);
      await expectAccessible(page, path);
    }

    await page.goto("/admin");
    const addClass = page.getByRole("button", { name: "Add Class" });
    await addClass.click();
    await expect(page.getByRole("dialog", { name: "Add Class" })).toBeVisible();
    await expectAccessible(page, "Add Class dialog");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(addClass).toBeFocused();

    const firstClass = page.getByRole("region", { name: "Classes" }).getByRole("button").first();
    await firstClass.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "class students dialog");
    // A student's name opens their profile and guardians over the class (docs/product-spec.md#guardians).
    const student = page.getByRole("dialog").getByRole("table").getByRole("button").first();
    await student.click();
    await expect(page.getByRole("dialog", { name: /^Profile and guardians: / })).toBeVisible();
    await expectAccessible(page, "student profile dialog over the class");
    await page.keyboard.press("Escape");
    await expect(student).toBeFocused();
    await page.getByRole("button", { name: "Close dialog" }).click();
    await expect(firstClass).toBeFocused();
  });
});
