"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { SWRConfig, useSWRConfig, type Middleware } from "swr";
import { useFormat } from "@/components/i18n/use-format";

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
 * Tells when one of `keys` has been fetched again without an error (the copy's data is then replaced).
 * Reading isValidating and error subscribes the hook to them: only the copy's own keys pay that.
 */
function watchFresh(keys: Set<string>, onFresh: () => void): Middleware {
  return (useSWRNext) =>
    function useFreshWatch(key, fetcher, config) {
      const swr = useSWRNext(key, fetcher, config);
      const watched = typeof key === "string" && keys.has(key);
      const validating = watched && swr.isValidating;
      const failed = watched && Boolean(swr.error);
      const asked = useRef(false);
      useEffect(() => {
        if (validating) asked.current = true;
        else if (asked.current && !failed) onFresh();
      }, [validating, failed]);
      return swr;
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
  // A copy from the phone (docs/offline.md#copies-at-sign-out): its age is shown until its data is fetched
  // again. Known after hydration only, so the first client render matches the HTML's.
  const [copy, setCopy] = useState(false);
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
    const keys = new Set(Object.keys(data));
    return { fallback: data, use: [skipFirstFetch(fresh), watchFresh(keys, () => setCopy(false))] };
  });
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's age is known on the phone only
    if (Date.now() - renderedAt >= FRESH_MS && Object.keys(data).length) setCopy(true);
  }, [renderedAt, data]);
  return (
    <SWRConfig value={value}>
      {copy ? <CopyAge at={renderedAt} /> : null}
      {children}
    </SWRConfig>
  );
}

/** "As of 07:42, saved on this phone": the screen shows its copy's data while it is fetched again. */
function CopyAge({ at }: { at: number }) {
  const t = useTranslations("common");
  const format = useFormat();
  return (
    <p role="status" className="mb-2 text-sm text-slate-600">
      {t("copyAsOf", { time: format.time(at) })}
    </p>
  );
}
