import { expect, test, type Browser } from "@playwright/test";
import { expectAccessible, ok, schoolWithClass, signUpTeacher } from "./helpers";

// Early warning at phone size: three absences in a row show in the attendance screen's panel; a save
// that corrects one of them takes the reason away there; the student's page records a call with an
// owner and a next step, which the list then shows; resolving it records who. axe and overflow on each
// screen on the way.
async function teacherWithFlaggedStudent(browser: Browser, baseURL: string) {
  const setup = await browser.newContext({ baseURL });
  const api = setup.request;
  const { username } = await signUpTeacher(api, "risk");
  const { schoolId, classId, studentIds } = await schoolWithClass(api, {
    className: "P5",
    subjectName: "Reading",
    classRoom: "R5",
    students: ["Amani Risk", "Bella Fine"],
  });
  const [amani, bella] = studentIds;
  await ok(
    api.put(`/api/students/${amani}/guardians`, {
      data: { guardians: [{ name: "Mama Amani", relationship: "mother", phone: "0788 123 456", language: "rw" }] },
    }),
  );
  // Ten school days (the default minimum before a rate is judged), the last three absences in a row, days
  // ago (the school's today is Kigali's).
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const days = [6, 5, 4].map(day);
  for (const ago of [13, 12, 11, 10, 9, 8, 7, 6, 5, 4]) {
    const date = day(ago);
    await ok(
      api.post("/api/attendance/bulk", {
        data: {
          records: [
            { studentId: amani, classId, schoolId, date, status: days.includes(date) ? "absent" : "present" },
            { studentId: bella, classId, schoolId, date, status: "present" },
          ],
        },
      }),
    );
  }
  const storageState = await setup.storageState();
  await setup.close();
  const context = await browser.newContext({ baseURL, storageState, timezoneId: "Africa/Kigali" });
  return { context, username, days };
}

test.describe("early warning @phone", () => {
  test.setTimeout(120_000);
  test("flag on the attendance screen, correction clears the reason, an intervention with owner and next step", async ({
    browser,
    baseURL,
  }) => {
    const { context, username, days } = await teacherWithFlaggedStudent(browser, baseURL!);
    const page = await context.newPage();

    // The attendance screen's panel names the student and the reason.
    await page.goto(`/attendance`);
    const panel = page.getByRole("region", { name: "At risk in this class" });
    await expect(panel.getByText("Amani Risk")).toBeVisible();
    await expect(panel.getByText("3 absences in a row")).toBeVisible();
    await expect(panel.getByText("Bella Fine")).toHaveCount(0);
    await expectAccessible(page, "attendance with the at-risk panel", { overflow: true });

    // Correct the middle day to present on the screen: the panel drops the reason after the save.
    await page.locator("#mark-attendance").getByLabel("Date").fill(days[1]);
    const present = page.getByRole("group", { name: "Attendance for Amani Risk" }).getByRole("button", {
      name: "Present",
      exact: true,
    });
    await present.click();
    await expect(present).toHaveAttribute("aria-pressed", "true");
    await expect(panel.getByText("3 absences in a row")).toHaveCount(0);
    // Still flagged by the rate (8 present of 10 recorded days, below 85 %), so still listed.
    await expect(panel.getByText(/Attendance \d+%/)).toBeVisible();

    // The list screen and the student's page.
    await page.goto("/at-risk");
    await expect(page.getByRole("heading", { name: "Students at risk", level: 1 })).toBeVisible();
    await expect(page.getByText("1 student flagged")).toBeVisible();
    // Why a few days' rate flags nobody early in a term: the school's minimum, from its rules.
    await expect(
      page.getByText("An attendance rate is judged once the student has 10 recorded days in the window."),
    ).toBeVisible();
    await expect(page.getByLabel("Rate a student from (recorded days)")).toHaveValue("10");
    await expectAccessible(page, "the at-risk list", { overflow: true });
    await page.getByRole("link", { name: "Open Amani Risk" }).click();
    await expect(page.getByRole("heading", { name: "Amani Risk", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Attendance over the last school days" })).toBeVisible();
    await expectAccessible(page, "a student's page", { overflow: true });
    // A call starts from the guardians: the number is a tel: link.
    await expect(page.getByRole("link", { name: "Call Mama Amani on +250788123456" })).toHaveAttribute(
      "href",
      "tel:+250788123456",
    );

    // Record a call with an owner and a next step.
    const form = page.getByRole("region", { name: "Record what was done" });
    await form.getByLabel("What was done").selectOption("called-guardian");
    await form.getByLabel("Owner").selectOption({ label: username });
    await form.getByLabel("Note").fill("Mother says Amani has malaria");
    await form.getByLabel("Next step", { exact: true }).fill("Home visit");
    await form.getByLabel("Next step due on").fill(days[2]);
    await form.getByRole("button", { name: "Record" }).click();
    await expect(form.getByText("Recorded.")).toBeVisible();
    const log = page.getByRole("region", { name: "What was done" });
    await expect(log.getByText("Mother says Amani has malaria")).toBeVisible();

    // The list shows the owner and the (overdue) next step.
    await page.goto("/at-risk");
    await expect(page.getByText(`Owner: ${username}`)).toBeVisible();
    await expect(page.getByText(/Next step: Home visit/)).toBeVisible();
    await expect(page.getByText("Overdue")).toBeVisible();

    // Resolve it: who and when are recorded.
    await page.getByRole("link", { name: "Open Amani Risk" }).click();
    const resolve = page.getByRole("form", { name: "Resolve this intervention" });
    await resolve.getByLabel("Outcome").fill("Back at school on Monday");
    await resolve.getByRole("button", { name: "Resolve" }).click();
    await expect(page.getByText(new RegExp(`Resolved by ${username}`))).toBeVisible();
    await context.close();
  });
});
