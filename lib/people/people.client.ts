"use client";

import useSWR from "swr";
import { apiFetchPage, swrFetcher } from "@/lib/client/fetcher";
import type { getUserDetail, searchUsers } from "@/lib/people/user-admin";
import type { listAudit } from "@/lib/people/audit";
import type { listJoinRequests, listMembers } from "@/lib/people/school-members";
import type { getJoinCode } from "@/lib/people/school-join";

export type ListedUserJson = Awaited<ReturnType<typeof searchUsers>>["users"][number];
export type UserDetailJson = Awaited<ReturnType<typeof getUserDetail>>;
export type AuditEntryJson = Awaited<ReturnType<typeof listAudit>>["entries"][number];
export type JoinRequestJson = Awaited<ReturnType<typeof listJoinRequests>>[number];
export type MembersJson = Awaited<ReturnType<typeof listMembers>>;
export type JoinCodeJson = Awaited<ReturnType<typeof getJoinCode>>;

export const PEOPLE_PAGE = 20;

export interface UserFilters {
  search: string;
  role: string;
  status: string;
  schoolId: string;
  page: number;
}

export function usersUrl(filters: UserFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(PEOPLE_PAGE) });
  for (const key of ["search", "role", "status", "schoolId"] as const)
    if (filters[key].trim()) params.set(key, filters[key].trim());
  return `/api/admin/users?${params}`;
}

const pageFetcher = <T>(url: string) => apiFetchPage<T>(url);

export const useUserPage = (filters: UserFilters) =>
  useSWR(usersUrl(filters), pageFetcher<ListedUserJson>, { keepPreviousData: true });
export const useUserDetail = (id: string) => useSWR<UserDetailJson>(`/api/admin/users/${id}`, swrFetcher);
export const useAuditPage = (page: number) =>
  useSWR(`/api/admin/audit?page=${page}&limit=${PEOPLE_PAGE}`, pageFetcher<AuditEntryJson>, {
    keepPreviousData: true,
  });
export const useJoinRequests = () => useSWR<JoinRequestJson[]>("/api/schools/join-requests", swrFetcher);
export const useMembers = (schoolId: string | null) =>
  useSWR<MembersJson>(schoolId ? `/api/schools/${schoolId}/members` : null, swrFetcher);
export const useJoinCode = (schoolId: string | null) =>
  useSWR<JoinCodeJson>(schoolId ? `/api/schools/${schoolId}/join-code` : null, swrFetcher);
