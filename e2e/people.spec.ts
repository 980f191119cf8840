import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn, signUpTeacher, STATE } from "./helpers";

// Joining a school with its code, an admin resetting a password, an admin deactivating a user.
const PASSWORD = "violet-harbour-58";

/** A new teacher, signed in, in a browser of their own. */
async function newTeacher(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { username } = await signUpTeacher(page.request, label, PASSWORD);
  return { context, page, username };
}

async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

test("a second teacher joins the first teacher's school with its code and sees its classes", async ({ browser }) => {
  const first = await browser.newContext({ storageState: STATE.teacher });
  const firstPage = await first.newPage();
  await firstPage.goto("/school-people");
  const code = (await firstPage.getByTestId("join-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  const second = await newTeacher(browser, "joiner");
  await second.page.goto("/join-school");
  await second.page.getByLabel("Join code").fill(code.toLowerCase());
  await second.page.getByRole("button", { name: "Join school" }).click();
  await expect(second.page.getByText(/Your request to join Green Hills Primary School is waiting/)).toBeVisible();

  await firstPage.reload();
  await firstPage.getByRole("button", { name: new RegExp(`^Approve ${second.username}`) }).click();
  await expect(firstPage.getByText(new RegExp(`${second.username} .* approved`))).toBeVisible();

  await second.page.goto("/attendance");
  await expect(second.page.getByRole("option", { name: /\(Green Hills Primary School\)$/ }).first()).toBeAttached();
  // Its classes are offered in the attendance grid's class picker.
  await expect(
    second.page.getByRole("option", { name: "P4 A (Green Hills Primary School)", exact: true }),
  ).toBeAttached();
  await Promise.all([first.close(), second.context.close()]);
});

test.describe("admin user management", () => {
  test.use({ storageState: STATE.admin });

  test("resetting a password makes the teacher change it; deactivating signs them out of their other browser", async ({
    page,
    browser,
  }) => {
    const teacher = await newTeacher(browser, "managed");
    await teacher.page.goto("/comment");
    await expect(teacher.page).toHaveURL(/\/comment$/);

    // The admin finds the teacher and resets the password.
    await page.goto("/admin/users");
    await page.getByLabel("Search username or e-mail").fill(teacher.username);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: teacher.username }).click();
    await expect(page.getByRole("heading", { name: teacher.username })).toBeVisible();
    await page.getByRole("button", { name: "Reset password" }).click();
    await confirmIn(page, "Reset password", "Reset password");
    const temporary = (await page.getByTestId("temporary-password").textContent())!.trim();

    // The teacher's session ended; signing in with the temporary password leads to /change-password.
    await teacher.page.reload();
    await expect(teacher.page).toHaveURL(/\/signin/);
    await signIn(teacher.page, { username: teacher.username, password: temporary });
    await expect(teacher.page).toHaveURL(/\/change-password$/);
    await teacher.page.goto("/attendance");
    await expect(teacher.page).toHaveURL(/\/change-password$/);
    await teacher.page.getByLabel("Current password").fill(temporary);
    await teacher.page.getByRole("textbox", { name: "New password", exact: true }).fill("amber-meadow-31");
    await teacher.page.getByLabel("Confirm new password").fill("amber-meadow-31");
    await teacher.page.getByRole("button", { name: "Change password" }).click();
    await expect(teacher.page).toHaveURL(/\/comment$/);

    // The admin deactivates the teacher, who is signed in on another browser: their next request fails.
    await page.reload();
    await page.getByRole("button", { name: "Deactivate" }).click();
    await confirmIn(page, "Deactivate user", "Deactivate");
    await expect(page.getByText(`${teacher.username} was deactivated.`)).toBeVisible();
    await teacher.page.goto("/attendance");
    await expect(teacher.page).toHaveURL(/\/signin/);
    await signIn(teacher.page, { username: teacher.username, password: "amber-meadow-31" });
    await expect(
      teacher.page.getByText("This account has been deactivated. Please ask your school's admin."),
    ).toBeVisible();

    await page.goto("/admin/audit");
    await expect(page.getByRole("cell", { name: "user.deactivate" }).first()).toBeVisible();
    await teacher.context.close();
  });
});

test("forgot password names who to ask, the same way for an unknown username", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Username").fill("teacher");
  await page.getByRole("button", { name: "Who can reset it?" }).click();
  await expect(page.getByText(/Ask: admin/)).toBeVisible();
  await page.getByLabel("Username").fill("nobody-by-this-name");
  await page.getByRole("button", { name: "Who can reset it?" }).click();
  await expect(page.getByText(/Ask: admin/)).toBeVisible();
});
