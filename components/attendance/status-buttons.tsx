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

/**
 * The four status buttons of one student; the current one is pressed, none while not marked. Never
 * disabled: a tap always shows at once (use-marking.ts sends it when it can).
 */
export function StatusButtons({
  name,
  value,
  onChange,
}: {
  name: string;
  value: AttendanceStatus | null;
  onChange: (status: AttendanceStatus) => void;
}) {
  const t = useTranslations("attendance");
  const label = useStatusLabel();
  return (
    // Four in a row where the words fit, wrapping onto a second row where they do not (Kinyarwanda's
    // "Yakererewe" and "Afite uruhushya" at phone width): a word is never cut.
    <div role="group" aria-label={t("statusGroup", { name })} className="flex flex-wrap gap-1.5">
      {STATUS_ORDER.map((status) => {
        const pressed = value === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(status)}
            className={`min-h-10 flex-auto rounded-lg px-2 text-sm font-semibold whitespace-nowrap ring-1 transition-colors active:scale-[0.97] ${
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
