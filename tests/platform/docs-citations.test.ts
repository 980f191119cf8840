// Comments cite the documents in docs/ by path and anchor (`docs/design.md#convention-6`), so a clone
// can follow every one. A citation that names a section sign without a path, an issue number (issues
// live outside the repository), or a docs/ file or anchor that does not exist fails here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const DOCS = path.join(ROOT, "docs");
const SCANNED_DIRS = ["app", "components", "lib", "prisma", "scripts", "tests", "e2e", "bench"];
const SKIPPED_DIRS = new Set(["node_modules", "generated", "migrations", ".next", ".data"]);
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js|prisma|css|sh)$/;
const SECTION_SIGN = "\u00a7";
const CITATION = /docs\/([\w.-]+\.md)(?:#([\w-]+))?/g;
/** A link from one document to another: `[errors](product-spec.md#errors)`. */
const DOCS_LINK = /\]\(([\w.-]+\.md)(?:#([\w-]+))?\)/g;
const ISSUE_NUMBER = /\b[Ii]ssues? #\d+/;

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (!SKIPPED_DIRS.has(name)) walk(full);
      } else if (SOURCE.test(name)) out.push(full);
    }
  };
  for (const dir of SCANNED_DIRS) walk(path.join(ROOT, dir));
  for (const name of readdirSync(ROOT)) if (SOURCE.test(name)) out.push(path.join(ROOT, name));
  return out.sort();
}

/** The anchors of one document: its explicit `<a id="...">` tags, the only anchors code may cite. */
export function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]));
}

/** Every dangling citation in one file's text, as `line: what is wrong`. */
export function danglingCitations(
  text: string,
  docs: Map<string, Set<string>>,
  { inDocs = false, pathsOnly = false } = {},
): string[] {
  const problems: string[] = [];
  text.split("\n").forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (!pathsOnly && line.includes(SECTION_SIGN))
      problems.push(`${at}: a section sign instead of docs/<file>.md#<anchor>`);
    if (!pathsOnly && ISSUE_NUMBER.test(line))
      problems.push(`${at}: an issue number instead of docs/<file>.md#<anchor>`);
    const citations = [...line.matchAll(CITATION), ...(inDocs ? line.matchAll(DOCS_LINK) : [])];
    for (const [, file, anchor] of citations) {
      const anchors = docs.get(file);
      if (!anchors) problems.push(`${at}: docs/${file} does not exist`);
      else if (anchor && !anchors.has(anchor)) problems.push(`${at}: docs/${file} has no anchor #${anchor}`);
    }
  });
  return problems;
}

const docs = new Map(
  readdirSync(DOCS)
    .filter((name) => name.endsWith(".md"))
    .map((name) => [name, anchorsOf(readFileSync(path.join(DOCS, name), "utf8"))] as const),
);

describe("citations of docs/", () => {
  it("flags a section sign, an issue number, a missing document and a missing anchor", () => {
    const known = new Map([["design.md", new Set(["convention-6"])]]);
    expect(danglingCitations(`// see docs/design.md#convention-6`, known)).toEqual([]);
    expect(danglingCitations(`// spec ${SECTION_SIGN}2`, known)).toHaveLength(1);
    expect(danglingCitations(`// (issue #8)`, known)).toHaveLength(1);
    expect(danglingCitations(`// docs/nowhere.md#x`, known)).toEqual(["line 1: docs/nowhere.md does not exist"]);
    expect(danglingCitations(`\n// docs/design.md#convention-60`, known)).toEqual([
      "line 2: docs/design.md has no anchor #convention-60",
    ]);
    expect(danglingCitations(`[six](design.md#convention-6) [x](design.md#nope)`, known, { inDocs: true })).toEqual([
      "line 1: docs/design.md has no anchor #nope",
    ]);
  });

  it("every document has anchors and no two sections of one document share an anchor", () => {
    for (const name of docs.keys()) {
      const text = readFileSync(path.join(DOCS, name), "utf8");
      const ids = [...text.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]);
      expect(ids.length, name).toBeGreaterThan(0);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });

  it("every citation in the code, the docs and the README's docs/ paths resolves", () => {
    // This file names the patterns it looks for.
    const files = sourceFiles().filter((file) => file !== import.meta.filename);
    const problems = files.flatMap((file) =>
      danglingCitations(readFileSync(file, "utf8"), docs).map((p) => `${path.relative(ROOT, file)} ${p}`),
    );
    // The README is prose shared by every change: only its docs/ paths must resolve.
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    problems.push(...danglingCitations(readme, docs, { pathsOnly: true }).map((p) => `README.md ${p}`));
    for (const name of docs.keys()) {
      const text = readFileSync(path.join(DOCS, name), "utf8");
      problems.push(...danglingCitations(text, docs, { inDocs: true }).map((p) => `docs/${name} ${p}`));
    }
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});
