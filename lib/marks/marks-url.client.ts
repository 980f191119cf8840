// The marks list's URL, on its own so the service worker's warm-up (components/offline/service-worker.ts)
// names the very request the marks screen makes without importing the screen's code.
import { MARKS_LIST_PATH } from "@/lib/api-keys";
import { MARKS_PAGE_SIZE } from "@/lib/constants";
import { markFilterParams, type MarkFilters } from "@/lib/marks/mark-filters.schema";

/** The list URL for filters and a page; blank filters are left out (docs/product-spec.md#calls). */
export function marksListUrl(filters: MarkFilters, page: number, limit = MARKS_PAGE_SIZE): string {
  const params = markFilterParams(filters);
  params.set("page", String(page));
  params.set("limit", String(limit));
  return `${MARKS_LIST_PATH}?${params}`;
}
