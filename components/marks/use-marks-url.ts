"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import {
  markFilterParams,
  readMarkFilters,
  type MarkFilterKey,
  type MarkFilters,
} from "@/lib/marks/mark-filters.schema";

/**
 * The list's filters and page live in the URL, so a reload or a shared link shows the same page.
 * Values a hand-edited URL gets wrong are dropped rather than sent to the API.
 */
export function useMarksUrl() {
  const params = useSearchParams();
  const pathname = usePathname();

  const filters = useMemo(() => readMarkFilters(params), [params]);
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const go = useCallback(
    (next: MarkFilters, nextPage: number) => {
      const search = markFilterParams(next);
      if (nextPage > 1) search.set("page", String(nextPage));
      const query = search.toString();
      // The list is fetched in the browser: only the URL changes, no server round trip, so a teacher
      // name still being typed is not overwritten by an older one coming back (history sync: Next docs).
      window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );

  /** Any filter change goes back to page 1 (docs/product-spec.md#marks-screen). */
  const setFilter = useCallback(
    (key: MarkFilterKey, value: string) => go({ ...filters, [key]: value }, 1),
    [filters, go],
  );
  const clearFilters = useCallback(() => go({}, 1), [go]);
  const setPage = useCallback((next: number) => go(filters, next), [filters, go]);

  return { filters, page, setFilter, clearFilters, setPage };
}
