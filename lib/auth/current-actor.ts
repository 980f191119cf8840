import { cache } from "react";
import { headers } from "next/headers";
import { forwardedIdentity } from "@/lib/auth/forwarded-identity";
import { identify } from "@/lib/auth/identity";
import type { Actor } from "@/lib/auth/permissions";
import { ApiError } from "@/lib/problems/api-error";

/**
 * The signed-in user for server components (layout, screens, print pages): once per render, and
 * without a query when proxy.ts has just identified this request (lib/auth/forwarded-identity.ts).
 */
export const currentActor = cache(async (): Promise<Actor | null> => {
  const requestHeaders = await headers();
  const forwarded = forwardedIdentity(requestHeaders);
  if (forwarded) return forwarded.identity?.actor ?? null;
  try {
    return (await identify(requestHeaders))?.actor ?? null;
  } catch (error) {
    // A screen request with a bad Bearer header is simply not signed in; a database fault is not hidden.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
});
