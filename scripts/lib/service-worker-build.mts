// Builds the service worker (lib/offline/worker/service-worker.ts) into one plain script, public/sw.js:
// a browser loads a worker from one URL, with no module loader. esbuild bundles it (the page's queue,
// retry rule and kept list come along as the same source the page runs) and the offline page's words
// are taken from messages/*.json here, so the worker carries three small catalogues and no formatter.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { createTranslator } from "use-intl";
import { LOCALES, type Locale } from "../../lib/i18n/locales.ts";
import { OFFLINE_PAGE_LINKS } from "../../lib/offline/kept.ts";
import type { OfflineWords } from "../../lib/offline/worker/offline-page.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const WORKER_ENTRY = path.join(ROOT, "lib/offline/worker/service-worker.ts");
export const WORKER_FILE = path.join(ROOT, "public/sw.js");

// Only code that runs without a window and without packages: the worker has no DOM, and each file more is
// bytes every phone downloads on every deployment. The build fails naming anything else pulled in.
const ALLOWED = [
  /^<define:__(OFFLINE_WORDS|BUILD_ID)__>$/,
  /^lib\/offline\//,
  /^lib\/api-keys\.ts$/,
  /^lib\/i18n\/locales\.ts$/,
];

/** The offline page's words in each language, ICU messages formatted as the screens format them. */
export function offlineWords(): Record<Locale, OfflineWords> {
  const words = {} as Record<Locale, OfflineWords>;
  for (const locale of LOCALES) {
    const messages = JSON.parse(readFileSync(path.join(ROOT, "messages", `${locale}.json`), "utf8"));
    const t = createTranslator({ locale, messages });
    words[locale] = {
      title: t("offline.page.title"),
      heading: t("offline.page.heading"),
      text: t("offline.page.text"),
      signedOut: t("offline.page.signedOut"),
      // The worker has no plural rules: one item, and any other count (2 and more are "other" in all three).
      kept: {
        one: t("offlineKept.forYou", { count: 1 }),
        other: t("offlineKept.forYou", { count: 99 }).replace("99", "#"),
      },
      links: OFFLINE_PAGE_LINKS.map((link) => ({ href: link.href, label: t(`nav.${link.label}`) })),
    };
  }
  return words;
}

/**
 * The Next build this worker goes with (its BUILD_ID; "none" before the first build): written into the
 * worker, so every new build is a new worker, whose activation drops the old build's kept screens.
 * `npm start` and the e2e server build the worker again after `next build`, so it names the build served.
 */
function buildId(): string {
  try {
    return readFileSync(path.join(ROOT, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "none";
  }
}

/** The worker's code; written to public/sw.js (atomically: a running server may be serving it) unless `write` is false. */
export async function buildServiceWorker({ write = true }: { write?: boolean } = {}): Promise<string> {
  const result = await build({
    entryPoints: [WORKER_ENTRY],
    absWorkingDir: ROOT,
    tsconfig: path.join(ROOT, "tsconfig.json"),
    bundle: true,
    write: false,
    metafile: true,
    format: "iife",
    platform: "browser",
    // The phones' browsers: optional chaining and `??` are lowered for the older ones (Safari 12, Chrome 70).
    target: ["es2018"],
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: "none",
    define: { __OFFLINE_WORDS__: JSON.stringify(offlineWords()), __BUILD_ID__: JSON.stringify(buildId()) },
    banner: { js: "// Built from lib/offline/worker/ by scripts/build-service-worker.mts: edit those, not this file." },
    logLevel: "silent",
  });
  const outside = Object.keys(result.metafile.inputs).filter((input) => !ALLOWED.some((re) => re.test(input)));
  if (outside.length)
    throw new Error(`The service worker may bundle only ${ALLOWED.join(", ")}; it pulls in: ${outside.join(", ")}`);
  const code = result.outputFiles[0].text;
  if (write) {
    mkdirSync(path.dirname(WORKER_FILE), { recursive: true });
    const partial = `${WORKER_FILE}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, WORKER_FILE);
  }
  return code;
}
