// One way to write numbers and dates per language (lib/i18n/format.ts), the same on screens, print views
// and PDFs. Kinyarwanda is written out by the module itself: Chromium has no ICU data for it and fell
// back to English ("Nov 23, 2026", "87.4") while the PDFs, made in Node, said "2026 Ugu. 23", "87,4".
import { describe, expect, it } from "vitest";
import { formatsFor } from "@/lib/i18n/format";
import { reportWords } from "@/lib/i18n/report-words";
import { gradeName, legendLine } from "@/lib/marks/grade-names.shared";
import { loadMessages } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";

const NBSP = "\u00a0";
const en = formatsFor("en");
const fr = formatsFor("fr");
const rw = formatsFor("rw");

describe("formatsFor", () => {
  it("writes numbers as each language does", () => {
    expect([en.count(1234), fr.count(1234), rw.count(1234)]).toEqual(["1,234", `1${NBSP}234`, "1.234"]);
    expect([en.score(87.4), fr.score(87.4), rw.score(87.4)]).toEqual(["87.4", "87,4", "87,4"]);
    expect([en.score(80), fr.score(80), rw.score(80)]).toEqual(["80.0", "80,0", "80,0"]);
    expect([en.decimal(74.255), fr.decimal(74.25), rw.decimal(1234.5)]).toEqual(["74.26", "74,25", "1.234,5"]);
    expect([en.decimal(28.571, 1), rw.decimal(28.571, 1)]).toEqual(["28.6", "28,6"]);
    expect([en.percent(43), fr.percent(43), rw.percent(43)]).toEqual(["43%", `43${NBSP}%`, "43%"]);
    expect([en.share(33.33), fr.share(33.33), rw.share(33.33)]).toEqual(["33.3%", `33,3${NBSP}%`, "33,3%"]);
    expect([en.distance(12.4), rw.distance(1520)]).toEqual([`12${NBSP}m`, `1,5${NBSP}km`]);
  });

  it("writes days and moments in the language, never an ISO day, never an English month in Kinyarwanda", () => {
    expect([en.day("2026-11-23"), fr.day("2026-11-23"), rw.day("2026-11-23")]).toEqual([
      "23 Nov 2026",
      "23 nov. 2026",
      "23/11/2026",
    ]);
    expect([en.weekday("2026-01-05"), fr.weekday("2026-01-05"), rw.weekday("2026-01-05")]).toEqual([
      "Mon 5 Jan 2026",
      "lun. 5 janv. 2026",
      "05/01/2026",
    ]);
    expect([en.shortDay("2026-11-23"), rw.shortDay("2026-11-23")]).toEqual(["23 Nov", "23/11"]);
    // 12:05 UTC is 14:05 in Kigali, the schools' clock.
    const instant = "2026-11-23T12:05:00Z";
    expect([en.moment(instant), fr.moment(instant), rw.moment(instant)]).toEqual([
      "23 Nov 2026, 14:05",
      "23 nov. 2026, 14:05",
      "23/11/2026 14:05",
    ]);
    expect(rw.moment(instant, "UTC")).toBe("23/11/2026 12:05");
    expect(rw.time(instant, true)).toBe("14:05:00");
    // 23:30 UTC is already the next day in Kigali.
    expect([en.dayOf("2026-11-23T23:30:00Z"), rw.dayOf("2026-11-23T23:30:00Z")]).toEqual(["24 Nov 2026", "24/11/2026"]);
    expect([en.month(1), fr.month(1), rw.month(1), rw.month(11)]).toEqual([
      "January",
      "janvier",
      "Mutarama",
      "Ugushyingo",
    ]);
    for (const text of [rw.day("2026-11-23"), rw.moment(instant), rw.month(11)])
      expect(text).not.toMatch(/Nov|Jan|[A-Z][a-z]{2}\./);
    expect(en.day("not a day")).toBe("not a day");
  });

  it("is what the print views and PDFs use, in all three languages", async () => {
    for (const locale of LOCALES) {
      const words = await reportWords(locale);
      const formats = formatsFor(locale);
      expect(words.score(87.4)).toBe(formats.score(87.4));
      expect(words.count(1234)).toBe(formats.count(1234));
      expect(words.percent(43)).toBe(formats.percent(43));
      expect(words.day("2026-01-05")).toBe(formats.weekday("2026-01-05"));
      expect(words.dateTime("2026-11-23T12:05:00Z", "Africa/Kigali")).toBe(formats.moment("2026-11-23T12:05:00Z"));
    }
  });
});

describe("grading bands in the reader's language", () => {
  it("translates the default bands and keeps a school's own names", async () => {
    const names = async (locale: (typeof LOCALES)[number]) => {
      const vocab = (await loadMessages(locale)).vocab as { grade: Record<string, string> };
      const say = (key: string) => vocab.grade[key.replace("grade.", "")];
      return [
        gradeName("Excellent", say),
        gradeName("Very good", say),
        gradeName("Needs improvement", say),
        gradeName("Top of the class", say),
        gradeName(null, say),
        legendLine("0–49 Needs improvement", say),
      ];
    };
    expect(await names("en")).toEqual([
      "Excellent",
      "Very good",
      "Needs improvement",
      "Top of the class",
      "–",
      { range: "0–49", name: "Needs improvement" },
    ]);
    expect(await names("fr")).toEqual([
      "Excellent",
      "Très bien",
      "À améliorer",
      "Top of the class",
      "–",
      { range: "0–49", name: "À améliorer" },
    ]);
    expect(await names("rw")).toEqual([
      "Indashyikirwa",
      "Byiza cyane",
      "Bikeneye kunozwa",
      "Top of the class",
      "–",
      { range: "0–49", name: "Bikeneye kunozwa" },
    ]);
  });
});

describe("Kinyarwanda screens", () => {
  it("name latitude and longitude in Kinyarwanda, not in English", async () => {
    const { $review: _review, ...messages } = (await loadMessages("rw")) as Record<string, unknown>;
    const texts: string[] = [];
    const walk = (value: unknown) =>
      typeof value === "string" ? texts.push(value) : Object.values(value as object).forEach(walk);
    walk(messages);
    expect(texts.filter((text) => /latitude|longitude/i.test(text))).toEqual([]);
  });
});
