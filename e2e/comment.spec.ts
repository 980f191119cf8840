import { expect, test, type Page } from "@playwright/test";
import { STATE } from "./helpers";

const GPS_MESSAGE = "GPS location is required. Please capture your location before submitting.";
const KIGALI = { latitude: -1.9536, longitude: 30.0606, accuracy: 15 };

interface CommentRead {
  successStory: string;
  challenge: string;
  numberOfStudents: number;
  className: string;
  subjectName: string;
  teacherId: { username: string; role: string };
  schoolId: { name: string };
  gpsLocation: {
    source: string;
    coordinates: { latitude: number; longitude: number; accuracy: number | null };
    address: { fullAddress: string; city: string; state: string; country: string };
  };
}

/** Reads GET /api/comments/admin/all as the demo admin and finds the report by its success story. */
async function adminFinds(page: Page, successStory: string): Promise<CommentRead | undefined> {
  const context = await page
    .context()
    .browser()!
    .newContext({ storageState: STATE.admin, baseURL: test.info().project.use.baseURL });
  try {
    const response = await context.request.get("/api/comments/admin/all");
    expect(response.status()).toBe(200);
    const all = (await response.json()) as CommentRead[];
    return all.find((c) => c.successStory === successStory);
  } finally {
    await context.close();
  }
}

const submit = (page: Page) => page.getByRole("button", { name: "Submit Daily Report" });
/** A field's message sits beside the field (its accessible description), not in a banner. */
const formError = (page: Page, message: string) => page.locator("form").getByText(message, { exact: true });

test.describe("daily class report with GPS granted @phone", () => {
  test.use({ storageState: STATE.teacher, geolocation: KIGALI, permissions: ["geolocation"] });

  test("the form validates in the spec's order, files the report and lands on /success; the admin sees it", async ({
    page,
  }) => {
    await page.goto("/comment");
    await expect(page.getByRole("heading", { level: 1, name: "Daily report" })).toBeVisible();
    await expect(page.getByLabel("Class")).toBeDisabled();
    await expect(page.getByLabel("Subject")).toBeDisabled();
    await expect(page.getByLabel("Date")).toHaveValue(
      await page.evaluate(() =>
        new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10),
      ),
    );

    // The teacher sees what will be sent: accuracy and the address from our own /api/geocode.
    const gps = page.getByRole("region", { name: "GPS Location" });
    await expect(gps.getByText("Location captured")).toBeVisible();
    await expect(gps.getByText("± 15 m")).toBeVisible();
    await expect(gps.getByText("-1.953600, 30.060600")).toBeVisible();
    await expect(gps.getByText("Gasabo, Kigali, Kigali City, Rwanda")).toBeVisible();
    await expect(page.getByText(GPS_MESSAGE)).toHaveCount(0);

    await submit(page).click();
    await expect(formError(page, "Please select a school")).toBeVisible();

    await expect(page.getByLabel("School")).toHaveAccessibleDescription("Please select a school");
    await page.getByLabel("School").selectOption({ label: "Green Hills Primary School" });
    // Fixed: the message beside the field goes at once.
    await expect(formError(page, "Please select a school")).toHaveCount(0);
    await expect(page.getByLabel("Class")).toBeEnabled();
    await expect(page.getByLabel("Class").locator("option")).toContainText([
      "Select a class",
      "P4 A - Mathematics",
      "P5 B - English",
      "P6 A - Science",
    ]);
    await submit(page).click();
    await expect(formError(page, "Please select a class")).toBeVisible();

    await page.getByLabel("Class").selectOption({ label: "P4 A - Mathematics" });
    await expect(page.getByLabel("Subject")).toHaveValue("Mathematics");
    await page.getByLabel("Subject").selectOption("");
    await submit(page).click();
    await expect(formError(page, "Please select a subject")).toBeVisible();

    await page.getByLabel("Subject").selectOption("Mathematics");
    await submit(page).click();
    await expect(formError(page, "Number of students must be greater than 0")).toBeVisible();
    await expect(page.getByLabel("Number of students")).toHaveAttribute("min", "1");
    await page.getByLabel("Number of students").fill("0");
    await submit(page).click();
    await expect(formError(page, "Number of students must be greater than 0")).toBeVisible();

    const story = `Fractions went well ${Date.now()}`;
    await page.getByLabel("Number of students").fill("27");
    await page.getByLabel("Success story").fill(`  ${story}  `);
    await page.getByLabel("Challenge").fill("Two learners were late.");
    await submit(page).click();
    await expect(page.getByText("Daily report submitted successfully! Redirecting...")).toBeVisible();
    await expect(submit(page)).toBeDisabled();
    await expect(page).toHaveURL(/\/success\?saved=report$/);
    await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
    await expect(page.getByText("Your daily report has been submitted. Thank you!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Submit Another Daily Report" })).toHaveAttribute("href", "/comment");
    await expect(page.getByRole("link", { name: "Take Attendance" })).toHaveAttribute("href", "/attendance");

    const saved = await adminFinds(page, story);
    expect(saved).toMatchObject({
      challenge: "Two learners were late.",
      numberOfStudents: 27,
      className: "P4 A",
      subjectName: "Mathematics",
      teacherId: { username: "teacher", role: "teacher" },
      schoolId: { name: "Green Hills Primary School" },
      gpsLocation: {
        source: "gps",
        coordinates: { latitude: KIGALI.latitude, longitude: KIGALI.longitude, accuracy: 15 },
        address: {
          fullAddress: "Gasabo, Kigali, Kigali City, Rwanda",
          city: "Kigali",
          state: "Kigali City",
          country: "Rwanda",
        },
      },
    });
  });

  test("choosing another school clears the class and subject; 'Update Location' captures again", async ({
    page,
    context,
  }) => {
    await page.goto("/main/comment");
    await page.getByLabel("School").selectOption({ label: "Green Hills Primary School" });
    await page.getByLabel("Class").selectOption({ label: "P5 B - English" });
    await expect(page.getByLabel("Subject")).toHaveValue("English");
    await page.getByLabel("School").selectOption("");
    await expect(page.getByLabel("Class")).toHaveValue("");
    await expect(page.getByLabel("Subject")).toHaveValue("");
    await expect(page.getByLabel("Class")).toBeDisabled();

    const gps = page.getByRole("region", { name: "GPS Location" });
    await expect(gps.getByText("± 15 m")).toBeVisible();
    await context.setGeolocation({ latitude: -1.95, longitude: 30.1, accuracy: 1500 });
    await gps.getByRole("button", { name: "Update Location" }).click();
    await expect(gps.getByText("± 1.5 km")).toBeVisible();
    await expect(gps.getByText("-1.950000, 30.100000")).toBeVisible();
  });
});

