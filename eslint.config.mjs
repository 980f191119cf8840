import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

const SCREENS = ["@/components/**", "@/app/**"];
const BROWSER = ["@/lib/client/**", "@/lib/offline/**"];
const SERVER = ["@/lib/services/**", "@/lib/reports/**", "@/lib/http/**", "@/lib/auth/**", "@/lib/db"];

/** One layer: files matching `files` may not import the `forbidden` groups at run time. */
function layer(files, forbidden, why) {
  return {
    files: [files],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: forbidden.flat(), allowTypeImports: true, message: `${why} (docs/architecture.md#layers).` },
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
  layer(
    "lib/{services,reports,http,auth,migrations}/**",
    [SCREENS, BROWSER],
    "server code never imports the browser's",
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
