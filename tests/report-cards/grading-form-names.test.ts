import { describe, expect, it } from "vitest";
import { bandsFormText, bandsOfFormText, storedBandName } from "@/lib/marks/grade-names.shared";
import { loadMessages } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { DEFAULT_BANDS } from "@/lib/marks/grading-math";

// The grading form showed the five default band names in English on the French and Kinyarwanda screens.
// It shows them in the reader's language, and what it sends back keeps them defaults (stored in English,
// shown to each reader in theirs); a school's own names go through as typed.
const vocabOf = async (locale: (typeof LOCALES)[number]) => {
  const grade = ((await loadMessages(locale)).vocab as { grade: Record<string, string> }).grade;
  return (key: string) => grade[key.replace("grade.", "")];
};

describe("the grading form's band names", () => {
  it("shows the default bands in French and Kinyarwanda", async () => {
    expect(bandsFormText(DEFAULT_BANDS, await vocabOf("fr"))).toBe(
      "80 Excellent\n70 Très bien\n60 Bien\n50 Satisfaisant\n0 À améliorer",
    );
    expect(bandsFormText(DEFAULT_BANDS, await vocabOf("rw"))).toBe(
      "80 Indashyikirwa\n70 Byiza cyane\n60 Byiza\n50 Biringaniye\n0 Bikeneye kunozwa",
    );
    expect(bandsFormText(DEFAULT_BANDS, await vocabOf("en"))).toBe(
      "80 Excellent\n70 Very good\n60 Good\n50 Satisfactory\n0 Needs improvement",
    );
  });

  it.each(LOCALES)("in %s, the form's text saved as it stands gives back the defaults", async (locale) => {
    const vocab = await vocabOf(locale);
    expect(bandsOfFormText(bandsFormText(DEFAULT_BANDS, vocab), vocab)).toEqual(DEFAULT_BANDS);
  });

  it("keeps a school's own names, mixed with defaults, and leaves a bad line for the server to refuse", async () => {
    const fr = await vocabOf("fr");
    expect(bandsOfFormText("85 Très bien\n 40   Passable \n\n0 Needs improvement\nnot a band", fr)).toEqual([
      { min: 85, label: "Very good" },
      { min: 40, label: "Passable" },
      // An English default typed on the French form is a default too.
      { min: 0, label: "Needs improvement" },
      { min: -1, label: "not a band" },
    ]);
    expect(storedBandName("Top of the class", fr)).toBe("Top of the class");
  });
});
