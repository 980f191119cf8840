// The three catalogues (messages/*.json) must say the same things: a key English has is in every
// language, no language has a key English lacks, every message compiles, and a translation uses the
// same arguments and tags as the English one. Kinyarwanda has no CLDR plural rules, so its plurals
// may only use exact forms (=0, =1, …) and `other`.
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { catalogues, readCatalogue, shapeOf } from "./catalogue";

const english = catalogues.en;
const others = LOCALES.filter((l) => l !== "en");

describe("message catalogues", () => {
  it("English has messages in every base namespace", () => {
    for (const namespace of ["common", "nav", "errors"]) {
      expect(
        [...english.keys()].some((key) => key.startsWith(`${namespace}.`)),
        namespace,
      ).toBe(true);
    }
  });

  it.each(others)("%s has every key English has, and no other", (locale) => {
    const keys = [...catalogues[locale].keys()];
    expect([...english.keys()].filter((key) => !catalogues[locale].has(key))).toEqual([]);
    expect(keys.filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(LOCALES)("every %s message compiles and is not empty", (locale) => {
    for (const [key, text] of catalogues[locale]) {
      expect(text.trim(), key).not.toBe("");
      expect(() => shapeOf(text), `${locale} ${key}`).not.toThrow();
    }
  });

  it.each(others)("%s uses the same arguments and tags as English", (locale) => {
    for (const [key, text] of english) {
      const translated = catalogues[locale].get(key);
      if (translated === undefined) continue;
      expect([...shapeOf(translated).names].sort(), `${locale} ${key}`).toEqual([...shapeOf(text).names].sort());
    }
  });

  it("Kinyarwanda plurals use only exact forms and other", () => {
    for (const [key, text] of catalogues.rw) {
      for (const options of shapeOf(text).pluralOptions) {
        expect(
          options.filter((option) => option !== "other" && !/^=\d+$/.test(option)),
          key,
        ).toEqual([]);
        expect(options, key).toContain("other");
      }
    }
  });

  it("every mark for a Kinyarwanda reviewer names a message that exists", () => {
    const marks = readCatalogue("rw").$review;
    expect(typeof marks).toBe("object");
    for (const [path, note] of Object.entries(marks as Record<string, string>)) {
      expect(catalogues.rw.has(path.replaceAll("/", ".")), path).toBe(true);
      expect(note.trim(), path).not.toBe("");
    }
  });

  it("no key contains a dot (next-intl reads dots as nesting)", () => {
    for (const locale of LOCALES) {
      const walk = (tree: object, trail: string) => {
        for (const [key, value] of Object.entries(tree)) {
          if (trail === "" && key === "$review") continue;
          expect(key.includes("."), `${locale} ${trail}${key}`).toBe(false);
          if (typeof value === "object") walk(value as object, `${trail}${key}/`);
        }
      };
      walk(readCatalogue(locale), "");
    }
  });
});

describe("the shape reader", () => {
  it("finds arguments, tags and plural forms, and fails on broken syntax", () => {
    const shape = shapeOf("Hi <b>{name}</b>, {count, plural, =0 {none} one {# x} other {# y {extra}}}");
    expect([...shape.names].sort()).toEqual(["<b>", "{count}", "{extra}", "{name}"]);
    expect(shape.pluralOptions).toEqual([["=0", "one", "other"]]);
    expect([...shapeOf("{username}").names]).toEqual(["{username}"]);
    expect(() => shapeOf("{broken")).toThrow();
  });
});