test.describe("daily class report without location permission @phone", () => {
  test.use({ storageState: STATE.teacher });

  test("the GPS error shows with a retry hint and submit stays disabled", async ({ page }) => {
    await page.goto("/comment");
    const gps = page.getByRole("region", { name: "GPS Location" });
    await expect(gps.getByRole("alert")).toContainText(/GPS Error: .+/);
    await expect(gps.getByText(/set Location to Allow, then tap Try Again/)).toBeVisible();
    await expect(gps.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(page.getByText(GPS_MESSAGE)).toBeVisible();
    await page.getByLabel("School").selectOption({ label: "Green Hills Primary School" });
    await page.getByLabel("Class").selectOption({ label: "P4 A - Mathematics" });
    await page.getByLabel("Number of students").fill("20");
    await expect(submit(page)).toBeDisabled();
    // Enter in a field does not submit past the disabled button either.
    await page.getByLabel("Number of students").press("Enter");
    await expect(page).toHaveURL(/\/comment$/);
    await expect(page.getByText("Daily report submitted successfully! Redirecting...")).toHaveCount(0);
  });
});

test.describe("daily class report with the geocoder down @phone", () => {
  // The e2e geocoder stand-in answers 500 for latitude 0.
  test.use({
    storageState: STATE.teacher2,
    geolocation: { latitude: 0, longitude: 0, accuracy: 30 },
    permissions: ["geolocation"],
  });

  test("the report still saves, with the 'Unknown …' fallbacks", async ({ page }) => {
    await page.goto("/comment");
    const gps = page.getByRole("region", { name: "GPS Location" });
    await expect(gps.getByText("Unknown Address")).toBeVisible();
    await page.getByLabel("School").selectOption({ label: "Lakeside Secondary School" });
    await page.getByLabel("Class").selectOption({ label: "S1 - Biology" });
    await page.getByLabel("Number of students").fill("31");
    const story = `Microscopes at last ${Date.now()}`;
    await page.getByLabel("Success story").fill(story);
    await submit(page).click();
    await expect(page).toHaveURL(/\/success\?saved=report$/);

    const saved = await adminFinds(page, story);
    expect(saved?.gpsLocation).toMatchObject({
      coordinates: { latitude: 0, longitude: 0, accuracy: 30 },
      address: {
        fullAddress: "Unknown Address",
        city: "Unknown City",
        state: "Unknown State",
        country: "Unknown Country",
      },
    });
    expect(saved).toMatchObject({
      teacherId: { username: "teacher2" },
      schoolId: { name: "Lakeside Secondary School" },
    });
  });
});

test.describe("a new teacher with no school @phone", () => {
  test.use({ storageState: { cookies: [], origins: [] }, geolocation: KIGALI, permissions: ["geolocation"] });

  test("sees the 'no schools' empty state with a way to the attendance page", async ({ page }) => {
    const username = `e2e_nosch_${Date.now()}`;
    const signup = await page.request.post("/api/auth/signup", {
      data: { username, email: `${username}@example.test`, password: "blue-bicycle-7" },
    });
    expect(signup.status()).toBe(201);
    await page.goto("/comment");
    await expect(
      page.getByText("No schools available. Please create a school first in the Attendance page."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Attendance page" })).toHaveAttribute("href", "/attendance");
    await expect(page.getByLabel("School")).toBeDisabled();
  });
});
