// Comments cite the documents in docs/ by path and anchor (`docs/design.md#convention-6`), so a clone
// can follow every one. A citation that names a section sign without a path, an issue number (issues
// live outside the repository), or a docs/ file or anchor that does not exist fails here; so does a
// tests/ or e2e/ path that names no file (a test moved to another folder leaves no stale pointer).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOCS = path.join(ROOT, "docs");
const SCANNED_DIRS = ["app", "components", "lib", "prisma", "scripts", "tests", "e2e", "bench"];
const SKIPPED_DIRS = new Set(["node_modules", "generated", "migrations", ".next", ".data"]);
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js|prisma|css|sh)$/;
const SECTION_SIGN = "\u00a7";
const CITATION = /docs\/([\w.-]+\.md)(?:#([\w-]+))?/g;
/** A link from one document to another: `[errors](product-spec.md#errors)`. */
const DOCS_LINK = /\]\(([\w.-]+\.md)(?:#([\w-]+))?\)/g;
const ISSUE_NUMBER = /\b[Ii]ssues? #\d+/;

/** A path in tests/ or e2e/ as prose and comments name it: a file, a folder, or a `*` pattern. */
const TEST_PATH = /(?<![\w./-])((?:tests|e2e)\/[\w.*/-]*)/g;
const CODE_FILE = /^\.(ts|tsx|mts|js|mjs)$/;

function filesUnder(dirs: string[], wanted: RegExp): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (!SKIPPED_DIRS.has(name)) walk(full);
      } else if (wanted.test(name)) out.push(full);
    }
  };
  for (const dir of dirs) walk(path.join(ROOT, dir));
  return out;
}

function sourceFiles(): string[] {
  const out = filesUnder(SCANNED_DIRS, SOURCE);
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

/**
 * Every tests/ or e2e/ path one file's text names that `tree` (paths relative to the root, folders
 * with a trailing slash) lacks. `name` stands for `name.ts` or `name.test.ts`; files the run makes
 * (`e2e/.auth/`) and data files are not checked.
 */
export function missingTestPaths(text: string, tree: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const [, raw] of line.matchAll(TEST_PATH)) {
      const cited = raw.replace(/\.+$/, "");
      const extension = path.extname(cited);
      if (cited.includes("/.") || (extension && !CODE_FILE.test(extension))) continue;
      if (!namesSomething(cited, tree)) missing.push(`line ${index + 1}: ${cited} does not exist`);
    }
  });
  return missing;
}

function namesSomething(cited: string, tree: ReadonlySet<string>): boolean {
  if (!cited.includes("*")) return [cited, `${cited}/`, `${cited}.ts`, `${cited}.test.ts`].some((p) => tree.has(p));
  const pattern = cited
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*\*\//g, "\0")
    .replace(/\*/g, "[^/]*")
    .replace(/\0/g, "(?:.*/)?");
  const glob = new RegExp(`^${pattern}$`);
  return [...tree].some((p) => glob.test(p));
}

/** The files and folders under tests/ and e2e/, as citations name them. */
function testTree(): Set<string> {
  const tree = new Set<string>();
  for (const file of filesUnder(["tests", "e2e"], /./)) {
    const relative = path.relative(ROOT, file).split(path.sep).join("/");
    tree.add(relative);
    for (let dir = path.posix.dirname(relative); dir !== "."; dir = path.posix.dirname(dir)) tree.add(`${dir}/`);
  }
  return tree;
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

  it("flags a tests/ or e2e/ path that names no file or folder", () => {
    const tree = new Set(["tests/", "tests/marks/", "tests/marks/marks.test.ts", "e2e/", "e2e/helpers.ts"]);
    const named =
      "`tests/marks/marks.test.ts`, tests/marks/marks, tests/marks/, tests/marks/mark*.test.ts, e2e/helpers.ts.";
    expect(missingTestPaths(named, tree)).toEqual([]);
    expect(missingTestPaths("(e2e/.auth/admin.json) tests/**/*.test.ts", tree)).toEqual([]);
    expect(missingTestPaths("see tests/marks.test.ts\n tests/notices/*.test.ts", tree)).toEqual([
      "line 1: tests/marks.test.ts does not exist",
      "line 2: tests/notices/*.test.ts does not exist",
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

  it("every tests/ and e2e/ path named in the code, the docs and the README exists", () => {
    const tree = testTree();
    const texts = [
      ...sourceFiles().filter((file) => file !== import.meta.filename),
      ...filesUnder(SCANNED_DIRS, /\.md$/),
      path.join(ROOT, "README.md"),
      ...[...docs.keys()].map((name) => path.join(DOCS, name)),
    ];
    const problems = texts.flatMap((file) =>
      missingTestPaths(readFileSync(file, "utf8"), tree).map((p) => `${path.relative(ROOT, file)} ${p}`),
    );
    expect(problems).toEqual([]);
    expect(tree.has("tests/helpers/")).toBe(true);
  });
});
