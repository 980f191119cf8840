import { env } from "@/lib/env";

/** CORS for Bearer clients on the origins listed in CORS_ORIGINS (none by default); never credentials. */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!origin || !env.CORS_ORIGINS.includes(origin)) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key",
    "Access-Control-Expose-Headers": "X-Total-Count",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
}

/** Answers a preflight request (the OPTIONS export of every API route). */
export function preflight(request: Request): Response {
  const headers = corsHeaders(request);
  return new Response(null, { status: Object.keys(headers).length ? 204 : 403, headers });
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF guard for cookie-authenticated writes: the browser's Origin (or Sec-Fetch-Site) must say the
 * request comes from this site. Bearer requests carry no ambient credentials and are not checked.
 */
export function isCrossSiteCookieWrite(request: Request): boolean {
  return UNSAFE.has(request.method) && isCrossSite(request.headers);
}

/** Whether a write's headers say it comes from another site (also for the screens' form actions). */
export function isCrossSite(headers: Headers): boolean {
  const site = headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = headers.get("origin");
  if (!origin) return false;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
