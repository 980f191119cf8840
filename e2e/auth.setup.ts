import { expect, test as setup } from "@playwright/test";
import { ACCOUNTS, signIn, STATE } from "./helpers";

for (const role of ["admin", "teacher", "teacher2"] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, ACCOUNTS[role]);
    await expect(page).toHaveURL(role === "admin" ? /\/admin$/ : /\/comment$/);
    await page.context().storageState({ path: STATE[role] });
  });
}
