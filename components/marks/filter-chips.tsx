"use client";

import type { MarkClassJson, MarkFilters } from "@/lib/client/marks";
import type { MarkFilterKey } from "@/lib/validation/mark-filters";
import { classLabel, examTypeLabel, termLabel } from "@/lib/client/labels";

const NAMES: Record<MarkFilterKey, string> = {
  academicYear: "Year",
  academicTerm: "Term",
  classId: "Class",
  subjectName: "Subject",
  examType: "Exam",
  teacherName: "Teacher",
  dateFrom: "From",
  dateTo: "To",
};

function shown(key: MarkFilterKey, value: string, classes: MarkClassJson[]) {
  if (key === "academicTerm") return termLabel(value);
  if (key === "examType") return examTypeLabel(value);
  if (key === "classId") {
    const klass = classes.find((c) => c._id === value);
    return klass ? classLabel(klass, false) : "a class";
  }
  return value;
}

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
  const active = (Object.keys(NAMES) as MarkFilterKey[]).filter((key) => filters[key]);
  if (active.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {active.map((key) => {
        const label = `${NAMES[key]}: ${shown(key, filters[key], classes)}`;
        return (
          <li key={key}>
            <button
              type="button"
              onClick={() => onRemove(key)}
              aria-label={`Remove filter ${label}`}
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
