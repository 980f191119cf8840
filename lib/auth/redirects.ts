import { isAdmin } from "@/lib/auth/permissions";

/** docs/product-spec.md#after-authentication: after sign-in admins go to /admin, everyone else to /comment. */
export function homeFor(role: string | null | undefined): string {
  return isAdmin(role) ? "/admin" : "/comment";
}

const PUBLIC_SCREENS = new Set(["/", "/signin", "/signup", "/success", "/privacy", "/forgot-password", "/verify"]);

/** Screens anyone may open signed out: the sign-in pages, and checking a report card's code (/verify/{code}). */
export function isPublicScreen(path: string): boolean {
  return PUBLIC_SCREENS.has(path) || /^\/verify\/[^/]+$/.test(path);
}

// The signed-in screens a remembered origin may lead back to (with or without the /main prefix).
const SCREEN =
  /^(?:\/main)?\/(?:comment|attendance|marks|create-marks|change-password|join-school|school-people|notices|import|report-cards|at-risk(?:\/[A-Za-z0-9_-]+)?|my-submissions(?:\/attendance\/[A-Za-z0-9_-]+\/\d{4}-\d{2}-\d{2})?|edit-marks\/[A-Za-z0-9_-]+|admin(?:\/[A-Za-z0-9_/-]*)?)$/;

/**
 * A remembered origin is honoured only when the browser would land on one of our screens: the value
 * is resolved the way the browser resolves it (`new URL(value, origin)` drops tabs and newlines and
 * reads `\` as `/`), must keep our origin, and its path must be a screen. The answer is rebuilt from
 * the parsed URL, never the raw string.
 */
export function safeCallback(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || !SCREEN.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: the remembered origin when there is one, else the role's home. */
export function afterSignIn(
  role: string | null | undefined,
  callback: string | null | undefined,
  origin: string,
): string {
  return safeCallback(callback, origin) ?? homeFor(role);
}
