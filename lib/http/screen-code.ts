// The script files of the screen most people open right after signing in (the daily report form), as
// this build named them, so the sign-in page can fetch them while the teacher types
// (components/auth/prefetch-code.tsx). On a slow phone that code is the wait between signing in and
// a form that can be used (docs/performance.md#slow-3g).
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface BuiltPage {
  /** Its folder under `<distDir>/server`. */
  folder: string[];
  /** How the manifest's `entryJSFiles` key for the page ends. */
  entry: string;
}

const DAILY_REPORT: BuiltPage = { folder: ["app", "(app)", "comment"], entry: "app/(app)/comment/page" };

let dailyReport: readonly string[] | undefined;

/** `/_next/static/…` paths; empty in development, or if this build keeps no manifest where Next puts it. */
export function dailyReportCode(): readonly string[] {
  dailyReport ??=
    process.env.NODE_ENV === "production"
      ? // The build folder is read at run time, never bundled: not a file to trace into the server's output.
        pageScripts(join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR ?? ".next"), DAILY_REPORT)
      : [];
  return dailyReport;
}

/**
 * Reads the page's client manifest (`<distDir>/server/<page>_client-reference-manifest.js`, a script that
 * assigns one JSON object): its `entryJSFiles` lists each segment's scripts, the page's own entry last.
 * Only plain `static/…js` names are taken (they go into the page as links); anything unreadable gives none.
 */
export function pageScripts(distDir: string, page: BuiltPage): string[] {
  try {
    const text = readFileSync(join(distDir, "server", ...page.folder, "page_client-reference-manifest.js"), "utf8");
    const json = text.slice(text.indexOf("= {") + 2).replace(/;\s*$/, "");
    const manifest = JSON.parse(json) as { entryJSFiles?: Record<string, unknown> };
    const key = Object.keys(manifest.entryJSFiles ?? {}).find((name) => name.endsWith(page.entry));
    const files = key ? manifest.entryJSFiles![key] : [];
    return Array.isArray(files)
      ? files
          .filter((path): path is string => typeof path === "string" && /^static\/[^\s"'<>?#\\]+\.js$/.test(path))
          .map((path) => `/_next/${path}`)
      : [];
  } catch {
    return [];
  }
}
