/**
 * Fails when a teacher screen's first-load JavaScript is over budget (gzipped), reading Next's build
 * output in NEXT_DIST_DIR (default .next). Run after `next build`.
 *
 * First-load JS of an App Router page, as the browser fetches it from the HTML: the build manifest's
 * `rootMainFiles` (runtime + framework) plus every chunk in the page's client reference manifest
 * `entryJSFiles` (root layout, nested layouts and the page). The noModule polyfill chunk is left out:
 * modern browsers skip it. This is exactly the set of <script src> tags in a prerendered page.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIST = path.resolve(ROOT, process.env.NEXT_DIST_DIR ?? ".next");
const BUDGET_KB = Number(process.env.PAGE_WEIGHT_BUDGET_KB ?? 159);
const TEACHER_SCREENS = [
  "/comment",
  "/attendance",
  "/marks",
  "/create-marks",
  "/edit-marks/[marksId]",
  "/import",
  "/report-cards",
];
const KB = 1000;

interface ClientManifest {
  entryJSFiles?: Record<string, string[]>;
  clientModules?: Record<string, { chunks: string[]; async?: boolean }>;
}

/**
 * The page's own chunks. Turbopack lists them per entry (layouts, page) in `entryJSFiles`; a webpack
 * build (`next build --webpack`) has no such list, so there they are the chunks of the page's
 * synchronously loaded client modules (`chunks` alternates ids and files).
 */
function pageChunks(manifest: ClientManifest): string[] {
  if (manifest.entryJSFiles) return Object.values(manifest.entryJSFiles).flat();
  if (!manifest.clientModules)
    fail("The client reference manifest has neither entryJSFiles nor clientModules: unknown build output");
  return Object.values(manifest.clientModules)
    .filter((module) => !module.async)
    .flatMap((module) => module.chunks.filter((chunk) => typeof chunk === "string" && chunk.endsWith(".js")))
    .map((chunk) => chunk.replace(/^\/?_next\//, ""));
}

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(DIST, "BUILD_ID")))
  fail(
    `No build in ${path.relative(ROOT, DIST) || DIST}: run \`next build\` first (NEXT_DIST_DIR=${process.env.NEXT_DIST_DIR ?? ".next"}).`,
  );

const buildManifest = JSON.parse(readFileSync(path.join(DIST, "build-manifest.json"), "utf8")) as {
  rootMainFiles?: string[];
};
const rootMain = buildManifest.rootMainFiles ?? [];

/** Every `page_client-reference-manifest.js` under server/app, keyed by its URL route. */
function pageManifests(dir = path.join(DIST, "server/app"), segments: string[] = []): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name === "api") continue;
      for (const [route, file] of pageManifests(path.join(dir, entry.name), [...segments, entry.name]))
        found.set(route, file);
    } else if (entry.name === "page_client-reference-manifest.js") {
      const visible = segments.filter((segment) => !/^\(.*\)$/.test(segment));
      found.set(`/${visible.join("/")}`, path.join(dir, entry.name));
    }
  }
  return found;
}

function loadManifest(file: string): ClientManifest {
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, ClientManifest> } };
  sandbox.globalThis = sandbox as never;
  vm.runInNewContext(readFileSync(file, "utf8"), sandbox, { filename: file });
  const manifests = Object.values(
    (sandbox as { __RSC_MANIFEST?: Record<string, ClientManifest> }).__RSC_MANIFEST ?? {},
  );
  if (manifests.length !== 1) fail(`Unexpected client reference manifest shape in ${file}`);
  return manifests[0];
}

const gzipCache = new Map<string, number>();
function gzipped(chunk: string): number {
  let size = gzipCache.get(chunk);
  if (size === undefined) {
    const file = path.join(DIST, decodeURIComponent(chunk.replace(/^\/?_next\//, "")));
    if (!existsSync(file)) fail(`Chunk ${chunk} named by the manifests is missing from ${DIST}`);
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(chunk, size);
  }
  return size;
}

const manifests = pageManifests();
const rows: { route: string; chunks: number; bytes: number; enforced: boolean }[] = [];
for (const [route, file] of [...manifests].sort(([a], [b]) => a.localeCompare(b))) {
  const chunks = new Set([...rootMain, ...pageChunks(loadManifest(file))]);
  const bytes = [...chunks].reduce((sum, chunk) => sum + gzipped(chunk), 0);
  rows.push({ route, chunks: chunks.size, bytes, enforced: TEACHER_SCREENS.includes(route) });
}

const missing = TEACHER_SCREENS.filter((route) => !manifests.has(route));
if (missing.length) fail(`Teacher screens not found in the build: ${missing.join(", ")}`);

const shared = rootMain.reduce((sum, chunk) => sum + gzipped(chunk), 0);
console.log(
  `First-load JS per page, gzipped (budget ${BUDGET_KB} kB for teacher screens; ${(shared / KB).toFixed(1)} kB shared runtime):`,
);
for (const row of rows) {
  const kb = row.bytes / KB;
  const verdict = row.enforced ? (kb > BUDGET_KB ? "  ✖ over budget" : "  ✓") : "";
  console.log(`  ${row.route.padEnd(26)} ${kb.toFixed(1).padStart(7)} kB  (${row.chunks} chunks)${verdict}`);
}
const over = rows.filter((row) => row.enforced && row.bytes / KB > BUDGET_KB);
if (over.length) fail(`${over.map((row) => row.route).join(", ")} over the ${BUDGET_KB} kB first-load budget`);
console.log("✓ every teacher screen is within budget");
