"use client";

import type { ProblemCode, ProblemParams } from "@/lib/problems";

import { ApiClientError } from "@/lib/client/error-message";

export interface PreviewRow {
  line: number;
  values: Record<string, string | null>;
  error: string | null;
  /** The error's problem code and values where it has one (lib/problems.ts): said in the screen's language. */
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
export async function sendCsv(path: string, file: Blob): Promise<{ answer: ImportAnswer | null; message?: string }> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "text/csv", Accept: "application/json" },
    body: file,
  }).catch(() => null);
  if (!response) throw new ApiClientError("Network error. Please check your connection.", undefined, undefined, true);
  const data = (await response.json().catch(() => null)) as (ImportAnswer & { message?: string }) | null;
  if (response.status === 401) window.location.assign("/");
  if (response.ok) return { answer: data };
  if (data && Array.isArray(data.rows)) return { answer: data, message: data.message };
  throw new ApiClientError(data?.message ?? `Server error: ${response.status}`, response.status, data?.message);
}
