"use client";

import { AppLink } from "@/components/ui/app-link";
import { useSearchParams } from "next/navigation";
import { useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmDeleteDialog } from "@/components/marks/confirm-delete-dialog";
import { FilterChips } from "@/components/marks/filter-chips";
import { LazyFallback, lazyComponent, usePreload } from "@/components/ui/lazy";
import type { MarksFilters as Filters } from "@/components/marks/marks-filters";
import { MarksTable } from "@/components/marks/marks-table";
import { Pagination } from "@/components/marks/pagination";
import { useMarksUrl } from "@/components/marks/use-marks-url";
import { errorMessage } from "@/lib/client/error-message";
import { deleteMark, useMarkClasses, useMarksPage, type MarkJson } from "@/lib/client/marks";
import { MARKS_PAGE_SIZE } from "@/lib/constants";
import { MARKS_MESSAGES } from "@/lib/validation/marks-messages";

// Folded on a phone, so its code need not be in the first-load JavaScript: fetched with the list.
const MarksFilters = lazyComponent<ComponentProps<typeof Filters>>(
  () => import("@/components/marks/marks-filters").then((m) => m.MarksFilters),
  LazyFallback,
);

/** /marks: the filtered, paginated list of the user's marks with edit and delete. */
const CSV_LINK =
  "inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100";

export function MarksScreen() {
  const { filters, page, setFilter, clearFilters, setPage } = useMarksUrl();
  usePreload([MarksFilters], "now");
  const classes = useMarkClasses();
  const list = useMarksPage(filters, page);
  const [target, setTarget] = useState<MarkJson | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = Object.values(filters).filter(Boolean).length;
  // The edit form returns to this very list: its filters and page travel in `from`.
  const returnQuery = useSearchParams().toString();

  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / MARKS_PAGE_SIZE));
  const marks = list.data?.items ?? [];

  async function confirmDelete() {
    if (!target) return;
    setDeleting(true);
    setNotice(null);
    try {
      await deleteMark(target._id);
      setNotice({ tone: "success", text: "Marks deleted successfully!" });
      setTarget(null);
      // The last row of a later page: show the page before instead of an empty one.
      if (marks.length === 1 && page > 1) setPage(page - 1);
      else await list.mutate();
    } catch (error) {
      setNotice({ tone: "error", text: errorMessage(error, "Failed to delete marks. Please try again.") });
      setTarget(null);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title="Marks"
        description="Exam marks of your classes."
        actions={
          <>
            <AppLink
              href="/create-marks"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              Create Marks
            </AppLink>
            {/* Plain links, not components/csv: the marks screen is at its first-load budget. */}
            <a href="/import?kind=marks" className={CSV_LINK}>
              Import marks (CSV)
            </a>
            <a href={`/api/export/marks.csv?${new URLSearchParams(filters)}`} download className={CSV_LINK}>
              Export CSV
            </a>
          </>
        }
      />
      {classes.error ? <Notice tone="error">{MARKS_MESSAGES.loadFailed}</Notice> : null}
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            className="sm:hidden"
            aria-expanded={filtersOpen}
            aria-controls="marks-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filters{activeCount ? ` (${activeCount})` : ""}
          </Button>
          <FilterChips filters={filters} classes={classes.data ?? []} onRemove={(key) => setFilter(key, "")} />
        </div>
        {/* On a phone the eight filters wait behind one button, so the first mark is on the first screen. */}
        <div id="marks-filters" className={filtersOpen ? "" : "hidden sm:block"}>
          <MarksFilters filters={filters} classes={classes.data ?? []} onChange={setFilter} onClear={clearFilters} />
        </div>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

      {list.error && !list.data ? (
        <Notice tone="error">
          <span>{MARKS_MESSAGES.loadFailed}</span>{" "}
          <Button variant="ghost" size="sm" onClick={() => list.mutate()}>
            Retry
          </Button>
        </Notice>
      ) : !list.data ? (
        <Spinner label="Loading marks…" />
      ) : marks.length === 0 ? (
        <EmptyState title="No Marks Found">
          {total > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setPage(1)}>
              Go to the first page
            </Button>
          ) : (
            <p>No marks match these filters yet.</p>
          )}
        </EmptyState>
      ) : (
        <div className="space-y-3" aria-busy={list.isValidating || undefined}>
          <p className="text-sm text-slate-600">
            {total} {total === 1 ? "record" : "records"}
          </p>
          <MarksTable marks={marks} returnQuery={returnQuery} onDelete={setTarget} />
          <Pagination page={page} totalPages={totalPages} onPage={setPage} />
        </div>
      )}

      <ConfirmDeleteDialog mark={target} busy={deleting} onCancel={() => setTarget(null)} onConfirm={confirmDelete} />
    </div>
  );
}
