import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";

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

/** The password the specs give the users they sign up (a strong one: the sign-up checks strength). */
export const NEW_PASSWORD = "blue-bicycle-7";

/**
 * A new teacher signed up through the API of `request`: signing up signs in, so the answer's cookie is
 * that context's session. `label` starts the username, so the server's logs say which spec made it.
 */
export async function signUpTeacher(request: APIRequestContext, label: string, password = NEW_PASSWORD) {
  const username = `${label}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const signup = await request.post("/api/auth/signup", {
    data: { username, email: `${username}@example.test`, password },
  });
  expect(signup.status(), "sign-up").toBe(201);
  const { user } = (await signup.json()) as { user: { _id: string } };
  return { username, password, userId: user._id };
}

/** The answer of a request that must succeed, read as JSON (by default a created row's `_id`). */
export async function ok<T = { _id: string }>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A school of its own and one class with these students, for the teacher signed in on `request`. */
export async function schoolWithClass(
  request: APIRequestContext,
  { className, subjectName, classRoom, students, schoolName }: ClassToMake,
) {
  const name = schoolName ?? `School ${className} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const school = await ok(request.post("/api/classes/teacher-school", { data: { name } }));
  const klass = await ok(
    request.post("/api/classes", { data: { className, subjectName, classRoom, schoolId: school._id } }),
  );
  const studentIds: string[] = [];
  for (const studentName of students)
    studentIds.push((await ok(request.post("/api/students", { data: { studentName, classId: klass._id } })))._id);
  return { schoolId: school._id, classId: klass._id, studentIds };
}

interface ClassToMake {
  className: string;
  subjectName: string;
  classRoom: string;
  students: string[];
  schoolName?: string;
}

/**
 * axe-core on the screen as a person reads it (loaded, no spinner left; the tracker keeps the network
 * busy): 0 serious or critical WCAG findings. `overflow` also holds the page to no sideways scroll.
 */
export async function expectAccessible(page: Page, state: string, { overflow = false } = {}) {
  await page.waitForLoadState("load");
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, `axe on ${state}`).toEqual([]);
  if (!overflow) return;
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wider, `no sideways scroll on ${state}`).toBeLessThanOrEqual(0);
}

/** A form field by its label, with or without the required mark. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** The school year (September start) of the seed's marks, dated 30 and 16 days before the seed ran. */
export function seededYear(): string {
  const day = new Date(Date.now() - 30 * 86_400_000);
  const start = day.getUTCMonth() >= 8 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
  return `${start}-${start + 1}`;
}

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
  // Exact: a record on the page may carry the word (the offline spec files a report "Kept at logout").
  await page.getByRole("button", { name: "Logout", exact: true }).click();
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
  const academicYear = seededYear();
  const response = await context.request.get(
    `/api/reports/report-card/${students[0]._id}?academicYear=${academicYear}&academicTerm=FIRST_TERM`,
  );
  const card = (await response.json()) as { verification: { code: string; url: string } };
  await context.close();
  return {
    ...card.verification,
    studentName: students[0].studentName,
    studentId: students[0]._id,
    classId: cls._id,
    academicYear,
  };
}
