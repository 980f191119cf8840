import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

const SCREENS = ["@/components/**", "@/app/**"];
// A feature folder (lib/<feature>/) holds both sides, told apart by the file's name (docs/architecture.md#layers):
// `*.client.ts` runs in the browser, `*.schema.ts` (zod schemas) and `*.shared.ts` on both sides, the rest on the
// server. The features, top down: each feature's server files import only the features below it.
const FEATURES = [
  "report-cards",
  "early-warning",
  "reports",
  "marks",
  "lesson-reports",
  "attendance",
  "notices",
  "schools",
  "people",
  "tracking",
  "geo",
];
const BROWSER = ["@/lib/client/**", "@/lib/offline/**", "@/lib/*/**/*.client"];
/**
 * A feature's server files: all of its files but the browser's and the shared ones. A regex, since a glob's
 * "!" cannot take back a file whose folder is already matched (`reports/pdf/qr-matrix.shared`).
 */
const serverOf = (feature) => ({ regex: `^@/lib/${feature}/(?!(.*/)?[^/]*\\.(client|schema|shared)$)` });
const FEATURE_SERVERS = FEATURES.map(serverOf);
// A feature's routes, `lib/<feature>/api.ts`: its handlers, so above the edge; only app/api/routes.ts reads them.
const API_TABLES = { regex: "^@/lib/[^/]+/api$" };
// The server's layers below the features, top down: each imports only those below it.
const HTTP = ["@/lib/http/**"];
const AUTH = ["@/lib/auth/**"];
const CSV = ["@/lib/csv/**"];
const PLATFORM = ["@/lib/platform/**"];
const DB = ["@/lib/db"];
const MIGRATIONS = ["@/lib/migrations/**"];
// lib/problems/codes.ts is the closed list of codes both sides read; the rest of lib/problems is the server's.
const SERVER_PROBLEMS = ["@/lib/problems/*", "!@/lib/problems/codes"];
const SERVER = [HTTP, ...FEATURE_SERVERS, AUTH, CSV, PLATFORM, DB, SERVER_PROBLEMS, MIGRATIONS, ["@/lib/env"]];

/**
 * One layer: files matching `files` may not import any of the `forbidden` groups at run time. Each group is
 * its own pattern, so that one group's exceptions (a feature's `!…*.client`) never reopen another group.
 */
function layer(files, forbidden, why) {
  return {
    files: [files].flat(),
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: forbidden.map((group) => ({
            ...(group.regex ? group : { group: [group].flat() }),
            allowTypeImports: true,
            message: `${why} (docs/architecture.md#layers).`,
          })),
        },
      ],
    },
  };
}

/** Each feature's server files: no screens, no browser code, no edge, no feature above it. */
const featureLayers = FEATURES.map((feature, index) =>
  layer(
    `lib/${feature}/**`,
    [SCREENS, BROWSER, HTTP, API_TABLES, ...FEATURE_SERVERS.slice(0, index)],
    `lib/${feature} is below the edge and below ${index === 0 ? "nothing else" : FEATURES.slice(0, index).join(", ")}`,
  ),
);

/** Each feature's route table: the edge, its own feature and those below it; no other feature's table. */
const apiLayers = FEATURES.map((feature, index) =>
  layer(
    `lib/${feature}/api.ts`,
    [SCREENS, BROWSER, API_TABLES, ...FEATURE_SERVERS.slice(0, index)],
    `lib/${feature}/api.ts (its routes) is above the edge and below ${index === 0 ? "nothing else" : FEATURES.slice(0, index).join(", ")}`,
  ),
);

