// The four statuses' order, catalogue keys and pressed colours, shared by the grid the browser runs
// (status-buttons.tsx) and the one the server renders for a phone whose JavaScript has not arrived
// (form-grid.tsx). No "use client": both read it.
import type { AttendanceStatus } from "@/lib/constants";

// vocab.status keys, written out so the catalogue test sees them.
export const STATUS_LABEL_KEY = {
  present: "status.present",
  late: "status.late",
  excused: "status.excused",
  absent: "status.absent",
} as const;
export const STATUS_ORDER: AttendanceStatus[] = ["present", "late", "excused", "absent"];
export const STATUS_ACTIVE: Record<AttendanceStatus, string> = {
  present: "bg-green-700 text-white ring-green-700",
  late: "bg-amber-600 text-white ring-amber-600",
  excused: "bg-blue-700 text-white ring-blue-700",
  absent: "bg-red-700 text-white ring-red-700",
};
/** The same colours on a checked radio's label (the server-rendered grid), written out for Tailwind to see. */
export const STATUS_CHECKED: Record<AttendanceStatus, string> = {
  present: "has-checked:bg-green-700 has-checked:text-white has-checked:ring-green-700",
  late: "has-checked:bg-amber-600 has-checked:text-white has-checked:ring-amber-600",
  excused: "has-checked:bg-blue-700 has-checked:text-white has-checked:ring-blue-700",
  absent: "has-checked:bg-red-700 has-checked:text-white has-checked:ring-red-700",
};
export const MARK_ALL_VARIANT = {
  present: "success",
  late: "warning",
  excused: "secondary",
  absent: "danger",
} as const;
