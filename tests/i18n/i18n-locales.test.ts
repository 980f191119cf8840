// Which of our languages an Accept-Language header asks for (lib/i18n/locales.ts, RFC 9110 quality values).
import { describe, expect, it } from "vitest";
import { chooseLocale, isLocale, negotiateLocale } from "@/lib/i18n/locales";

describe("negotiateLocale", () => {
  it("takes the first language we have, by quality, then by order", () => {
    expect(negotiateLocale("fr")).toBe("fr");
    expect(negotiateLocale("rw")).toBe("rw");
    expect(negotiateLocale("en-US,en;q=0.9")).toBe("en");
    expect(negotiateLocale("de;q=1, fr;q=0.4, rw;q=0.8")).toBe("rw");
    expect(negotiateLocale("fr;q=0.5, rw;q=0.5")).toBe("fr");
    expect(negotiateLocale("rw;q=0.5, fr;q=0.5")).toBe("rw");
    expect(negotiateLocale("en;q=0.1, fr")).toBe("fr");
  });

  it("reads a regional tag as its language, in any case", () => {
    expect(negotiateLocale("fr-RW")).toBe("fr");
    expect(negotiateLocale("rw-RW,en;q=0.5")).toBe("rw");
    expect(negotiateLocale("FR-be")).toBe("fr");
    expect(negotiateLocale("en-GB;q=0.2, fr-CA;q=0.9")).toBe("fr");
  });

  it("skips a language refused with q=0 or with a quality that is not a number", () => {
    expect(negotiateLocale("fr;q=0, rw;q=0.3")).toBe("rw");
    expect(negotiateLocale("fr;q=0")).toBeNull();
    expect(negotiateLocale("fr;q=0.5.1, en;q=0.2")).toBe("en");
  });

  it("is null when the header names none of ours, or none at all", () => {
    expect(negotiateLocale("de-DE, sw;q=0.8, *;q=0.1")).toBeNull();
    expect(negotiateLocale("")).toBeNull();
    expect(negotiateLocale(null)).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
  });

  it("never throws on garbage, and reads no further than its first 512 characters", () => {
    for (const header of [",,,", ";;;q=", "q=1", "🇫🇷", "fr;q=1;q=0", "-", "\u0000fr", "*"]) {
      expect(() => negotiateLocale(header)).not.toThrow();
    }
    expect(negotiateLocale(",,, ;q=0.5, fr")).toBe("fr");
    expect(negotiateLocale(`${"x-long-tag;q=0.9, ".repeat(40)}fr`)).toBeNull();
  });
});

describe("isLocale", () => {
  it("accepts exactly en, fr and rw", () => {
    expect(["en", "fr", "rw"].every(isLocale)).toBe(true);
    for (const value of ["EN", "fr-RW", "de", "", null, 1, undefined]) expect(isLocale(value)).toBe(false);
  });
});

describe("chooseLocale: the one order of screens and PDFs", () => {
  it("takes the saved choice, else the cookie, else Accept-Language, else English", () => {
    expect(chooseLocale("rw", "fr", "fr")).toBe("rw");
    expect(chooseLocale(undefined, "fr", "rw")).toBe("fr");
    expect(chooseLocale(undefined, "de", "rw;q=0.5, en;q=0.4")).toBe("rw");
    expect(chooseLocale(undefined, undefined, "de")).toBe("en");
    expect(chooseLocale(undefined, undefined, null)).toBe("en");
  });
});
