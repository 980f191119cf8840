"use client";

import { useTranslations } from "next-intl";
import { MarksTable } from "@/components/marks/marks-table";
import { Pagination } from "@/components/marks/pagination";
import type { MarkJson } from "@/lib/marks/marks.client";

interface Props {
  marks: MarkJson[];
  total: number;
  page: number;
  totalPages: number;
  busy: boolean;
  returnQuery: string;
  onDelete: (mark: MarkJson) => void;
  onPage: (page: number) => void;
}

/** One page of the marks list: how many there are, the rows, and the pages. */
export function MarksResults({ marks, total, page, totalPages, busy, returnQuery, onDelete, onPage }: Props) {
  const t = useTranslations("marks");
  return (
    <div className="space-y-3" aria-busy={busy || undefined}>
      <p className="text-sm text-slate-600">{t("records", { count: total })}</p>
      <MarksTable marks={marks} returnQuery={returnQuery} onDelete={onDelete} />
      <Pagination page={page} totalPages={totalPages} onPage={onPage} />
    </div>
  );
}
