"use client";

import { useTranslations } from "next-intl";
import type { MarkClassJson, MarkFilters } from "@/lib/marks/marks.client";
import type { MarkFilterKey } from "@/lib/marks/mark-filters.schema";
import { classNameLabel } from "@/lib/client/labels";

// Each filter's short name on its chip (catalogue keys under marks.chip).
const NAMES = {
  academicYear: "chip.academicYear",
  academicTerm: "chip.academicTerm",
  classId: "chip.classId",
  subjectName: "chip.subjectName",
  examType: "chip.examType",
  teacherName: "chip.teacherName",
  dateFrom: "chip.dateFrom",
  dateTo: "chip.dateTo",
} as const satisfies Record<MarkFilterKey, string>;

/** The active filters as chips; each one's × removes that filter alone. */
export function FilterChips({
  filters,
  classes,
  onRemove,
}: {
  filters: Required<MarkFilters>;
  classes: MarkClassJson[];
  onRemove: (key: MarkFilterKey) => void;
}) {
  const t = useTranslations("marks");
  const tv = useTranslations("vocab");
  const active = (Object.keys(NAMES) as MarkFilterKey[]).filter((key) => filters[key]);
  if (active.length === 0) return null;

  function shown(key: MarkFilterKey, value: string) {
    if (key === "academicTerm") return tv(`term.${value}`);
    if (key === "examType") return tv(`examType.${value}`);
    if (key === "classId") {
      const klass = classes.find((c) => c.classId === value);
      return klass ? classNameLabel(klass, false) : t("aClass");
    }
    return value;
  }

  return (
    <ul aria-label={t("activeFilters")} className="flex flex-wrap gap-2">
      {active.map((key) => {
        const label = t("chipLabel", { name: t(NAMES[key]), value: shown(key, filters[key]) });
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => onRemove(key)}
              aria-label={t("removeFilter", { label })}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
            >
              {label}
              <span aria-hidden>×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
