import { expect, test } from "@playwright/test";
import { expectAccessible, field, issuedCard, seededYear, STATE } from "./helpers";

test.describe("checking a printed report card @phone", () => {
  test("a teacher prints a card; signed out, its code typed and its QR's URL both say Valid", async ({ browser }) => {
    const teacher = await browser.newContext({ storageState: STATE.teacher });
    const page = await teacher.newPage();
    await page.goto("/report-cards");
    await field(page, "Class").selectOption({ label: "P6 A" });
    await field(page, "Academic year").selectOption(seededYear());
    await field(page, "Term").selectOption({ label: "First Term" });
    await field(page, "Student").selectOption({ index: 1 });
    const student = (await field(page, "Student").locator("option:checked").textContent())!.trim();

    const block = page.getByRole("region", { name: "Check this report card" });
    await expect(block.getByRole("img", { name: "QR code of the page that checks this report card" })).toBeVisible();
    const codeLine = block.getByText(/^Code: [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(codeLine).toBeVisible();
    const code = (await codeLine.textContent())!.replace("Code: ", "");
    // On paper too: the code and its QR are printed with the card.
    await page.emulateMedia({ media: "print" });
    await expect(codeLine).toBeVisible();
    await expect(block.getByRole("img")).toBeVisible();
    // Teachers cannot withdraw a code (admins can).
    await expect(block.getByRole("button", { name: "Withdraw this code" })).toHaveCount(0);
    await teacher.close();

    const anyone = await browser.newContext();
    const phone = await anyone.newPage();
    await phone.goto("/verify");
    await expect(phone).toHaveURL(/\/verify$/);
    await phone.getByLabel("Code on the card").fill(code.toLowerCase().replaceAll("-", " "));
    await phone.getByRole("button", { name: "Check" }).click();
    await expect(phone.getByRole("heading", { level: 2, name: "Valid" })).toBeVisible();
    await expect(phone.getByText(student, { exact: true })).toBeVisible();
    await expect(phone.getByText(code, { exact: true })).toBeVisible();

    // The QR code's URL (the code and the full signature), opened as a phone's camera would.
    const issued = await issuedCard(browser);
    await phone.goto(issued.url);
    await expect(phone.getByRole("heading", { level: 2, name: "Valid" })).toBeVisible();
    await expect(phone.getByText(issued.studentName, { exact: true })).toBeVisible();

    await phone.goto(`/verify/${code.slice(0, -1)}${code.endsWith("Z") ? "Y" : "Z"}`);
    await expect(phone.getByRole("heading", { level: 2, name: "Not valid" })).toBeVisible();
    await anyone.close();
  });

  test("an admin withdraws a code; the code then says Not valid and the card has a new one", async ({ browser }) => {
    const admin = await browser.newContext({ storageState: STATE.admin });
    const page = await admin.newPage();
    await page.goto("/report-cards");
    await field(page, "Class").selectOption({ label: "P6 A (Green Hills Primary School)" });
    await field(page, "Academic year").selectOption(seededYear());
    await field(page, "Term").selectOption({ label: "First Term" });
    await field(page, "Student").selectOption({ index: 2 });
    const block = page.getByRole("region", { name: "Check this report card" });
    const codeLine = block.getByText(/^Code: /);
    const code = (await codeLine.textContent())!.replace("Code: ", "");
    await block.getByRole("button", { name: "Withdraw this code" }).click();
    const dialog = page.getByRole("dialog", { name: `Withdraw code ${code}?` });
    await dialog.getByRole("button", { name: "Withdraw the code" }).click();
    await expect(page.getByText(`Code ${code} withdrawn. Print the card again for a new code.`)).toBeVisible();
    await expect(codeLine).not.toHaveText(`Code: ${code}`);
    await admin.close();

    const anyone = await browser.newContext();
    const phone = await anyone.newPage();
    await phone.goto(`/verify/${code}`);
    await expect(phone.getByRole("heading", { level: 2, name: "Not valid" })).toBeVisible();
    await expect(phone.getByText(/The school withdrew this report card on /)).toBeVisible();
    await anyone.close();
  });

  test("a mark edited after printing: the code says Changed since, today's figure beside the signed one", async ({
    browser,
  }) => {
    const issued = await issuedCard(browser);
    const teacher = await browser.newContext({ storageState: STATE.teacher });
    const marks = (await (
      await teacher.request.get(
        `/api/marks/class/${issued.classId}?academicYear=${issued.academicYear}&academicTerm=FIRST_TERM&examType=BEGINNING_TERM`,
      )
    ).json()) as { _id: string; studentId: { _id: string }; totalMarks: number; maxMarks: number }[];
    const mark = marks.find((one) => one.studentId._id === issued.studentId)!;
    const edited = mark.totalMarks === mark.maxMarks ? mark.totalMarks - 1 : mark.totalMarks + 1;
    expect((await teacher.request.put(`/api/marks/${mark._id}`, { data: { totalMarks: edited } })).status()).toBe(200);
    try {
      const anyone = await browser.newContext();
      const phone = await anyone.newPage();
      await phone.goto(issued.url);
      await expect(phone.getByRole("heading", { level: 2, name: "Changed since" })).toBeVisible();
      await expect(phone.getByText(/^Today: /).first()).toBeVisible();
      await expectAccessible(phone, "a changed card's verify page");
      await anyone.close();
    } finally {
      await teacher.request.put(`/api/marks/${mark._id}`, { data: { totalMarks: mark.totalMarks } });
      await teacher.close();
    }
  });
});
