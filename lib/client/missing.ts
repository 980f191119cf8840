"use client";

import { useLastLoaded } from "@/lib/client/last-loaded";
import type { MissingAttendance } from "@/lib/services/attendance-missing";

export type { MissingAttendance };

/** Without a date the server checks each school's own today. */
export const missingTodayKey = "/api/attendance/missing";

export function useMissingToday() {
  return useLastLoaded<MissingAttendance>(missingTodayKey);
}
