import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

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
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "lib/generated/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
