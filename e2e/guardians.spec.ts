import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, signIn, unfold } from "./helpers";

// A teacher records a student's profile and guardians from the class's student cards
// (docs/product-spec.md#guardians), on a phone: labelled fields, the server's refusal beside the
// guardian's phone, feedback after each save, and nothing of a guardian's contacts in the tracking.

/** The class dialog's student card `index` (each project its own student: they share one server). */
async function openProfile(page: Page, index: number) {
  await page.goto("/attendance");
  await unfold(page, "Statistics");
  await page.getByRole("button", { name: "View students of P4 A" }).click();
  const classDialog = page.getByRole("dialog", { name: "P4 A: Students" });
  const card = classDialog.getByRole("listitem").nth(index);
  const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
  const opener = card.getByRole("button", { name: "Profile and guardians" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Profile and guardians: ${name}` });
  await expect(dialog.getByRole("heading", { name: "Guardians", exact: true })).toBeVisible();
  return { dialog, opener, classDialog };
}

test.describe("student profile and guardians @phone", () => {
  test("a teacher gives a student a profile and guardians; a bad phone is refused beside its field", async ({
    page,
  }) => {
    const tracked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/tracking")) tracked.push(request.postData() ?? "");
    });
    await signIn(page, ACCOUNTS.teacher);
    await expect(page).toHaveURL(/\/comment$/);
    const { dialog, opener, classDialog } = await openProfile(page, test.info().project.name === "phone" ? 2 : 1);
    await expect(dialog.getByText("No guardians yet. Add the parent or guardian")).toBeVisible();

    await dialog.getByLabel("Date of birth").fill("2015-04-30");
    await dialog.getByLabel("Gender").selectOption({ label: "Female" });
    await dialog.getByLabel("Student code").fill(`RW-${test.info().project.name}-42`);
    await dialog.getByRole("button", { name: "Save profile" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Profile saved." })).toBeVisible();

    // The new guardian's phone has the focus: typed from the keyboard, the way a phone's keypad opens.
    await dialog.getByRole("button", { name: "Add a guardian" }).click();
    const first = dialog.getByRole("group", { name: "Guardian 1" });
    await expect(first.getByLabel("Phone number")).toBeFocused();
    await page.keyboard.type("0788 123 456");
    await first.getByLabel("Name").fill("Aline Mukamana");
    await first.getByLabel("Relationship").selectOption({ label: "Mother" });
    await first.getByLabel("Language of messages").selectOption({ label: "Français" });
    await first.getByLabel(/Agrees to receive messages/).check();

    await dialog.getByRole("button", { name: "Add a guardian" }).click();
    const second = dialog.getByRole("group", { name: "Guardian 2" });
    await second.getByLabel("Phone number").fill("12345");
    await second.getByLabel("Name").fill("Eric Habimana");
    await dialog.getByRole("button", { name: "Save guardians" }).click();
    await expect(second.getByText(/^Guardian 2: the phone number is not valid/)).toBeVisible();
    await expect(second.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("alert")).toContainText("Guardian 2: the phone number is not valid");
    // Nothing typed is lost by the refusal.
    await expect(first.getByLabel("Name")).toHaveValue("Aline Mukamana");

    await second.getByLabel("Phone number").fill("+250 722-000-111");
    await dialog.getByRole("button", { name: "Save guardians" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "Guardians saved: 2 guardians." })).toBeVisible();
    await expect(first.getByLabel("Phone number")).toHaveValue("+250 788 123 456");
    await expect(first.getByText(/^Agreed on /)).toBeVisible();

    await dialog.getByRole("button", { name: "Add a guardian" }).click();
    await expect(dialog.getByRole("button", { name: "Add a guardian" })).toBeDisabled();
    await expect(dialog.getByText("A student can have at most 3 guardians.")).toBeVisible();
    await dialog.getByRole("button", { name: "Remove guardian 3" }).click();

    // Escape closes the profile alone, and the focus goes back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(classDialog).toBeVisible();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog.getByLabel("Date of birth")).toHaveValue("2015-04-30");
    await expect(dialog.getByRole("group", { name: "Guardian 2" }).getByLabel("Phone number")).toHaveValue(
      "+250 722 000 111",
    );
    await expect(dialog.getByRole("group")).toHaveCount(2);

    // Wait for the tracker's batch, then check it never carried a guardian's name or number.
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await expect.poll(() => tracked.length).toBeGreaterThan(0);
    // The numbers are matched whole: a random session id can hold "722".
    for (const body of tracked) expect(body).not.toMatch(/788\D?123\D?456|722\D?000\D?111|Aline|Habimana/);
  });

  test("a mentor of the school sees the guardians masked, without an editor", async ({ page }) => {
    await signIn(page, { username: "mentor", password: "mentor123" });
    await expect(page).toHaveURL(/\/comment$/);
    const { dialog } = await openProfile(page, test.info().project.name === "phone" ? 2 : 1);
    await expect(dialog.getByText("Phone numbers and e-mail addresses are hidden for mentors.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Save guardians" })).toHaveCount(0);
    await expect(dialog.getByText("+250•••••••56")).toBeVisible();
    expect(await dialog.innerText()).not.toContain("788 123 456");
  });
});
