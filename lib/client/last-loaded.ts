"use client";

import { useEffect, useMemo } from "react";
import useSWR from "swr";
import { swrFetcher } from "@/lib/client/fetcher";
import { LAST_LOADED_PREFIX } from "@/lib/client/session";

const PREFIX = LAST_LOADED_PREFIX;

interface Saved<T> {
  savedAt: string;
  data: T;
}

function read<T>(key: string): Saved<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as Saved<T>) : null;
  } catch {
    return null;
  }
}

function write<T>(key: string, data: T) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), data }));
  } catch {
    // Storage full or unavailable: the fallback is a convenience only.
  }
}

/**
 * SWR on an API URL that keeps the last answer this browser loaded. When loading fails, `data` is
 * that saved answer and `savedAt` says when it was loaded, so the screen can label it as such.
 */
export function useLastLoaded<T>(key: string | null) {
  const swr = useSWR<T>(key, swrFetcher);
  const { data, error, isLoading, isValidating, mutate } = swr;
  useEffect(() => {
    if (key && data !== undefined) write(key, data);
  }, [key, data]);
  const saved = useMemo(() => (error && key ? read<T>(key) : null), [error, key]);
  return {
    data: data ?? saved?.data,
    error: error as Error | undefined,
    savedAt: data === undefined && saved ? saved.savedAt : null,
    // SWR says loading on a first mount even when it starts on data the server rendered (components/data/server-data.tsx).
    isLoading: isLoading && data === undefined,
    isValidating,
    mutate,
  };
}
