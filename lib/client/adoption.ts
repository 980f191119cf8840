"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/client/fetcher";
import type { buildAdoption } from "@/lib/services/adoption";

export type Adoption = Awaited<ReturnType<typeof buildAdoption>>;
export interface AdoptionPeriod {
  from: string;
  to: string;
}

/** The period, and '' (teachers and mentors), 'teacher' or 'mentor'. */
export const adoptionKey = ({ from, to }: AdoptionPeriod, role = "") =>
  `/api/admin/adoption?${new URLSearchParams({ from, to, ...(role ? { role } : {}) })}`;

/** Adoption per school and per teacher for the period; the previous period stays shown while a new one loads. */
export function useAdoption(period: AdoptionPeriod | null, role = "") {
  return useSWR<Adoption>(period ? adoptionKey(period, role) : null, swrFetcher, { keepPreviousData: true });
}
