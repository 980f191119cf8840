"use client";

import useSWR from "swr";
import { apiFetch, swrFetcher } from "@/lib/client/fetcher";
import { queryString } from "@/lib/client/query-string";
import type { ReportCard } from "@/lib/report-cards/build";

export type { ReportCard };

export const cardQuery = (academicYear: string, academicTerm: string) =>
  queryString({ academicYear, academicTerm: academicTerm || undefined });

export function useReportCard(studentId: string, academicYear: string, academicTerm: string) {
  const key =
    studentId && academicYear
      ? `/api/reports/report-card/${encodeURIComponent(studentId)}?${cardQuery(academicYear, academicTerm)}`
      : null;
  return useSWR<ReportCard>(key, swrFetcher, { revalidateOnFocus: false });
}

export const saveRemark = (studentId: string, body: { academicYear: string; academicTerm: string; remark: string }) =>
  apiFetch(`/api/reports/report-card/${encodeURIComponent(studentId)}`, { method: "PUT", body });

/** An admin withdraws a card's code (issued in error); the next load of the card issues a new one. */
export const revokeCardCode = (code: string) =>
  apiFetch(`/api/reports/issued-cards/${encodeURIComponent(code)}/revoke`, { method: "POST" });
