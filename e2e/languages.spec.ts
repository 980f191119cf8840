import { expect, test, type Browser, type Page } from "@playwright/test";
import { openMenuIfCollapsed, STATE } from "./helpers";

// docs/design.md#languages, at phone size: the sign-in page follows Accept-Language; a switch in the
// navigation bar changes the screen in place and is saved on the user, so a new browser follows it;
// no teacher screen shows a missing key (⟦namespace.key⟧) in French or Kinyarwanda.
const PHONE = { width: 390, height: 844 };
const TEACHER_SCREENS = [
  "/comment",
  "/attendance",
  "/marks",
  "/create-marks",
  "/import",
  "/report-cards",
  "/my-submissions",
  "/school-people",
  "/change-password",
];
const PUBLIC_TITLES = {
  fr: {
    "/signup": "Créez votre compte",
    "/forgot-password": "Mot de passe oublié ?",
    "/privacy": "Confidentialité et données d'utilisation",
  },
  rw: {
    "/signup": "Fungura konti yawe",
    "/forgot-password": "Wibagiwe ijambo ry'ibanga?",
    "/privacy": "Ibanga ry'amakuru n'amakuru y'imikoreshereze",
  },
} as const;
/** The 404 page (a signed-in user: anyone else is sent to sign in first). */
const NOT_FOUND = { fr: "Page introuvable", rw: "Paji ntiyabonetse" } as const;
const SIGN_IN = {
  en: { title: "Sign in", username: "Username", password: "Password", button: "Sign in" },
  fr: { title: "Connexion", username: "Nom d'utilisateur", password: "Mot de passe", button: "Se connecter" },
  rw: { title: "Injira", username: "Izina ry'ukoresha", password: "Ijambo ry'ibanga", button: "Injira" },
} as const;

test.use({ viewport: PHONE });

const phoneContext = (browser: Browser, locale: string, storageState?: string) =>
  browser.newContext({ viewport: PHONE, locale, storageState });

async function signInIn(page: Page, language: keyof typeof SIGN_IN, account: { username: string; password: string }) {
  const words = SIGN_IN[language];
  await page.goto("/signin");
  await page.getByLabel(words.username).fill(account.username);
  await page.getByLabel(words.password).fill(account.password);
  await page.getByRole("button", { name: words.button, exact: true }).click();
}

/** openMenuIfCollapsed, with the menu button's French names. */
async function ouvrirLeMenu(page: Page) {
  const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
  await expect(async () => {
    if (await toggle.isVisible()) await toggle.click();
    await expect(page.getByRole("button", { name: "Fermer le menu" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** After the screen's data has arrived (some screens keep a request open, so at most a few seconds). */
async function expectNoMissingKey(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  expect(await page.locator("body").innerText()).not.toContain("⟦");
}

test.describe("languages", () => {
  // Each test visits several screens or browsers in turn on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 });

  for (const [language, lang] of [
    ["fr", "fr"],
    ["rw", "rw"],
    ["fr-RW", "fr"],
  ] as const) {
    test(`/signin with Accept-Language ${language} is in ${lang}`, async ({ browser }) => {
      const context = await phoneContext(browser, language);
      const page = await context.newPage();
      await page.goto("/signin");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const words = SIGN_IN[lang];
      await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByLabel(words.username)).toBeVisible();
      await expect(page.getByRole("button", { name: words.button, exact: true })).toBeVisible();
      await expect(page.getByText(SIGN_IN.en.username, { exact: true })).toHaveCount(0);
      await expectNoMissingKey(page);
      await context.close();
    });
  }

  test("a visitor's choice on the sign-in card is kept on this browser", async ({ browser }) => {
    const context = await phoneContext(browser, "en-US");
    const page = await context.newPage();
    await page.goto("/signin");
    await page.getByLabel("Language").selectOption("rw");
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByRole("heading", { level: 1, name: SIGN_IN.rw.title })).toBeVisible();
    await page.goto("/signup");
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByRole("heading", { level: 1, name: "Fungura konti yawe" })).toBeVisible();
    await expectNoMissingKey(page);
    await context.close();
  });

  test("switching in the navigation bar changes the screen in place and follows the user to a new browser", async ({
    browser,
    request,
  }) => {
    // A user of its own, so the seeded teacher's language never depends on how this test ends.
    const account = { username: `lang_${Date.now().toString(36)}`, password: "yellow-lantern-42" };
    const created = await request.post("/api/auth/signup", {
      data: { ...account, email: `${account.username}@example.test`, role: "teacher" },
    });
    expect(created.status()).toBe(201);

    const first = await phoneContext(browser, "en-US");
    const page = await first.newPage();
    await signInIn(page, "en", account);
    await expect(page).toHaveURL(/\/comment$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { languageMarker: number }).languageMarker = 42));

    await openMenuIfCollapsed(page);
    await page.getByLabel("Language").selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Rapport du jour" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { languageMarker?: number }).languageMarker)).toBe(42);
    await expectNoMissingKey(page);

    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await first.close();

    // Another browser that asks for English: the saved choice wins once signed in.
    const second = await phoneContext(browser, "en-US");
    const other = await second.newPage();
    await signInIn(other, "en", account);
    await expect(other).toHaveURL(/\/comment$/);
    await expect(other.locator("html")).toHaveAttribute("lang", "fr");
    await ouvrirLeMenu(other);
    await expect(other.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
    await expectNoMissingKey(other);

    await other.getByLabel("Langue").selectOption("en");
    await expect(other.locator("html")).toHaveAttribute("lang", "en");
    await expect(other.getByRole("button", { name: "Logout", exact: true })).toBeVisible();
    await second.close();
  });

  for (const language of ["fr", "rw"] as const) {
    test(`sign-up, forgot password and privacy in ${language}`, async ({ browser }) => {
      const context = await phoneContext(browser, language);
      const page = await context.newPage();
      for (const [path, title] of Object.entries(PUBLIC_TITLES[language])) {
        await page.goto(path);
        await expect(page.locator("html"), path).toHaveAttribute("lang", language);
        await expect(page.getByRole("heading", { level: 1, name: title }), path).toBeVisible();
        await expectNoMissingKey(page);
      }
      await context.close();
    });

    test(`every teacher screen in ${language} shows no missing key`, async ({ browser }) => {
      const context = await phoneContext(browser, language, STATE.teacher);
      const origin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
      await context.addCookies([{ name: "locale", value: language, url: origin }]);
      const page = await context.newPage();
      for (const path of TEACHER_SCREENS) {
        await page.goto(path);
        await expect(page, path).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator("html"), path).toHaveAttribute("lang", language);
        await expectNoMissingKey(page);
      }
      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND[language] })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await context.close();
    });
  }
});
