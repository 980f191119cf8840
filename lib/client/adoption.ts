"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/client/fetcher";
import type { buildAdoption } from "@/lib/services/adoption";

export type Adoption = Awaited<ReturnType<typeof buildAdoption>>;
export interface AdoptionPeriod {
  from: string;
  to: string;
}

export const adoptionKey = ({ from, to }: AdoptionPeriod) => `/api/admin/adoption?${new URLSearchParams({ from, to })}`;

/** Adoption per school and per teacher for the period; the previous period stays shown while a new one loads. */
export function useAdoption(period: AdoptionPeriod | null) {
  return useSWR<Adoption>(period ? adoptionKey(period) : null, swrFetcher, { keepPreviousData: true });
}
