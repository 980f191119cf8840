"use client";

import useSWR from "swr";
import { swrFetcher } from "@/lib/client/fetcher";
import type { buildAdoption } from "@/lib/people/adoption";

export type Adoption = Awaited<ReturnType<typeof buildAdoption>>;
export interface AdoptionPeriod {
  from: string;
  to: string;
}

/** One page of the people table, searched by the server (username, e-mail, school). */
export interface AdoptionPaging {
  search: string;
  page: number;
}
export const ADOPTION_PAGE = 20;

/** The period, and '' (teachers and mentors), 'teacher' or 'mentor'; with paging, one page of people. */
export const adoptionKey = ({ from, to }: AdoptionPeriod, role = "", paging?: AdoptionPaging) =>
  `/api/admin/adoption?${new URLSearchParams({
    from,
    to,
    ...(role ? { role } : {}),
    ...(paging ? { page: String(paging.page), limit: String(ADOPTION_PAGE) } : {}),
    ...(paging?.search.trim() ? { search: paging.search.trim() } : {}),
  })}`;

/** Adoption per school and per teacher for the period; the previous period stays shown while a new one loads. */
export function useAdoption(period: AdoptionPeriod | null, role = "", paging?: AdoptionPaging) {
  return useSWR<Adoption>(period ? adoptionKey(period, role, paging) : null, swrFetcher, { keepPreviousData: true });
}
