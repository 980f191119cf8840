import useSWR from "swr";
import { apiFetch, apiFetchPage, swrFetcher } from "@/lib/client/fetcher";
import { sendOrQueue } from "@/lib/offline/load";
import type { MarkJson } from "@/lib/schools/contract-json";
import {
  useClassStudents,
  useMarkClasses,
  type MarkClassJson,
  type MarkStudentJson,
} from "@/lib/marks/mark-classes.client";
import type { MarkFilters } from "@/lib/marks/mark-filters.schema";
import { marksListUrl } from "@/lib/marks/marks-url.client";
import type { MarkRecordInput, UpdateMarkInput } from "@/lib/marks/marks.schema";

export type { MarkJson };
export type { MarkClassJson, MarkStudentJson };
export { useClassStudents, useMarkClasses };
export type { MarkFilters };
export { marksListUrl };

export const markUrl = (id: string) => `/api/marks/${encodeURIComponent(id)}`;

/** One page of marks and the total; the previous page stays on screen while the next loads. */
export function useMarksPage(filters: MarkFilters, page: number) {
  return useSWR(marksListUrl(filters, page), (url: string) => apiFetchPage<MarkJson>(url), { keepPreviousData: true });
}

export function useMark(id: string | null) {
  return useSWR<MarkJson>(id ? markUrl(id) : null, swrFetcher, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Kept on the phone when it cannot be sent; the answer then counts the records that will be created. */
export const createMarks = (records: MarkRecordInput[]) =>
  sendOrQueue<unknown[]>({
    url: "/api/marks/bulk",
    body: records,
    label: { key: "marks", values: { count: records.length } },
    whenQueued: () => records.map(() => null),
  });
export const updateMark = (id: string, input: UpdateMarkInput) =>
  apiFetch<MarkJson>(markUrl(id), { method: "PUT", body: input });
export const deleteMark = (id: string) => apiFetch<{ message: string }>(markUrl(id), { method: "DELETE" });