const config = [
  ...nextVitals,
  ...nextTs,
  // Layout is Prettier's job (`npx prettier --check .` in npm test): no ESLint rule argues with it.
  prettier,
  {
    rules: {
      // Sign-in, sign-out and the 401 handler navigate with a full load on purpose: the server must
      // render the shell again with (or without) the new session cookie and all client state dropped.
      "@next/next/no-location-assign-relative-destination": "off",
      // One link component: AppLink (components/ui/app-link.tsx) says why next/link is not used.
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use AppLink from @/components/ui/app-link." }] },
      ],
    },
  },
  {
    // Cycles are looked for in our own files only: parsing packages' bundles is slow and proves nothing.
    settings: { "import/ignore": ["node_modules"] },
    // The house rules (docs/architecture.md): unused code fails, type-only imports say so, no loose
    // equality but `== null`, no import cycles, and servers log only errors and warnings.
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrors: "all",
          caughtErrorsIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // A person's text in a Prisma filter matches only itself (docs/design.md#exact-text): Prisma passes
    // LIKE's `%` and `_` through in these filters, so they are built by lib/platform/text-match.ts only.
    // Hand-written SQL goes through one helper, `sql(client)` of lib/db.ts, so that it runs where it is told.
    files: ["app/**", "lib/**", "components/**", "proxy.ts"],
    ignores: ["lib/platform/text-match.ts", "lib/db.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name=/^[$](queryRaw|executeRaw)(Unsafe)?$/]",
          message:
            "Write hand-written SQL as sql(client).rows`…` or .run`…` (lib/db.ts): one way, in the client handed down.",
        },
        {
          selector: "Property[key.name=/^(contains|startsWith|endsWith)$/]",
          message: "Prisma passes % and _ through: use containsText/sameText from @/lib/platform/text-match.",
        },
        {
          selector:
            "Property[key.name='mode'][value.value='insensitive'], Property[key.name='mode'][value.expression.value='insensitive']",
          message:
            "Prisma compiles this to ILIKE (% and _ are wildcards): use sameText from @/lib/platform/text-match.",
        },
      ],
    },
  },
  // The layers of docs/architecture.md#request-path, enforced: dependencies point down only. Type-only
  // imports are allowed (they vanish when compiled: a screen may name the shape a service returns). A file
  // takes the last block that matches it, so each block lists everything its files may not import.
  layer("lib/**", [SCREENS], "lib/ is below components/ and app/"),
  layer("lib/{http,migrations}/**", [SCREENS, BROWSER, API_TABLES], "server code never imports the browser's"),
  ...featureLayers,
  ...apiLayers,
  layer(
    "lib/auth/**",
    [SCREENS, BROWSER, HTTP, ...FEATURE_SERVERS, CSV],
    "auth (who is asking, where they may look) is below the features that check it",
  ),
  layer(
    "lib/csv/**",
    [SCREENS, BROWSER, HTTP, ...FEATURE_SERVERS, AUTH],
    "lib/csv reads and writes files for any feature",
  ),
  layer(
    "lib/platform/**",
    [SCREENS, BROWSER, HTTP, ...FEATURE_SERVERS, AUTH, CSV, MIGRATIONS],
    "lib/platform serves every feature and imports none",
  ),
  layer(
    "lib/problems/**",
    [SCREENS, BROWSER, HTTP, ...FEATURE_SERVERS, AUTH, CSV, PLATFORM, DB, MIGRATIONS],
    "lib/problems is below everything: it names what went wrong",
  ),
  layer(
    ["lib/*.ts", "lib/i18n/**", "lib/validation/**", "lib/**/*.schema.ts", "lib/**/*.shared.ts"],
    [SCREENS, BROWSER, ...SERVER],
    "shared modules serve the browser and the server alike, so they hold no code of either",
  ),
  layer(
    "lib/db.ts",
    [SCREENS, BROWSER, HTTP, ...FEATURE_SERVERS, AUTH, CSV, PLATFORM, MIGRATIONS],
    "the database client is below every layer that queries",
  ),
  layer(
    ["lib/client/**", "lib/offline/**", "lib/**/*.client.ts", "lib/**/*.client.tsx"],
    [SCREENS, ...SERVER],
    "code the browser loads never imports server code",
  ),
  // The service worker has no window, no React and no packages (scripts/lib/service-worker-build.mts
  // also fails the build on anything it bundles from outside lib/offline, lib/api-keys, lib/i18n/locales).
  layer(
    "lib/offline/worker/**",
    [
      SCREENS,
      ...SERVER,
      ["@/lib/client/**", "@/lib/*/**/*.client", "@/lib/validation/**", "swr", "react", "next/**", "next-intl"],
    ],
    "the service worker imports only window-free code",
  ),
  layer("components/**", SERVER, "code the browser loads never imports server code"),
  {
    // Command-line tools and tests report to the terminal.
    files: ["scripts/**", "bench/**", "tests/**", "e2e/**"],
    rules: { "no-console": "off" },
  },
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "lib/generated/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
      // Built from lib/offline/worker/ (scripts/build-service-worker.mts), which is linted.
      "public/sw.js",
    ],
  },
];

export default config;
