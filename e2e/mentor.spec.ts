import { expect, test } from "@playwright/test";
import { STATE } from "./helpers";

const KIGALI = { latitude: -1.9536, longitude: 30.0606, accuracy: 15 };

test.describe("mentor lesson observation @phone", () => {
  test.use({ geolocation: KIGALI, permissions: ["geolocation"] });

  test("a mentor signs up, files an observation on /comment, and the admin finds it in the comments tab filtered by role", async ({
    page,
    browser,
  }) => {
    const username = `mentor_${Date.now()}`;
    await page.goto("/signup");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(`${username}@example.test`);
    await page.getByLabel("Password").fill("blue-bicycle-7");
    await page.getByLabel("I am a").selectOption("mentor");
    await expect(page.getByText("Mentors observe lessons and guide teachers.")).toBeVisible();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/comment$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mentor observation" })).toBeVisible();

    // A new mentor belongs to no school yet: add one with a class (the attendance screen's own calls).
    const school = `Observed School ${Date.now()}`;
    const created = await page.request.post("/api/classes/teacher-school", { data: { name: school } });
    expect(created.status()).toBe(201);
    const klass = await page.request.post("/api/classes", {
      data: { className: "P3", subjectName: "Mathematics", classRoom: "R3", schoolId: (await created.json())._id },
    });
    expect(klass.status()).toBe(201);
    await page.reload();

    await expect(page.getByRole("region", { name: "GPS Location" }).getByText("Location captured")).toBeVisible();
    await page.getByLabel("School").selectOption({ label: school });
    await page.getByLabel("Class").selectOption({ label: "P3 - Mathematics" });
    await page.getByLabel("Number of students").fill("32");
    await page.getByRole("button", { name: "Submit Observation" }).click();
    await expect(
      page.locator("form").getByText("Model Lesson is required for mentor comments", { exact: true }),
    ).toBeVisible();
    await page.getByLabel("Model lesson").fill("Modelled fractions with bottle tops");
    await page.getByLabel("Lesson observation").fill(`Every group explained its answer (${username})`);
    await page.getByLabel("Challenge (optional)").fill("Too few desks");
    await page.getByRole("button", { name: "Submit Observation" }).click();
    await expect(page.getByText("Observation submitted successfully! Redirecting...")).toBeVisible();
    await expect(page).toHaveURL(/\/success\?saved=observation$/);

    const admin = await browser.newContext({
      storageState: STATE.admin,
      baseURL: test.info().project.use.baseURL,
      viewport: page.viewportSize() ?? undefined,
    });
    try {
      const adminPage = await admin.newPage();
      await adminPage.goto("/admin?tab=comments");
      const panel = adminPage.getByRole("tabpanel");
      await panel.getByLabel("Filter by role").selectOption("mentor");
      const entry = panel.getByRole("button", { name: new RegExp(`P3 – Mathematics[\\s\\S]*${username}`) });
      await expect(entry).toBeVisible();
      await expect(entry.getByText("Mentor", { exact: true })).toBeVisible();
      await panel.getByLabel("Filter by role").selectOption("teacher");
      await expect(panel.getByRole("button", { name: new RegExp(username) })).toHaveCount(0);
      await panel.getByLabel("Filter by role").selectOption("mentor");
      await entry.click();
      const modal = adminPage.getByRole("dialog", { name: "Lesson observation details" });
      await expect(modal.getByText("Modelled fractions with bottle tops")).toBeVisible();
      await expect(modal.getByText(`Every group explained its answer (${username})`)).toBeVisible();
      await expect(modal.getByText("Too few desks")).toBeVisible();
    } finally {
      await admin.close();
    }
  });
});
