import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageScripts } from "@/lib/http/screen-code";

const PAGE = { folder: ["app", "(app)", "comment"], entry: "app/(app)/comment/page" };
const dirs: string[] = [];

/** A build folder whose daily report page has this client manifest text. */
function build(manifest: string): string {
  const dist = mkdtempSync(join(tmpdir(), "screen-code-"));
  dirs.push(dist);
  const folder = join(dist, "server", ...PAGE.folder);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "page_client-reference-manifest.js"), manifest);
  return dist;
}
const assigning = (entryJSFiles: Record<string, unknown>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/(app)/comment/page"] = ${JSON.stringify({ moduleLoading: { prefix: "" }, entryJSFiles })};\n`;

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the daily report's script files, read from the build (lib/http/screen-code.ts)", () => {
  it("takes the page's own entry (Turbopack's key), not its layouts'", () => {
    const dist = build(
      assigning({
        "[project]/app/layout": ["static/chunks/root.js"],
        "[project]/app/(app)/layout": ["static/chunks/root.js", "static/chunks/shell.js"],
        "[project]/app/(app)/comment/page": [
          "static/chunks/root.js",
          "static/chunks/shell.js",
          "static/chunks/form.js",
        ],
      }),
    );
    expect(pageScripts(dist, PAGE)).toEqual([
      "/_next/static/chunks/root.js",
      "/_next/static/chunks/shell.js",
      "/_next/static/chunks/form.js",
    ]);
  });

  it("reads webpack's key and file names too (folders in parentheses)", () => {
    const dist = build(
      assigning({ "/srv/app/app/(app)/comment/page": ["static/chunks/app/(app)/comment/page-1a2b.js"] }),
    );
    expect(pageScripts(dist, PAGE)).toEqual(["/_next/static/chunks/app/(app)/comment/page-1a2b.js"]);
  });

  it("leaves out anything that is not a plain script path, and gives none for a missing or broken manifest", () => {
    const dist = build(
      assigning({
        "[project]/app/(app)/comment/page": [
          'static/chunks/a.js"><script>alert(1)</script>',
          "https://elsewhere.test/static/x.js",
          "static/chunks/style.css",
          7,
          "static/chunks/ok.js",
        ],
      }),
    );
    expect(pageScripts(dist, PAGE)).toEqual(["/_next/static/chunks/ok.js"]);
    expect(pageScripts(join(dist, "nowhere"), PAGE)).toEqual([]);
    expect(pageScripts(build("globalThis.x = {not json"), PAGE)).toEqual([]);
    expect(pageScripts(build(assigning({ "[project]/app/(app)/marks/page": ["static/chunks/m.js"] })), PAGE)).toEqual(
      [],
    );
  });
});
