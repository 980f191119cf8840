/** @type {import('next').NextConfig} */
const isProduction = process.env.NODE_ENV === "production";

// CSP: no unsafe-eval in production; inline styles are needed by Next's runtime and @react-pdf-free pages.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const nextConfig = {
  // A separate build folder lets parallel test runs build side by side (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "exceljs"],
  // /main/<screen> is the same screen as /<screen> (spec §2 route table).
  async rewrites() {
    return [{ source: "/main/:path*", destination: "/:path*" }];
  },
  async headers() {
    const security = [
      { key: "Content-Security-Policy", value: csp },
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
    ];
    if ((process.env.NEXTAUTH_URL ?? "").startsWith("https://")) {
      security.push({ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" });
    }
    return [{ source: "/:path*", headers: security }];
  },
};

export default nextConfig;
