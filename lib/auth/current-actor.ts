import { cache } from "react";
import { headers } from "next/headers";
import { identify } from "@/lib/auth/identity";
import type { Actor } from "@/lib/auth/permissions";
import { ApiError } from "@/lib/http/api-error";

/** The signed-in user for server components (layout, screens, print pages): once per render. */
export const currentActor = cache(async (): Promise<Actor | null> => {
  try {
    return (await identify(await headers()))?.actor ?? null;
  } catch (error) {
    // A screen request with a bad Bearer header is simply not signed in; a database fault is not hidden.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
});
