"use client";

import { useLastLoaded } from "@/lib/client/last-loaded";
import { MISSING_TODAY_KEY } from "@/lib/api-keys";
import type { MissingAttendance } from "@/lib/attendance/attendance-missing";

export type { MissingAttendance };

export const missingTodayKey = MISSING_TODAY_KEY;

export function useMissingToday() {
  return useLastLoaded<MissingAttendance>(missingTodayKey);
}
