import { expect, test } from "@playwright/test";
import { ACCOUNTS } from "./helpers";

// A tap on "Sign in" before the page's JavaScript has arrived (a slow phone) posts the server-rendered
// form itself: the form-encoded sign-in answers with the next screen, or with /signin and a message.
test.describe("sign-in without JavaScript @phone", () => {
  test("a wrong password comes back with the message; the right one lands signed in on /comment", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/signin");
    await page.getByLabel("Username").fill(ACCOUNTS.teacher.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/signin\?error=invalid$/);
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    // The password never travels in the address.
    expect(page.url()).not.toContain("not-the-password");

    await page.getByLabel("Username").fill(ACCOUNTS.teacher.username);
    await page.getByLabel("Password").fill(ACCOUNTS.teacher.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/comment$/);
    await expect(page.getByRole("heading", { level: 1, name: "Daily report" })).toBeVisible();
    // In the navigation bar (folded into the menu on a phone).
    await expect(page.getByText(`Signed in as ${ACCOUNTS.teacher.username}`)).toBeAttached();
    await context.close();
  });

  test("the remembered screen is kept, and the message speaks the page's language", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.addCookies([{ name: "locale", value: "fr", url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/attendance");
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fattendance$/);
    await page.getByLabel("Nom d'utilisateur").fill(ACCOUNTS.teacher.username);
    await page.getByLabel("Mot de passe").fill("not-the-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/signin\?error=invalid&callbackUrl=%2Fattendance$/);
    await expect(page.getByRole("alert")).toHaveText("Nom d'utilisateur ou mot de passe incorrect");

    await page.getByLabel("Nom d'utilisateur").fill(ACCOUNTS.teacher.username);
    await page.getByLabel("Mot de passe").fill(ACCOUNTS.teacher.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/attendance$/);
    await context.close();
  });

  test("an unknown code in the address shows nothing", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/signin?error=%3Cb%3EYour%20account%20is%20locked%3C%2Fb%3E");
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText("Your account is locked")).toHaveCount(0);
    await context.close();
  });
});
