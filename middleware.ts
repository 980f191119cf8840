import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { authSecret, secureCookies } from "@/lib/env";
import { SESSION_COOKIE } from "@/lib/auth/token";
import { homeFor } from "@/lib/auth/redirects";
import { isAdminRole } from "@/lib/constants";
import { preflight } from "@/lib/http/cors";

const PUBLIC_SCREENS = new Set(["/", "/signin", "/signup", "/success", "/privacy"]);

const HSTS = "max-age=31536000; includeSubDomains";

/** Served over TLS here or at the proxy in front (browsers ignore HSTS sent over plain HTTP anyway). */
function overTls(request: NextRequest): boolean {
  return request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

// next.config.mjs headers are fixed when the app is built; HSTS must follow how it is served.
export async function middleware(request: NextRequest) {
  const response = await guard(request);
  if (overTls(request)) response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

/**
 * Screen guards (spec §2, §6). Reads the JWT only: the API routes check the actor themselves, so
 * this is a convenience, not the security boundary.
 */
async function guard(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith("/api/")) {
    return request.method === "OPTIONS" ? preflight(request) : NextResponse.next();
  }
  const screen = pathname === "/main" ? "/" : pathname.startsWith("/main/") ? pathname.slice("/main".length) : pathname;
  const token = await getToken({ req: request, secret: authSecret(), cookieName: SESSION_COOKIE, secureCookie: secureCookies });

  if (PUBLIC_SCREENS.has(screen)) {
    if (token && (screen === "/" || screen === "/signin" || screen === "/signup")) {
      return NextResponse.redirect(new URL(homeFor(token.role as string), request.url));
    }
    return NextResponse.next();
  }
  if (!token) {
    const signin = new URL("/signin", request.url);
    signin.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(signin);
  }
  if ((screen === "/admin" || screen.startsWith("/admin/")) && !isAdminRole(token.role as string)) {
    return NextResponse.redirect(new URL("/comment", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|.*\\.(?:png|svg|ico|woff2?|txt)$).*)"],
};
