import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

const SCREENS = ["@/components/**", "@/app/**"];
const BROWSER = ["@/lib/client/**", "@/lib/offline/**"];
// The server's layers, top down (docs/architecture.md#layers): each imports only those below it.
const HTTP = ["@/lib/http/**"];
const REPORTS = ["@/lib/reports/**"];
const SERVICES = ["@/lib/services/**"];
const AUTH = ["@/lib/auth/**"];
const CSV = ["@/lib/csv/**"];
const PLATFORM = ["@/lib/platform/**"];
const DB = ["@/lib/db"];
const MIGRATIONS = ["@/lib/migrations/**"];
// lib/problems/codes.ts is the closed list of codes both sides read; the rest of lib/problems is the server's.
const SERVER_PROBLEMS = ["@/lib/problems/*", "!@/lib/problems/codes"];
const SERVER = [HTTP, REPORTS, SERVICES, AUTH, CSV, PLATFORM, DB, SERVER_PROBLEMS, MIGRATIONS, "@/lib/env"];

/** One layer: files matching `files` may not import the `forbidden` groups at run time. */
function layer(files, forbidden, why) {
  return {
    files: [files].flat(),
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: forbidden.flat(Infinity),
              allowTypeImports: true,
              message: `${why} (docs/architecture.md#layers).`,
            },
          ],
        },
      ],
    },
  };
}

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
    files: ["app/**", "lib/**", "components/**", "proxy.ts"],
    ignores: ["lib/platform/text-match.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
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
  layer("lib/{http,migrations}/**", [SCREENS, BROWSER], "server code never imports the browser's"),
  layer("lib/reports/**", [SCREENS, BROWSER, HTTP], "reports are below the edge: they take no Request"),
  layer("lib/services/**", [SCREENS, BROWSER, HTTP, REPORTS], "services are below the edge and the reports"),
  layer("lib/auth/**", [SCREENS, BROWSER, HTTP, REPORTS, SERVICES, CSV], "auth is below the services that check roles"),
  layer(
    "lib/csv/**",
    [SCREENS, BROWSER, HTTP, REPORTS, SERVICES, AUTH],
    "lib/csv reads and writes files for any feature",
  ),
  layer(
    "lib/platform/**",
    [SCREENS, BROWSER, HTTP, REPORTS, SERVICES, AUTH, CSV, MIGRATIONS],
    "lib/platform serves every feature and imports none",
  ),
  layer(
    "lib/problems/**",
    [SCREENS, BROWSER, HTTP, REPORTS, SERVICES, AUTH, CSV, PLATFORM, DB, MIGRATIONS],
    "lib/problems is below everything: it names what went wrong",
  ),
  layer(
    ["lib/*.ts", "lib/i18n/**"],
    [SCREENS, BROWSER, SERVER],
    "shared modules serve the browser and the server alike, so they hold no code of either",
  ),
  layer(
    "lib/db.ts",
    [SCREENS, BROWSER, HTTP, REPORTS, SERVICES, AUTH, CSV, PLATFORM, MIGRATIONS],
    "the database client is below every layer that queries",
  ),
  layer("lib/{validation,client,offline}/**", [SCREENS, SERVER], "code the browser loads never imports server code"),
  // The service worker has no window, no React and no packages (scripts/lib/service-worker-build.mts
  // also fails the build on anything it bundles from outside lib/offline, lib/api-keys, lib/i18n/locales).
  layer(
    "lib/offline/worker/**",
    [SCREENS, SERVER, ["@/lib/client/**", "@/lib/validation/**", "swr", "react", "next/**", "next-intl"]],
    "the service worker imports only window-free code",
  ),
  layer("components/**", [SERVER], "code the browser loads never imports server code"),
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
