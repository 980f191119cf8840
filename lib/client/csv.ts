"use client";
import type { Problem, ProblemCode, ProblemParams } from "@/lib/problems/codes";

import { ApiClientError, problemOfBody } from "@/lib/client/error-message";

export interface PreviewRow {
  line: number;
  values: Record<string, string | null>;
  error: string | null;
  code?: ProblemCode;
  params?: ProblemParams;
}
export interface ImportAnswer {
  dryRun: boolean;
  total: number;
  valid: number;
  errors: number;
  written: number;
  rows: PreviewRow[];
}

/** Sends a CSV file to an import route; a refused commit (422) still carries the preview. */
export async function sendCsv(path: string, file: Blob): Promise<{ answer: ImportAnswer | null; problem?: Problem }> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "text/csv", Accept: "application/json" },
    body: file,
  }).catch(() => null);
  if (!response) throw new ApiClientError("network-error", undefined, undefined, "offline");
  const data = (await response.json().catch(() => null)) as (ImportAnswer & { message?: string }) | null;
  if (response.status === 401) window.location.assign("/");
  if (response.ok) return { answer: data };
  const problem = problemOfBody(data) ?? undefined;
  if (data && Array.isArray(data.rows)) return { answer: data, problem };
  throw new ApiClientError(problem?.code ?? `Server error: ${response.status}`, response.status, problem);
}
