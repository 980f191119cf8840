"use client";

// Early warning on the screens (docs/product-spec.md#early-warning): the list, one student's page, the
// interventions, a school's rules and the dashboard figures; each read is an SWR key, each write
// revalidates what shows it.
import useSWR, { mutate } from "swr";
import { apiFetch, swrFetcher } from "@/lib/client/fetcher";
import { ApiClientError } from "@/lib/client/error-message";
import type { AtRiskEntry, AtRiskFigures } from "@/lib/early-warning/at-risk";
import type { AtRiskStudent } from "@/lib/early-warning/at-risk-student";
import type { InterventionJson } from "@/lib/early-warning/interventions";
import type { SchoolEarlyWarning } from "@/lib/early-warning/early-warning";
import type { EarlyWarningRules } from "@/lib/early-warning/rules.shared";
import type { InterventionInput } from "@/lib/early-warning/early-warning.schema";

export type { AtRiskEntry, AtRiskFigures, AtRiskStudent, InterventionJson, SchoolEarlyWarning };

export interface AtRiskFilter {
  schoolId?: string;
  classId?: string;
}

export function atRiskUrl(filter: AtRiskFilter, base = "/api/at-risk"): string | null {
  if (!filter.schoolId && !filter.classId) return null;
  const params = new URLSearchParams();
  if (filter.schoolId) params.set("schoolId", filter.schoolId);
  if (filter.classId) params.set("classId", filter.classId);
  return `${base}?${params}`;
}

const isAtRiskKey = (key: unknown) => typeof key === "string" && key.startsWith("/api/at-risk");

export const useAtRisk = (filter: AtRiskFilter) => useSWR<AtRiskEntry[]>(atRiskUrl(filter), swrFetcher);
export const useAtRiskStudent = (studentId: string) =>
  useSWR<AtRiskStudent>(`/api/at-risk/${encodeURIComponent(studentId)}`, swrFetcher);
export const useInterventions = (studentId: string) =>
  useSWR<InterventionJson[]>(`/api/at-risk/${encodeURIComponent(studentId)}/interventions`, swrFetcher);
export const useEarlyWarningRules = (schoolId: string | null) =>
  useSWR<SchoolEarlyWarning>(schoolId ? `/api/schools/${schoolId}/early-warning` : null, swrFetcher);
export const useAtRiskFigures = (schoolId: string | null) =>
  useSWR<AtRiskFigures>(schoolId ? `/api/at-risk/figures?schoolId=${encodeURIComponent(schoolId)}` : null, swrFetcher);

/** Every at-risk read again: an intervention changes the list's owner, the figures and the log. */
const refreshAtRisk = () => mutate(isAtRiskKey);

export async function recordIntervention(studentId: string, input: InterventionInput): Promise<InterventionJson> {
  const saved = await apiFetch<InterventionJson>(`/api/at-risk/${encodeURIComponent(studentId)}/interventions`, {
    method: "POST",
    body: input,
  });
  await refreshAtRisk();
  return saved;
}

export async function resolveIntervention(studentId: string, id: string, outcome: string): Promise<InterventionJson> {
  const saved = await apiFetch<InterventionJson>(
    `/api/at-risk/${encodeURIComponent(studentId)}/interventions/${encodeURIComponent(id)}`,
    { method: "PATCH", body: { outcome } },
  );
  await refreshAtRisk();
  return saved;
}

export async function saveEarlyWarningRules(schoolId: string, rules: EarlyWarningRules): Promise<SchoolEarlyWarning> {
  const saved = await apiFetch<SchoolEarlyWarning>(`/api/schools/${schoolId}/early-warning`, {
    method: "PUT",
    body: rules,
  });
  await mutate(`/api/schools/${schoolId}/early-warning`, saved, { revalidate: false });
  await refreshAtRisk();
  return saved;
}

/** The problem code of a failed call, for `t("errors.<code>")`; a network failure has none. */
export const problemOf = (error: unknown): { code: string; params?: Record<string, string | number> } | null =>
  error instanceof ApiClientError && error.problem ? error.problem : null;
