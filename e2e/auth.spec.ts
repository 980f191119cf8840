import { expect, test } from "@playwright/test";
import { ACCOUNTS, logout, openMenuIfCollapsed, signIn } from "./helpers";

test.describe("sign-up, sign-in, guards and logout @phone", () => {
  test("a new teacher signs up, lands on /comment, logs out and signs in again", async ({ page }) => {
    const username = `e2e_${Date.now()}`;
    await page.goto("/signup");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(`${username}@example.test`);
    await page.getByLabel("Password").fill("abc1234");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByText("This password is too common. Please choose one that is harder to guess."),
    ).toBeVisible();

    await page.getByLabel("Password").fill("blue-bicycle-7");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/comment$/);

    await openMenuIfCollapsed(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Daily report", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Attendance", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Marks", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

    // In-app links move between screens without reloading the page (AppLink drives the App Router).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await nav.getByRole("link", { name: "Marks", exact: true }).click();
    await expect(page).toHaveURL(/\/marks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Marks" })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await openMenuIfCollapsed(page);
    await expect(nav.getByRole("link", { name: "Marks", exact: true })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Daily report", exact: true }).click();
    await expect(page).toHaveURL(/\/comment$/);

    const before = await page.evaluate(() => sessionStorage.getItem("tracking.session"));
    await logout(page);
    // The stored user and token are gone; the signed-out page starts a fresh usage session of its own.
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
      null,
      null,
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem("tracking.session"))).not.toBe(before);
    await page.goto("/comment");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fcomment$/);

    await signIn(page, { username, password: "blue-bicycle-7" });
    await expect(page).toHaveURL(/\/comment$/);
  });

  test("while the teacher types, the sign-in page fetches the code of the daily report form", async ({ page }) => {
    const scripts = () =>
      page
        .locator("script[src]")
        .evaluateAll((found) => found.map((script) => new URL((script as HTMLScriptElement).src).pathname));
    await page.goto("/signin");
    const prefetch = page.locator('link[rel="prefetch"]');
    await expect.poll(() => prefetch.count()).toBeGreaterThan(0);
    const fetched = await prefetch.evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    const signInScripts = await scripts();
    await signIn(page, ACCOUNTS.teacher);
    await expect(page).toHaveURL(/\/comment$/);
    // The daily report as a full page load lists its scripts: the prefetched ones are among them, and
    // some (the form's own) are not the sign-in page's: this build's manifest was read.
    await page.goto("/comment");
    const reportScripts = await scripts();
    expect(fetched.filter((path) => !reportScripts.includes(path))).toEqual([]);
    expect(fetched.filter((path) => !signInScripts.includes(path)).length).toBeGreaterThan(0);
  });

  test("sign-in shows the spec's messages and the server's", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await page.getByLabel("Username").fill("teacher");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid username or password")).toBeVisible();
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("guards: the remembered origin is honoured and /admin is for admins only", async ({ page }) => {
    await page.goto("/marks");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fmarks$/);
    await page.getByLabel("Username").fill(ACCOUNTS.teacher.username);
    await page.getByLabel("Password").fill(ACCOUNTS.teacher.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/marks$/);

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/comment$/);
    await page.goto("/main/attendance");
    await expect(page).toHaveURL(/\/main\/attendance$/);
    await expect(page.getByRole("heading", { level: 1, name: "Attendance", exact: true })).toBeVisible();
    await logout(page);
  });

  test("an admin goes to /admin and sees only the Admin link", async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin$/);
    await openMenuIfCollapsed(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Daily report", exact: true })).toHaveCount(0);
    await page.goto("/main/admin");
    await expect(page).toHaveURL(/\/main\/admin$/);
    await logout(page);
  });

  test("a teacher changes their password from the navbar; their other devices are signed out; no CSP violation", async ({
    page,
    browser,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const username = `e2e_pw_${Date.now()}`;
    const signup = await page.request.post("/api/auth/signup", {
      data: { username, email: `${username}@example.test`, password: "blue-bicycle-7" },
    });
    expect(signup.status()).toBe(201);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, { username, password: "blue-bicycle-7" });
    await expect(otherPage).toHaveURL(/\/comment$/);

    // page.request shares the page's cookies: the sign-up above signed this browser in.
    await page.goto("/comment");
    await expect(page).toHaveURL(/\/comment$/);
    await openMenuIfCollapsed(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("green-kettle-19");
    await page.getByLabel("Confirm new password").fill("green-kettle-19");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Current password is incorrect")).toBeVisible();
    // A wrong current password is not a sign-out.
    await expect(page).toHaveURL(/\/change-password$/);

    await page.getByLabel("Current password").fill("blue-bicycle-7");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed successfully! 1 other device was signed out.")).toBeVisible();

    // The other browser is signed out at its next request; this one goes on.
    await otherPage.goto("/marks");
    await expect(otherPage).toHaveURL(/\/signin\?callbackUrl=%2Fmarks$/);
    await other.close();
    await page.goto("/marks");
    await expect(page).toHaveURL(/\/marks$/);
    await logout(page);
    await signIn(page, { username, password: "green-kettle-19" });
    await expect(page).toHaveURL(/\/comment$/);
    expect(violations).toEqual([]);
  });
});
