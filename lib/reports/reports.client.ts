"use client";

import useSWR from "swr";
import { apiResponse, swrFetcher } from "@/lib/client/fetcher";
import { ApiClientError } from "@/lib/client/error-message";
import { API_TIMEOUT_MS } from "@/lib/constants";
import type { SchoolReport } from "@/lib/reports/school-report";
import type { AttendanceReport } from "@/lib/reports/attendance-report";
import type { MarksReport } from "@/lib/reports/marks-report";
import type { ClassReport } from "@/lib/reports/class-report";

export type { SchoolReport, AttendanceReport, MarksReport, ClassReport };

export const SCHOOL_REPORT_KEY = "/api/reports/schools";
export const useSchoolReport = () => useSWR<SchoolReport>(SCHOOL_REPORT_KEY, swrFetcher, { revalidateOnFocus: false });

/** For "comments" the id is the role filter: all, teacher or mentor. */
export type PdfKind = "schools" | "marks" | "attendance" | "class" | "comments";

export const pdfUrl = (kind: PdfKind, id?: string) =>
  kind === "schools" ? "/api/reports/schools/pdf" : `/api/reports/${kind}/${encodeURIComponent(id ?? "")}/pdf`;
export const printUrl = (kind: PdfKind, id?: string) =>
  kind === "schools" ? "/admin/print/schools" : `/admin/print/${kind}/${encodeURIComponent(id ?? "")}`;

/** Downloads a report PDF under the server's file name; errors carry the server's message (docs/product-spec.md#errors). */
export async function downloadPdf(kind: PdfKind, id?: string): Promise<string> {
  // A long PDF may take longer than the JSON timeout: allow three times as much.
  const response = await apiResponse(pdfUrl(kind, id), {
    timeoutMs: API_TIMEOUT_MS * 3,
    headers: { Accept: "application/pdf" },
  });
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ApiClientError("network-error", undefined, undefined, "offline");
  }
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `${kind}-report.pdf`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
