import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, signIn } from "./helpers";

// The admin screens in French and Kinyarwanda: every tab, the users list, a user and the audit log
// show their own language's words and no missing key (⟦namespace.key⟧). The language comes from this
// browser's choice (the `locale` cookie); the demo admin has saved none.
const WORDS = {
  fr: {
    title: "Tableau de bord administrateur",
    tabs: ["Vue d'ensemble", "Commentaires", "Présences", "Rapports", "Gestion des administrateurs"],
    overview: "Actions rapides",
    comments: "Filtrer par classe",
    attendance: "Évolution des présences",
    reports: "Téléchargements PDF",
    admin: "Créer un administrateur",
    users: "Utilisateurs",
    account: "Compte",
    audit: "Journal des modifications",
  },
  rw: {
    title: "Ikibaho cy'ubuyobozi",
    tabs: ["Incamake", "Ibitekerezo", "Ubwitabire", "Raporo", "Gucunga abayobozi"],
    overview: "Ibikorwa byihuse",
    comments: "Hitamo ishuri",
    attendance: "Uko ubwitabire bwagenze",
    reports: "Gukuramo PDF",
    admin: "Rema umuyobozi",
    users: "Abakoresha",
    account: "Konti",
    audit: "Amateka y'impinduka",
  },
} as const;

const noMissingKey = (page: Page) => expect(page.locator("body")).not.toContainText("⟦");

for (const locale of ["fr", "rw"] as const) {
  test.describe(`admin screens in ${locale}`, () => {
    test.beforeEach(async ({ page, context, baseURL }) => {
      await signIn(page, ACCOUNTS.admin);
      await expect(page).toHaveURL(/\/admin$/);
      await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
    });

    test("every dashboard tab @phone", async ({ page }) => {
      test.slow(); // five screens, each waiting for its data
      const words = WORDS[locale];
      for (const tab of ["overview", "comments", "attendance", "reports", "admin"] as const) {
        await page.goto(`/admin?tab=${tab}`);
        await expect(page.getByRole("heading", { name: words.title })).toBeVisible();
        await expect(page.getByRole("tabpanel").getByText(words[tab]).first()).toBeVisible();
        await noMissingKey(page);
      }
      for (const [index, name] of words.tabs.entries()) await expect(page.getByRole("tab").nth(index)).toHaveText(name);
    });

    test("users, a user and the audit log", async ({ page }) => {
      const words = WORDS[locale];
      await page.goto("/admin/users");
      await expect(page.getByRole("heading", { name: words.users, level: 1 })).toBeVisible();
      await page.getByRole("searchbox").fill("teacher2");
      await page.getByRole("searchbox").press("Enter");
      await page.getByRole("link", { name: "teacher2", exact: true }).click();
      await expect(page.getByRole("heading", { name: words.account })).toBeVisible();
      await noMissingKey(page);

      await page.goto("/admin/audit");
      await expect(page.getByRole("heading", { name: words.audit, level: 1 })).toBeVisible();
      await noMissingKey(page);
    });
  });
}
