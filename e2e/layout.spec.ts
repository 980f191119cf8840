import { expect, test, type Browser, type Page } from "@playwright/test";
import { STATE } from "./helpers";

// Layouts hold in every language (docs/design.md#layout-checks): no screen is wider than a phone (390 px)
// or a desk (820, 1,024, 1,280 px), and no button, link or label is cut, in English, French and
// Kinyarwanda, whose words are the longest. One page per role and language, each screen opened once
// and measured at every width by resizing it (no reload, no sleep).
const WIDTHS = [390, 820, 1024, 1280];
const LANGUAGES = ["en", "fr", "rw"] as const;
const SCREENS = {
  teacher: [
    "/comment",
    "/attendance",
    "/marks",
    "/create-marks",
    "/import?kind=students",
    "/report-cards",
    "/my-submissions",
    "/at-risk",
    "/school-people",
    "/change-password",
  ],
  admin: [
    "/admin?tab=overview",
    "/admin?tab=comments",
    "/admin?tab=attendance",
    "/admin?tab=reports",
    "/admin?tab=admin",
    "/admin/users",
    "/admin/reports/schools",
    "/at-risk",
  ],
} as const;

/** What overflows at the current width: the page itself, and every control or text box cut or off screen. */
function overflowIn(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    const scrollsSideways = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.innerText || element.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const describeAny = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 4).join(".")}`;
    if (root.scrollWidth > width + 1) {
      // Name the outermost boxes that stick out, so a failure says where to look.
      const sticking = [...document.body.querySelectorAll("*")].filter(
        (element) =>
          element.getBoundingClientRect().right > width + 1 &&
          // An absolute box (.sr-only) escapes a scrolling box that is not its containing block.
          (!scrollsSideways(element) || getComputedStyle(element).position === "absolute"),
      );
      const wide = sticking.filter(
        (element) => !sticking.some((other) => other !== element && other.contains(element)),
      );
      problems.push(`the page is ${root.scrollWidth} px wide: ${wide.slice(0, 3).map(describeAny).join(", ")}`);
    }
    const boxes = document.querySelectorAll<HTMLElement>(
      "button, a, label, summary, [role=tab], h1, h2, h3, p, dt, dd, th, td, li, legend",
    );
    for (const element of boxes) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || element.closest(".sr-only, [hidden]")) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "inline") continue;
      // A one-line cut with an ellipsis is a choice (the full text is in its title), not a break.
      const cutOnPurpose = style.textOverflow === "ellipsis";
      const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
      if (!cutOnPurpose && !scrolls && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${describe(element)} is cut (${element.scrollWidth} > ${element.clientWidth} px)`);
      if (rect.right > width + 1 && !scrollsSideways(element))
        problems.push(`${describe(element)} ends off screen at ${Math.round(rect.right)} px`);
    }
    return [...new Set(problems)];
  });
}

/** The screen as a person sees it: loaded, no spinner left. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0, { timeout: 15_000 });
}

async function pageIn(browser: Browser, role: keyof typeof SCREENS, language: string) {
  const context = await browser.newContext({ storageState: STATE[role], viewport: { width: 390, height: 844 } });
  const base = test.info().project.use.baseURL!;
  await context.addCookies([{ name: "locale", value: language, url: base }]);
  return { context, page: await context.newPage() };
}

test.describe("layouts hold at phone and desk widths in every language", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const role of ["teacher", "admin"] as const) {
    for (const language of LANGUAGES) {
      test(`${role} screens in ${language}`, async ({ browser }) => {
        const { context, page } = await pageIn(browser, role, language);
        const found: string[] = [];
        for (const path of SCREENS[role]) {
          await page.setViewportSize({ width: WIDTHS[0], height: 844 });
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          await settle(page);
          if (path === "/attendance") {
            // The grid's status buttons, and the folded statistics with the day's summary.
            const fold = page.locator("details").first();
            await fold.locator("summary").click();
            await settle(page);
          }
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 844 });
            for (const problem of await overflowIn(page)) found.push(`${path} at ${width} px: ${problem}`);
          }
        }
        expect(found).toEqual([]);
        await context.close();
      });
    }
  }
});

// Dialogs opened over a screen, measured the same way: a student's profile and guardians, with a
// guardian's fields open (its longest labels), in every language.
const PROFILE_WORDS = {
  en: { view: "View students of P4 A", open: "Profile and guardians", add: "Add a guardian" },
  fr: { view: "Voir les élèves de P4 A", open: "Profil et responsables", add: "Ajouter un responsable" },
  rw: { view: "Reba abanyeshuri ba P4 A", open: "Umwirondoro n'ababyeyi", add: "Ongeraho umubyeyi" },
} as const;

test.describe("dialogs hold at phone and desk widths in every language", () => {
  for (const language of LANGUAGES) {
    test(`the student profile dialog in ${language}`, async ({ browser }) => {
      const say = PROFILE_WORDS[language];
      const { context, page } = await pageIn(browser, "teacher", language);
      await page.goto("/attendance");
      await page.locator("details").first().locator("summary").click();
      await page.getByRole("button", { name: say.view }).click();
      await page.getByRole("dialog").getByRole("listitem").last().getByRole("button", { name: say.open }).click();
      const dialog = page.getByRole("dialog").last();
      await dialog.getByRole("button", { name: say.add }).click();
      await settle(page);
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        for (const problem of await overflowIn(page)) found.push(`profile dialog at ${width} px: ${problem}`);
      }
      expect(found).toEqual([]);
      await context.close();
    });
  }
});

// No database id on screen: a teacher or an admin reads names (docs/product-spec.md#entities).
const RAW_ID = /\b(c[a-z0-9]{20,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/;

test.describe("dialogs show names, not ids", () => {
  test("the teacher's class dialog", async ({ browser }) => {
    const { context, page } = await pageIn(browser, "teacher", "en");
    await page.setViewportSize({ width: 1024, height: 844 });
    await page.goto("/attendance");
    await page.locator("details").first().locator("summary").click();
    await page
      .getByRole("button", { name: /^View students of / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("listitem").first()).toBeVisible();
    await expect(dialog.getByText("School:").first()).toBeVisible();
    expect(await dialog.innerText()).not.toMatch(RAW_ID);
    await context.close();
  });

  test("the admin's comment, attendance and class dialogs", async ({ browser }) => {
    const { context, page } = await pageIn(browser, "admin", "en");
    await page.setViewportSize({ width: 1024, height: 844 });
    await page.goto("/admin?tab=comments");
    await page.getByRole("tabpanel").getByRole("listitem").getByRole("button").first().click();
    let dialog = page.getByRole("dialog");
    await expect(dialog.getByText("GPS location")).toBeVisible();
    expect(await dialog.innerText()).not.toMatch(RAW_ID);
    await page.keyboard.press("Escape");

    await page.goto("/admin?tab=attendance");
    await page
      .getByRole("button", { name: /^Details/ })
      .first()
      .click();
    dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Remarks")).toBeVisible();
    expect(await dialog.innerText()).not.toMatch(RAW_ID);
    await page.keyboard.press("Escape");

    await page.goto("/admin");
    await page.getByRole("region", { name: "Classes" }).getByRole("button").first().click();
    dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await settle(page);
    expect(await dialog.innerText()).not.toMatch(RAW_ID);
    await context.close();
  });
});
