// A queued write keeps its label as a key of `offline.label` and its values (lib/offline/queue.ts
// ItemLabel), worded when the queue is shown: every key the screens' writes use has words in every
// language, with the values those words name.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { catalogues, shapeOf } from "../i18n/catalogue";

// The screens' writes live in the features' browser files (lib/<feature>/*.client.ts).
const LIB = path.resolve(import.meta.dirname, "../../lib");
const written = readdirSync(LIB, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".client.ts"))
  .flatMap((name) =>
    [...readFileSync(path.join(LIB, name), "utf8").matchAll(/label: \{\s*key: ([^,]+),\s*values: \{([^}]*)\}/g)].map(
      (match) => ({
        keys: [...match[1].matchAll(/"(\w+)"/g)].map((key) => key[1]),
        values: [...match[2].matchAll(/(\w+):/g)].map((value) => value[1]).sort(),
      }),
    ),
  );

describe("offline queue labels", () => {
  it("the screens' writes label their items with keys", () => {
    expect(written.flatMap((label) => label.keys).sort()).toEqual([
      "attendanceMany",
      "attendanceOne",
      "marks",
      "observation",
      "report",
    ]);
  });

  it.each(LOCALES)("every label key has %s words naming exactly the values it is given", (locale) => {
    for (const { keys, values } of written) {
      for (const key of keys) {
        const words = catalogues[locale].get(`offline.label.${key}`);
        expect(words, `${locale} offline.label.${key}`).toBeDefined();
        const names = [...shapeOf(words!).names].map((name) => name.replace(/[{}]/g, "")).sort();
        expect(names, `${locale} offline.label.${key}`).toEqual(values);
      }
    }
  });
});
