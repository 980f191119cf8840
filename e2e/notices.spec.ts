import { expect, test } from "@playwright/test";
import { ACCOUNTS, expectAccessible, schoolWithClass, signIn, signUpTeacher } from "./helpers";

// Messages to families, end to end with NOTICE_PROVIDER=log (the e2e server's default): a teacher's
// absent mark tells a consenting guardian, the save says when, the dispatcher marks it sent within
// 10 s, and the notices screen shows it, in every language, with nothing serious for axe.

test.describe("messages to families @phone", () => {
  test("an absent mark tells the consenting guardian, in French, sent within 10 s; the screens say so", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // A phone in Rwanda: its today is the school's (Africa/Kigali), also when UTC is still yesterday;
    // only today's absences are news to a family.
    const teacher = await (await browser.newContext({ timezoneId: "Africa/Kigali" })).newPage();
    await signUpTeacher(teacher.request, "notices");
    const { schoolId, classId, studentIds } = await schoolWithClass(teacher.request, {
      className: "P5",
      subjectName: "Mathematics",
      classRoom: "R5",
      students: ["Aline Uwase"],
    });
    const guardians = await teacher.request.put(`/api/students/${studentIds[0]}/guardians`, {
      data: {
        guardians: [
          { name: "Jeanne Mukamana", relationship: "mother", phone: "0788123456", language: "fr", consent: true },
          { name: "Eric Habimana", relationship: "father", phone: "0788654321", language: "en", consent: false },
        ],
      },
    });
    expect(guardians.status()).toBe(200);

    const adminContext = await browser.newContext({ timezoneId: "Africa/Kigali" });
    const admin = await adminContext.newPage();
    await signIn(admin, ACCOUNTS.admin);
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto("/notices");
    // The demo data's schools and the teacher's new one: the admin picks it.
    await admin.getByLabel("School").selectOption(schoolId);
    await expect(admin.getByText("Messages to families are off for this school.")).toBeVisible();
    await admin.getByLabel("Tell families about absences").check();
    await admin.getByLabel("Minutes to wait after a save").fill("0");
    // A school never configured is quiet 20:00–06:30: off here, so the test sends at any hour.
    await expect(admin.getByLabel("Quiet hours (nothing is sent)")).toBeChecked();
    await admin.getByLabel("Quiet hours (nothing is sent)").uncheck();
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByText("Settings saved.")).toBeVisible();
    // The words that open the family's SMS are the admin's: a link is refused, a plain name is kept.
    const sender = admin.getByLabel("The name your messages open with");
    await sender.fill("GS Notices www.pay.example");
    await admin.getByRole("button", { name: "Save name" }).click();
    await expect(admin.getByText(/The SMS sender name may hold letters, digits and spaces only/)).toBeVisible();
    await sender.fill("GS Notices");
    await admin.getByRole("button", { name: "Save name" }).click();
    await expect(admin.getByText("Sender name saved.")).toBeVisible();

    await teacher.goto("/attendance");
    const absent = teacher
      .getByRole("group", { name: "Attendance for Aline Uwase" })
      .getByRole("button", { name: "Absent", exact: true });
    await absent.click();
    // With no delay the screen waits for the dispatcher and says what it did, never "will be told at".
    await expect(teacher.getByText(/1 family (was told at \d\d:\d\d\.|is being told now\.)/)).toBeVisible();
    await expect(teacher.getByText(/will be told at/)).toHaveCount(0);

    // The dispatcher (every 2 s) sends it: within 10 s it is `sent`, one notice, to the consenting guardian.
    const date = (await (await teacher.request.get(`/api/attendance/class/${classId}`)).json())[0].date.slice(0, 10);
    await expect
      .poll(
        async () =>
          (await (await teacher.request.get(`/api/notices?date=${date}&schoolId=${schoolId}`)).json()).map(
            (notice: { status: string; guardianName: string }) => `${notice.status} ${notice.guardianName}`,
          ),
        { timeout: 10_000 },
      )
      .toEqual(["sent Jeanne Mukamana"]);

    await teacher.goto("/notices");
    await expect(teacher.getByText(/Nothing leaves the server/)).toBeVisible();
    const sent = teacher.getByRole("region", { name: "Sent (1)" });
    // The French names the status as a noun; the log provider takes no reply, so no "Répondez STOP".
    await expect(sent.getByText(/^GS Notices : absence de l'élève Aline le .+ prévenez l'école\./)).toBeVisible();
    await expect(sent.getByText(/STOP/)).toHaveCount(0);
    await expect(sent.getByText(/\+250•+56/)).toBeVisible();
    await expect(teacher.getByText(/1 of 1,000 messages sent this month/)).toBeVisible();
    await expect(teacher.getByRole("button", { name: "Save settings" })).toHaveCount(0);
    await expectAccessible(teacher, "/notices, teacher");

    await admin.reload();
    await admin.getByLabel("School").selectOption(schoolId);
    await expect(admin.getByRole("region", { name: "Sent (1)" }).getByText("+250788123456")).toBeVisible();
    await expectAccessible(admin, "/notices, admin, en");
    for (const [locale, title] of [
      ["fr", "Messages aux familles"],
      ["rw", "Ubutumwa ku miryango"],
    ] as const) {
      await adminContext.addCookies([{ name: "locale", value: locale, url: new URL(admin.url()).origin }]);
      await admin.reload();
      await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(admin.locator("body")).not.toContainText("⟦");
      await expectAccessible(admin, `/notices, admin, ${locale}`);
    }
    await adminContext.close();
  });
});
