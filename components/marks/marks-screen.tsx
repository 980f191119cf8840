"use client";

import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import type { ConfirmDeleteDialog as Dialog } from "@/components/marks/confirm-delete-dialog";
import type { FilterChips as Chips } from "@/components/marks/filter-chips";
import { lazyComponent, usePreload } from "@/components/ui/lazy";
import type { MarksFilters as Filters } from "@/components/marks/marks-filters";
import type { MarksResults as Results } from "@/components/marks/marks-results";
import { useMarksUrl } from "@/components/marks/use-marks-url";
import { useMarkClasses, useMarksPage, type MarkJson } from "@/lib/marks/marks.client";
import { MARKS_PAGE_SIZE } from "@/lib/constants";

// Folded on a phone, so its code need not be in the first-load JavaScript: fetched with the list.
const MarksFilters = lazyComponent<ComponentProps<typeof Filters>>(() =>
  import("@/components/marks/list-and-filters").then((m) => m.MarksFilters),
);
// The rows and pages are shown with the list, and the delete dialog after a tap: fetched alongside the list.
const MarksResults = lazyComponent<ComponentProps<typeof Results>>(() =>
  import("@/components/marks/list-and-filters").then((m) => m.MarksResults),
);
const FilterChips = lazyComponent<ComponentProps<typeof Chips>>(
  () => import("@/components/marks/list-and-filters").then((m) => m.FilterChips),
  () => null,
);
const ConfirmDeleteDialog = lazyComponent<ComponentProps<typeof Dialog>>(
  () => import("@/components/marks/list-and-filters").then((m) => m.ConfirmDeleteDialog),
  () => null,
);

/** /marks: the filtered, paginated list of the user's marks with edit and delete. */
const CSV_LINK =
  "inline-flex min-h-11 items-center rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100";

export function MarksScreen() {
  const t = useTranslations("marks");
  const { filters, page, setFilter, clearFilters, setPage } = useMarksUrl();
  usePreload([MarksFilters, FilterChips, MarksResults, ConfirmDeleteDialog], "now");
  const classes = useMarkClasses();
  const list = useMarksPage(filters, page);
  const [target, setTarget] = useState<MarkJson | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeCount = Object.values(filters).filter(Boolean).length;
  // The edit form returns to this very list: its filters and page travel in `from`.
  const returnQuery = useSearchParams().toString();

  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / MARKS_PAGE_SIZE));
  const marks = list.data?.items ?? [];

  async function afterDelete(outcome: { tone: "success" | "error"; text: string }) {
    setNotice(outcome);
    setTarget(null);
    if (outcome.tone === "error") return;
    // The last row of a later page: show the page before instead of an empty one.
    if (marks.length === 1 && page > 1) setPage(page - 1);
    else await list.mutate();
  }

  return (
    <div className="space-y-4">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <>
            <AppLink
              href="/create-marks"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
            >
              {t("createButton")}
            </AppLink>
            {/* Plain links, not components/csv: the marks screen is at its first-load budget. */}
            <a href="/import?kind=marks" className={CSV_LINK}>
              {t("importCsv")}
            </a>
            <a href={`/api/export/marks.csv?${new URLSearchParams(filters)}`} download className={CSV_LINK}>
              {t("exportCsv")}
            </a>
          </>
        }
      />
      {classes.error ? <Notice tone="error">{t("loadFailed")}</Notice> : null}
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          {/* Only phones fold the filters; unlike the offline panel's disclosure, wide screens show them always. */}
          <Button
            variant="secondary"
            className="sm:hidden"
            aria-expanded={filtersOpen}
            aria-controls="marks-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {activeCount ? t("filtersCount", { count: activeCount }) : t("filters")}
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
          <span>{t("loadFailed")}</span>{" "}
          <Button variant="ghost" size="sm" onClick={() => list.mutate()}>
            {t("retry")}
          </Button>
        </Notice>
      ) : !list.data ? (
        <Spinner label={t("loading")} />
      ) : marks.length === 0 ? (
        <EmptyState title={t("emptyTitle")}>
          {total > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setPage(1)}>
              {t("firstPage")}
            </Button>
          ) : (
            <p>{t("emptyBody")}</p>
          )}
        </EmptyState>
      ) : (
        // A long props list like other screens' sections: each hands over its own state, nothing to share.
        <MarksResults
          marks={marks}
          total={total}
          page={page}
          totalPages={totalPages}
          busy={list.isValidating}
          returnQuery={returnQuery}
          onDelete={setTarget}
          onPage={setPage}
        />
      )}

      <ConfirmDeleteDialog
        mark={target}
        onStart={() => setNotice(null)}
        onCancel={() => setTarget(null)}
        onDone={afterDelete}
      />
    </div>
  );
}
