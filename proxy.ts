import { NextResponse, type NextRequest } from "next/server";
import { hasSessionCookie, identify, type Identity } from "@/lib/auth/identity";
import { isAdmin } from "@/lib/auth/permissions";
import { homeFor } from "@/lib/auth/redirects";
import { clearedSessionCookie } from "@/lib/auth/tokens";
import { env } from "@/lib/env";
import { methodNotAllowed, type ApiRoute } from "@/lib/http/api-routes";
import { preflight } from "@/lib/http/cors";
import { newNonce, pageCsp } from "@/lib/http/csp";
import { isForgedActionPost } from "@/lib/http/server-actions";
import { problem } from "@/lib/http/api-error";
import { problemResponse } from "@/lib/http/error-response";

const PUBLIC_SCREENS = new Set(["/", "/signin", "/signup", "/success", "/privacy", "/forgot-password"]);
const HSTS = "max-age=31536000; includeSubDomains";

// next.config.mjs inlines the app/api route table at build time; without it (tests) it is read from source.
let apiRoutes: ApiRoute[] | undefined;
async function routes(): Promise<ApiRoute[]> {
  if (!apiRoutes) {
    const inlined = process.env.API_ROUTE_METHODS;
    if (inlined) apiRoutes = JSON.parse(inlined) as ApiRoute[];
    else {
      const { scanApiRoutes } = await import("@/lib/http/api-routes-scan.mjs");
      apiRoutes = scanApiRoutes(process.cwd()) as ApiRoute[];
    }
  }
  return apiRoutes;
}

/** Served over TLS here or at the proxy in front (browsers ignore HSTS sent over plain HTTP anyway). */
function overTls(request: NextRequest): boolean {
  return (
    request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  );
}

// Headers that depend on the request (HSTS, the CSP nonce) are set here: next.config.mjs headers are fixed at build time.
export async function proxy(request: NextRequest) {
  const response = request.nextUrl.pathname.startsWith("/api/") ? await api(request) : await screen(request);
  if (overTls(request)) response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

/** /api: CORS preflight, and 405 `{ message }` with Allow for a method the route does not take. */
async function api(request: NextRequest): Promise<Response> {
  if (request.method === "OPTIONS") return preflight(request);
  return methodNotAllowed(await routes(), request.nextUrl.pathname, request.method) ?? NextResponse.next();
}

async function whoIsAsking(request: NextRequest): Promise<Identity | null | "unknown"> {
  try {
    return await identify(request.headers);
  } catch (error) {
    // A bad Bearer header on a screen is no session; a database fault is left to the page to report.
    return (error as { status?: number }).status === 401 ? null : "unknown";
  }
}

/**
 * Screens: a fresh CSP nonce per response, and the sign-in guards of docs/product-spec.md#after-authentication, docs/product-spec.md#roles, with the same
 * identity check as the API (an ended session is signed out here, and its cookie cleared). The
 * guards are a convenience: every API route and server page checks the actor itself.
 */
async function screen(request: NextRequest): Promise<Response> {
  // A Server Action posted from another site (or without an Origin) is refused here: 403, not Next's 500.
  if (isForgedActionPost(request.method, request.headers))
    return problemResponse(problem("cross-site-refused", undefined, { "Cache-Control": "no-store" }));
  const { pathname, search } = request.nextUrl;
  const path = pathname === "/main" ? "/" : pathname.startsWith("/main/") ? pathname.slice("/main".length) : pathname;
  const who = await whoIsAsking(request);
  const identity = who === "unknown" ? undefined : who;
  const clearCookie = who === null && hasSessionCookie(request.headers);

  let response: Response;
  if (PUBLIC_SCREENS.has(path)) {
    response =
      identity && (path === "/" || path === "/signin" || path === "/signup")
        ? redirect(request, homeFor(identity.actor.role))
        : withNonce(request);
  } else if (who === null) {
    const signin = new URL("/signin", request.url);
    signin.searchParams.set("callbackUrl", `${pathname}${search}`);
    response = NextResponse.redirect(signin);
  } else if (identity?.actor.mustChangePassword && path !== "/change-password") {
    // An admin reset the password: the temporary one must be replaced before anything else.
    response = redirect(request, "/change-password");
  } else if (identity && (path === "/admin" || path.startsWith("/admin/")) && !isAdmin(identity.actor)) {
    response = redirect(request, "/comment");
  } else {
    response = withNonce(request);
  }
  if (clearCookie) response.headers.append("Set-Cookie", clearedSessionCookie());
  return response;
}

function redirect(request: NextRequest, path: string): Response {
  return NextResponse.redirect(new URL(path, request.url));
}

function withNonce(request: NextRequest): Response {
  const csp = pageCsp(newNonce(), env.NODE_ENV === "development");
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|sw.js|.*\\.(?:png|svg|ico|woff2?|txt)$).*)"],
};
