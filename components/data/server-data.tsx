"use client";

import { useState, type ReactNode } from "react";
import { SWRConfig, useSWRConfig, type Middleware } from "swr";

// A copy younger than this was rendered for this visit; an older one came from the service worker's
// cache of the screen (offline, or a slow network): that one is fetched again as usual.
const FRESH_MS = 60_000;

/** Hooks on these keys start on their server answer rather than fetching it once more. */
function skipFirstFetch(fresh: Set<string>): Middleware {
  return (useSWRNext) =>
    function useServerAnswerFirst(key, fetcher, config) {
      const first = typeof key === "string" && fresh.has(key);
      return useSWRNext(key, fetcher, first ? { ...config, revalidateOnMount: false } : config);
    };
}

/**
 * Starts the screen's SWR hooks on the answers the server read while rendering it (keyed by API URL,
 * shaped as the API sends them), so the screen needs no request before it is usable. In the browser
 * they go into SWR's cache before the hooks first read it, so a save merges into them as into fetched
 * data; the server's render reads them as `fallback` (its cache is shared by every request: nothing is
 * written there). Fresh answers are not fetched again on mount; focus, reconnect and every mutate
 * still refetch as everywhere else.
 */
export function ServerData({
  data,
  renderedAt,
  children,
}: {
  data: Record<string, unknown>;
  renderedAt: number;
  children: ReactNode;
}) {
  const { cache } = useSWRConfig();
  const [value] = useState(() => {
    const fresh = new Set<string>();
    if (typeof window !== "undefined") {
      const young = Date.now() - renderedAt < FRESH_MS;
      for (const [key, answer] of Object.entries(data)) {
        // `_k` is the key SWR's mutate(filter) matches on (the offline panel refreshes every /api/ key so).
        cache.set(key, { data: answer, _k: key } as Parameters<typeof cache.set>[1]);
        if (young) fresh.add(key);
      }
    }
    return { fallback: data, use: [skipFirstFetch(fresh)] };
  });
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
