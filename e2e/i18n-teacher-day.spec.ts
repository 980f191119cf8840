import { expect, test, type Page } from "@playwright/test";
import { STATE } from "./helpers";

// The teacher's daily screens in French and Kinyarwanda (the browser's Accept-Language; the demo
// teacher has no saved choice): every word from the catalogue, no ⟦missing key⟧, no English left.
const KIGALI = { latitude: -1.9536, longitude: 30.0606, accuracy: 15 };

const LANGUAGES = [
  {
    locale: "fr-FR",
    report: "Rapport du jour",
    gps: "Position GPS",
    captured: "Position relevée",
    attendance: "Présences",
    markAll: "Marquer tous les élèves",
    save: "Enregistrer les présences",
    statistics: "Statistiques",
    overall: "Statistiques générales",
    submissions: "Mes envois",
    success: "Succès !",
  },
  {
    locale: "rw",
    report: "Raporo y'umunsi",
    gps: "Aho uherereye (GPS)",
    captured: "Aho uherereye habonetse",
    attendance: "Ubwitabire",
    markAll: "Andika abanyeshuri bose",
    save: "Bika ubwitabire",
    statistics: "Imibare",
    overall: "Imibare rusange",
    submissions: "Ibyo nohereje",
    success: "Byagenze neza!",
  },
] as const;

// English the screens showed before; none of it may be left on a translated screen.
const ENGLISH = [
  "Submit Daily Report",
  "Number of students",
  "Success story",
  "Location captured",
  "Save Attendance",
  "Not marked",
  "Mark All",
  "Take attendance",
  "Overall Statistics",
  "Attendance days",
  "Marks entries",
  "Thank you",
];

async function expectTranslated(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text).not.toContain("⟦");
  for (const english of ENGLISH) expect(text, english).not.toContain(english);
}

for (const language of LANGUAGES) {
  test.describe(`the teacher's day in ${language.locale} @phone`, () => {
    test.use({
      storageState: STATE.teacher,
      locale: language.locale,
      geolocation: KIGALI,
      permissions: ["geolocation"],
    });

    test("daily report, attendance with its statistics, my submissions and the success page", async ({ page }) => {
      await page.goto("/comment");
      await expect(page.getByRole("heading", { level: 1, name: language.report })).toBeVisible();
      await expect(page.getByRole("region", { name: language.gps }).getByText(language.captured)).toBeVisible();
      await expectTranslated(page);

      await page.goto("/attendance");
      await expect(page.getByRole("heading", { level: 1, name: language.attendance })).toBeVisible();
      await expect(page.getByRole("group", { name: language.markAll })).toBeVisible();
      await expect(page.getByRole("button", { name: language.save })).toBeVisible();
      await page.getByText(language.statistics, { exact: true }).click();
      await expect(page.getByRole("heading", { name: language.overall })).toBeVisible();
      await expectTranslated(page);

      await page.goto("/my-submissions");
      await expect(page.getByRole("heading", { level: 1, name: language.submissions })).toBeVisible();
      await expectTranslated(page);

      await page.goto("/success?saved=report");
      await expect(page.getByRole("heading", { level: 1, name: language.success })).toBeVisible();
      await expectTranslated(page);
    });
  });
}
