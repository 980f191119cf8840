import { NextResponse, type NextRequest } from "next/server";
import { FORWARDED_IDENTITY_HEADER, sealIdentity } from "@/lib/auth/forwarded-identity";
import { hasSessionCookie, identify, type Identity } from "@/lib/auth/identity";
import { isAdmin } from "@/lib/auth/permissions";
import { homeFor, isPublicScreen } from "@/lib/auth/redirects";
import { clearedSessionCookie } from "@/lib/auth/tokens";
import { env } from "@/lib/env";
import { isForgedActionPost } from "@/lib/http/server-actions";
import { problem } from "@/lib/problems/api-error";
import { problemResponse } from "@/lib/http/error-response";

// /api is not here (see the matcher): the one /api route answers the methods a path does not take itself
// (lib/http/api-table.ts), and HSTS comes from next.config.mjs's headers.

/**
 * Screens: a fresh CSP nonce per response, and the sign-in guards of docs/product-spec.md#after-authentication, docs/product-spec.md#roles, with the same
 * identity check as the API (an ended session is signed out here, and its cookie cleared). The
 * guards are a convenience: every API route and server page checks the actor itself.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  // A Server Action posted from another site (or without an Origin) is refused here: 403, not Next's 500.
  if (isForgedActionPost(request.method, request.headers))
    return problemResponse(problem("cross-site-refused", undefined, { "Cache-Control": "no-store" }));
  const { pathname, search } = request.nextUrl;
  const path = pathname === "/main" ? "/" : pathname.startsWith("/main/") ? pathname.slice("/main".length) : pathname;
  const who = await whoIsAsking(request);
  const identity = who === "unknown" ? undefined : who;
  const clearCookie = who === null && hasSessionCookie(request.headers);

  let response: Response;
  if (isPublicScreen(path)) {
    response =
      identity && (path === "/" || path === "/signin" || path === "/signup")
        ? redirect(request, homeFor(identity.actor.role))
        : withNonce(request, who);
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
    response = withNonce(request, who);
  }
  if (clearCookie) response.headers.append("Set-Cookie", clearedSessionCookie());
  return response;
}

async function whoIsAsking(request: NextRequest): Promise<Identity | null | "unknown"> {
  try {
    return await identify(request.headers);
  } catch (error) {
    // A bad Bearer header on a screen is no session; a database fault is left to the page to report.
    return (error as { status?: number }).status === 401 ? null : "unknown";
  }
}

function redirect(request: NextRequest, path: string): Response {
  return NextResponse.redirect(new URL(path, request.url));
}

/**
 * The screen is rendered, with a fresh CSP nonce, and with the identity read here handed to the page
 * (lib/auth/forwarded-identity.ts) so it does not query the session again. A header of that name sent
 * from outside never reaches the page.
 */
function withNonce(request: NextRequest, who: Identity | null | "unknown"): Response {
  const csp = pageCsp(newNonce(), env.NODE_ENV === "development");
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  headers.delete(FORWARDED_IDENTITY_HEADER);
  // A database fault is left to the page, which identifies the request itself and reports it.
  if (who !== "unknown") headers.set(FORWARDED_IDENTITY_HEADER, sealIdentity(who, request.headers));
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

/**
 * The screens' Content-Security-Policy: scripts only with this response's nonce (Next puts it on its
 * own script tags when it finds it in the request's CSP header) or loaded by such a script
 * ('strict-dynamic'); no inline script otherwise. Inline styles stay allowed: React and the PDF-free
 * print pages set style attributes, which a nonce cannot cover.
 */
function pageCsp(nonce: string, development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The offline service worker (public/sw.js): 'strict-dynamic' would otherwise refuse it.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}

/**
 * Every path but /api and the real static files: Next's build output (_next/static, _next/image), the
 * service worker (public/sw.js) and the app's icon (app/icon.svg), each by its exact name. Not by
 * ending: a screen path may end in anything (/verify/ABCD.png is the verify page), and one that skipped
 * the proxy had no CSP, no password-change redirect, and answered a forged action with Next's 500.
 */
export const config = {
  matcher: ["/((?!api/|api$|_next/static/|_next/image(?:/|$)|sw\\.js$|icon\\.svg$).*)"],
};
