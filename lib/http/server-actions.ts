import { isCrossSite } from "@/lib/http/cors";

/** The first value of a possibly comma-joined header. */
const first = (value: string | null) => value?.split(",")[0]?.trim() || null;

/**
 * Whether a post to a screen is a Server Action (our forms: the attendance grid, sign-in) that did not
 * come from this site: no Origin, an opaque one, or one that is neither the host nor the forwarded host
 * (Next.js's own rule), or a browser's Sec-Fetch-Site saying so. Next.js answers the cross-origin case
 * with a 500 "Invalid Server Actions request" and lets a post without Origin run; proxy.ts answers both
 * with 403 before Next.js sees them. Browsers always send Origin with a POST, so no form of ours is refused.
 * (An unknown action id from this site is Next.js's own 400/409.)
 */
export function isForgedActionPost(method: string, headers: Headers): boolean {
  if (method !== "POST") return false;
  const type = (headers.get("content-type") ?? "").toLowerCase();
  const maybeAction =
    headers.has("next-action") ||
    type.startsWith("multipart/form-data") ||
    type.startsWith("application/x-www-form-urlencoded");
  if (!maybeAction) return false;
  const origin = headers.get("origin");
  if (!origin || origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  if (originHost !== first(headers.get("x-forwarded-host")) && originHost !== headers.get("host")) return true;
  return isCrossSite(headers);
}
