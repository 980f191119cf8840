"use client";

import { useTranslations } from "next-intl";
import type { ATTENDANCE_STATUSES, AttendanceStatus } from "@/lib/constants";
import { STATUS_ACTIVE, STATUS_LABEL_KEY, STATUS_ORDER } from "@/components/attendance/status-style";

/** A status (or "Not marked") in the screen's language. */
export function useStatusLabel(): (status: AttendanceStatus | null) => string {
  const vocab = useTranslations("vocab");
  return (status) => (status ? vocab(STATUS_LABEL_KEY[status]) : vocab("status.notMarked"));
}
export { STATUS_ORDER };
export const statusTone = {
  present: "green",
  late: "yellow",
  excused: "blue",
  absent: "red",
} as const satisfies Record<(typeof ATTENDANCE_STATUSES)[number], string>;
export const toneOf = (status: AttendanceStatus | null) => (status ? statusTone[status] : "slate");

/** The four status buttons of one student; the current one is pressed, none while not marked. */
export function StatusButtons({
  name,
  value,
  disabled,
  onChange,
}: {
  name: string;
  value: AttendanceStatus | null;
  disabled: boolean;
  onChange: (status: AttendanceStatus) => void;
}) {
  const t = useTranslations("attendance");
  const label = useStatusLabel();
  return (
    <div role="group" aria-label={t("statusGroup", { name })} className="grid grid-cols-4 gap-1.5">
      {STATUS_ORDER.map((status) => {
        const pressed = value === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onChange(status)}
            className={`min-h-10 rounded-lg px-2 text-sm font-semibold ring-1 transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
              pressed ? STATUS_ACTIVE[status] : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100"
            }`}
          >
            {label(status)}
          </button>
        );
      })}
    </div>
  );
}
