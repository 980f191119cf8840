import { expect, type Page } from "@playwright/test";

export const ACCOUNTS = {
  admin: { username: "admin", password: "schooladmin1" },
  teacher: { username: "teacher", password: "teacher123" },
  teacher2: { username: "teacher2", password: "teacher123" },
} as const;

/** Stored sessions written by auth.setup.ts: use with `test.use({ storageState: STATE.teacher })`. */
export const STATE = {
  admin: "e2e/.auth/admin.json",
  teacher: "e2e/.auth/teacher.json",
  teacher2: "e2e/.auth/teacher2.json",
} as const;

export async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto("/signin");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens the mobile menu when the navbar is collapsed (phone sizes); `names` for another language. */
export async function openMenuIfCollapsed(page: Page, names = { open: "Open menu", close: "Close menu" }) {
  const toggle = page.getByRole("button", { name: names.open });
  if (!(await toggle.isVisible())) return;
  // A click that lands before hydration does nothing: click until the menu says it is open.
  await expect(async () => {
    if (await toggle.isVisible()) await toggle.click();
    await expect(page.getByRole("button", { name: names.close })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

export async function logout(page: Page) {
  await openMenuIfCollapsed(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

/** The folded sections under the grid: statistics, and the schools/classes/students setup. */
export const unfold = async (page: Page, title: "Statistics" | "Schools, classes and students") => {
  const fold = page.locator("details", { has: page.getByText(title, { exact: true }) });
  if (!(await fold.evaluate((element) => (element as HTMLDetailsElement).open))) await fold.locator("summary").click();
};

/**
 * A seeded student's report card as issued (its code and verify URL), asked of the API with a
 * teacher's session: the verify page's specs open it signed out.
 */
export async function issuedCard(browser: import("@playwright/test").Browser) {
  const context = await browser.newContext({ storageState: STATE.teacher });
  const classes = (await (await context.request.get("/api/classes")).json()) as { _id: string; className: string }[];
  const cls = classes.find((one) => one.className === "P6 A") ?? classes[0];
  const students = (await (await context.request.get(`/api/students?classId=${cls._id}`)).json()) as {
    _id: string;
    studentName: string;
  }[];
  const day = new Date(Date.now() - 30 * 86_400_000);
  const start = day.getUTCMonth() >= 8 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  const response = await context.request.get(
    `/api/reports/report-card/${students[0]._id}?academicYear=${start}-${start + 1}&academicTerm=FIRST_TERM`,
  );
  const card = (await response.json()) as { verification: { code: string; url: string } };
  await context.close();
  return {
    ...card.verification,
    studentName: students[0].studentName,
    studentId: students[0]._id,
    classId: cls._id,
    academicYear: `${start}-${start + 1}`,
  };
}
