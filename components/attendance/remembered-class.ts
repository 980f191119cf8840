"use client";

import { useSyncExternalStore } from "react";

// The class a teacher took attendance for last: the screen opens on it next time (this browser only).
const KEY = "attendance:lastClassId";

export function rememberClass(classId: string) {
  try {
    localStorage.setItem(KEY, classId);
  } catch {
    // Storage unavailable: the screen opens on the first class, as before.
  }
}

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

const noSubscribe = () => () => undefined;

/** The remembered class id, known after hydration (null on the server). */
export function useRememberedClass(): string | null {
  return useSyncExternalStore(noSubscribe, read, () => null);
}
