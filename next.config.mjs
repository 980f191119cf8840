import createNextIntlPlugin from "next-intl/plugin";
import { serverActionsKeyFrom } from "./lib/server-actions-key.mjs";
import { servedOverTls } from "./lib/served-over-tls.mjs";

// Translations (docs/design.md#languages): one catalogue per language in messages/, compiled at build
// time so the browser gets no message parser, only the small formatter.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/http/screen-locale.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: ["en", "fr", "rw"], precompile: true } },
});

/** @type {import('next').NextConfig} */

// Several instances (or builds on several machines) must agree on the Server Actions' ids and the key that
// encrypts their bound values, or a form rendered by one instance answers "Failed to find Server Action" on
// another. Next reads the key when it builds; derived from NEXTAUTH_SECRET, which every instance of one
// deployment shares already, unless the key is given (docs/deploy.md#several-instances).
const secret = process.env.NEXTAUTH_SECRET;
if (!process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY && secret) {
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = serverActionsKeyFrom(secret);
}

// The screens' CSP carries a per-response nonce, so proxy.ts sets it (pageCsp there); API answers
// get a fixed one here, since they are never documents.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const HSTS = { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" };
// The first hop's protocol ("https" or "https, http"), as Next matches `has` values: the whole value.
const FORWARDED_HTTPS = "\\s*https\\s*(?:,.*)?";

const nextConfig = {
  // A separate build folder lets parallel test runs build side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // Builds made apart (one per machine) name themselves alike when NEXT_BUILD_ID is given (e.g. the commit).
  generateBuildId: async () => process.env.NEXT_BUILD_ID || null,
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  serverExternalPackages: ["pg", "exceljs"],
  // `npm start`'s first build on a school's machine (scripts/lib/launch.mts ensureBuild) skips Next's type
  // check: the code was checked by `npm test` (tsc) before it landed, and checking again costs a first
  // start about 40 s on a small machine. `npm run build` keeps it.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  // The screens' form actions take a few fields; the largest, the attendance grid of a class at the
  // bulk save's limit (500 students, form-encoded by the browser), is well under this.
  experimental: { serverActions: { bodySizeLimit: "300kb" } },
  // /main/<screen> is the same screen as /<screen> (docs/product-spec.md#route-table).
  async rewrites() {
    return [{ source: "/main/:path*", destination: "/:path*" }];
  },
  async headers() {
    const security = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
    ];
    // HSTS only over TLS (over plain HTTP it would lock a LAN install out of itself): always when the
    // public URL is https, and per request when a TLS proxy in front says so (X-Forwarded-Proto).
    if (servedOverTls(process.env)) security.push(HSTS);
    return [
      { source: "/:path*", headers: security },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: FORWARDED_HTTPS }],
        headers: [HSTS],
      },
      // The service worker is checked for a new version on every visit; never kept by an HTTP cache.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }] },
      {
        source: "/api/:path*",
        headers: [
          { key: "Content-Security-Policy", value: API_CSP },
          { key: "Cache-Control", value: "no-store" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
