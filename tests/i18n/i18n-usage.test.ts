// Every literal key the code asks for exists in English (so in every language, by i18n-catalogues):
// `const t = useTranslations("ns")` / `await getTranslations("ns")` then `t("key")`, `t.rich("key", …)`,
// and every namespace a page hands to the browser (<ClientMessages namespaces={[…]}>). Keys built at
// run time are not seen here; the browser tests look for the ⟦…⟧ fallback instead.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogues } from "./catalogue";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIPPED = new Set(["node_modules", "generated", ".next"]);
const BINDING =
  /const\s+(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations)\(\s*(?:"([\w.]+)"|\{[^}]*namespace:\s*"([\w.]+)"[^}]*\})\s*\)/g;
const NAMESPACES_PROP = /namespaces=\{\[([^\]]*)\]\}/g;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIPPED.has(name)) out.push(...sources(full));
    } else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

const files = ["app", "components", "lib"].flatMap((dir) => sources(path.join(ROOT, dir)));
const english = catalogues.en;
const hasNamespace = (namespace: string) => [...english.keys()].some((key) => key.startsWith(`${namespace}.`));

/** The literal keys used in a file, as "namespace.key", with where they are. */
function usedKeys(text: string): { key: string; namespace: string }[] {
  const used: { key: string; namespace: string }[] = [];
  for (const binding of text.matchAll(BINDING)) {
    const [, name, plain, fromObject] = binding;
    const namespace = plain ?? fromObject;
    const call = new RegExp(`\\b${name}(?:\\.rich|\\.markup|\\.has)?\\(\\s*"([\\w.]+)"`, "g");
    for (const match of text.matchAll(call)) used.push({ namespace, key: `${namespace}.${match[1]}` });
  }
  return used;
}

describe("translation keys in the code", () => {
  it("finds the bindings and calls it checks", () => {
    const sample = `const t = useTranslations("nav"); t("logout"); t.rich("signedInAs", {});
      const tc = await getTranslations({ locale, namespace: "common" }); tc("language");`;
    expect(usedKeys(sample).map((u) => u.key)).toEqual(["nav.logout", "nav.signedInAs", "common.language"]);
  });

  it("every literal key exists in the English catalogue", () => {
    const missing: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const { key } of usedKeys(readFileSync(file, "utf8"))) {
        count++;
        if (!english.has(key)) missing.push(`${path.relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(count).toBeGreaterThan(10);
  });

  it("every namespace a page sends to the browser exists", () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, "utf8").matchAll(NAMESPACES_PROP)) {
        for (const name of match[1].matchAll(/"([\w.]+)"/g)) {
          if (!hasNamespace(name[1])) missing.push(`${path.relative(ROOT, file)}: ${name[1]}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
