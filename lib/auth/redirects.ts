import { isAdminRole } from "@/lib/constants";

/** Spec §2: after sign-in admins go to /admin, everyone else to /comment. */
export function homeFor(role: string | null | undefined): string {
  return isAdminRole(role) ? "/admin" : "/comment";
}

/** Only same-site paths are honoured as a remembered origin (no open redirects). */
export function safeCallback(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value === "/" || value.startsWith("/signin") || value.startsWith("/signup")) return null;
  return value;
}

/** Where to go after signing in: the remembered origin when there is one, else the role's home. */
export function afterSignIn(role: string | null | undefined, callback: string | null | undefined): string {
  return safeCallback(callback) ?? homeFor(role);
}
