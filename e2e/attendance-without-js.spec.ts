import { expect, test, type Browser } from "@playwright/test";
import { schoolWithClass, signUpTeacher } from "./helpers";

// A phone whose JavaScript has not arrived (slow 3G, a first visit) gets the attendance grid as a
// plain form rendered by the server: "Mark all …" and "Save Attendance" post it to the page's form
// action, and the page that comes back says what happened.
async function teacherWithClass(browser: Browser, baseURL: string, javaScriptEnabled = false) {
  const setup = await browser.newContext({ baseURL });
  await signUpTeacher(setup.request, "nojs");
  const students = ["Amani", "Bella", "Chris"];
  await schoolWithClass(setup.request, { className: "P3", subjectName: "Reading", classRoom: "R3", students });
  const storageState = await setup.storageState();
  await setup.close();
  // A phone in the school's zone: the live grid's today (the phone's) is the plain form's (the school's).
  return browser.newContext({ baseURL, storageState, javaScriptEnabled, timezoneId: "Africa/Kigali" });
}

test.describe("attendance before its JavaScript @phone", () => {
  test("marks all present, then saves a change; unmarked students stay unmarked", async ({ browser, baseURL }) => {
    const context = await teacherWithClass(browser, baseURL!);
    const page = await context.newPage();
    await page.goto("/attendance");
    const amani = page.getByRole("group", { name: "Attendance for Amani" });
    await expect(amani.getByRole("radio")).toHaveCount(4);
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);

    // Save with nothing marked: refused, with the screen's own message (the page answers the post itself).
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expect(page.getByRole("alert")).toHaveText("Mark at least one student before saving.");
    await expect(page).toHaveURL(/\/attendance$/);

    await amani.getByText("Late").click();
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expect(page).toHaveURL(/\/success\?saved=attendance$/);
    await expect(page.getByText("Attendance has been saved.")).toBeVisible();

    await page.goto("/attendance");
    await expect(amani.getByRole("radio", { name: "Late" })).toBeChecked();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);

    await page.getByRole("button", { name: "Mark All Present" }).click();
    // Exact: the plain form's words are the live grid's ("present", not the button's "Present").
    await expect(page.getByText("All students marked as present!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/attendance$/);
    await expect(page.getByRole("radio", { name: "Present", checked: true })).toHaveCount(3);
    await context.close();
  });

  test("a status changed in the form before the live grid's code arrives is kept, and Save sends it", async ({
    browser,
    baseURL,
  }) => {
    const context = await teacherWithClass(browser, baseURL!, true);
    const page = await context.newPage();
    // The live grid's chunk (found by its save button's tracking name) is held until the tap is made.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("attendance-save")) await held;
      await route.fulfill({ response, body });
    });
    await page.goto("/attendance");
    const classSelect = page.locator("#mark-attendance").getByLabel("Class");
    await expect(classSelect).toBeEnabled(); // the page's script runs; the grid's code is still held
    const bella = page.getByRole("group", { name: "Attendance for Bella" });
    await bella.getByText("Absent").click();
    release();
    await expect(page.getByText("Save these statuses first; then you can change the class or the date.")).toBeVisible();
    await expect(bella.getByRole("radio", { name: "Absent" })).toBeChecked();
    await expect(classSelect).toBeDisabled();
    await page.getByRole("button", { name: "Save Attendance" }).click();
    await expect(page).toHaveURL(/\/success\?saved=attendance$/);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.goto("/attendance");
    // The next visit: the live grid, with Bella's status saved.
    await expect(bella.getByRole("button", { name: "Absent", pressed: true })).toBeVisible();
    await context.close();
  });

  test("what a post made before the script did is still said once the live grid has replaced the form", async ({
    browser,
    baseURL,
  }) => {
    const context = await teacherWithClass(browser, baseURL!, true);
    const page = await context.newPage();
    // The page's code is held until the tap is made: the tap posts the plain form, as on a slow phone.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await held;
      await route.continue().catch(() => undefined); // a request the post's page load cancelled
    });
    await page.goto("/attendance", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Mark All Present" }).click();
    await page.waitForURL(/\/attendance$/, { waitUntil: "commit" });
    release();
    const amani = page.getByRole("group", { name: "Attendance for Amani" });
    await expect(amani.getByRole("button", { name: "Present", pressed: true })).toBeVisible(); // the live grid
    await expect(page.getByRole("status").getByText("All students marked as present!", { exact: true })).toBeVisible();
    await context.close();
  });

  test("with the page's script but not the live grid's yet, Mark all answers in place", async ({
    browser,
    baseURL,
  }) => {
    const context = await teacherWithClass(browser, baseURL!, true);
    const page = await context.newPage();
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // The live grid's chunk (found by its save button's tracking name) never comes.
      if (body.includes("attendance-save")) return route.abort();
      await route.fulfill({ response, body });
    });
    await page.goto("/attendance");
    await expect(page.locator("#mark-attendance").getByLabel("Class")).toBeEnabled(); // the page's script runs
    let documents = 0;
    page.on("request", (request) => void (request.resourceType() === "document" && documents++));
    await page.getByRole("button", { name: "Mark All Late" }).click();
    await expect(page.getByText("All students marked as late!", { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Late", checked: true })).toHaveCount(3);
    expect(documents).toBe(0); // sent by fetch, the page kept
    await context.close();
  });
});
