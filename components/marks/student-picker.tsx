"use client";

import type { Said } from "@/lib/problems/codes";
import { Say } from "@/components/i18n/say";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { MarkStudentJson } from "@/lib/marks/marks.client";

interface Props {
  students: MarkStudentJson[];
  selected: ReadonlySet<string>;
  onSelected: (next: Set<string>) => void;
  /** The score shown for a chosen student (their own, or the form's total marks). */
  scoreOf: (studentId: string) => string;
  onScore: (studentId: string, value: string) => void;
  disabled?: boolean;
  /** The form's message about the chosen students. */
  error?: Said | null;
  /** What the exam is out of, shown beside each score. */
  outOf?: string;
}

/** One or many students of the class (with select all), and one score per chosen student. */
export function StudentPicker({ students, selected, onSelected, scoreOf, onScore, disabled, error, outOf }: Props) {
  const t = useTranslations("marks");
  const allRef = useRef<HTMLInputElement>(null);
  const all = students.length > 0 && students.every((student) => selected.has(student._id));
  const some = !all && students.some((student) => selected.has(student._id));
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelected(next);
  }

  return (
    <fieldset
      className={`rounded-xl border p-3 ${error ? "border-red-600" : "border-slate-300"}`}
      aria-describedby={error ? "student-picker-error student-picker-hint" : "student-picker-hint"}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t("students")}
        <span aria-hidden className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      {error ? (
        <p id="student-picker-error" className="mb-2 text-sm font-medium text-red-700">
          <Say said={error} />
        </p>
      ) : null}
      <p id="student-picker-hint" className="mb-2 text-sm text-slate-600">
        {t("pickerHint", { selected: selected.size, total: students.length })}
      </p>
      <label className="flex min-h-11 items-center gap-3 border-b border-slate-200 pb-2 font-semibold text-slate-900">
        <input
          ref={allRef}
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={all}
          disabled={disabled}
          onChange={(e) => onSelected(e.target.checked ? new Set(students.map((student) => student._id)) : new Set())}
        />
        {t("selectAll")}
      </label>
      <ul className="divide-y divide-slate-100">
        {students.map((student) => {
          const chosen = selected.has(student._id);
          return (
            <li key={student._id} className="flex min-h-12 flex-wrap items-center justify-between gap-2 py-1.5">
              <label className="flex min-h-11 flex-1 items-center gap-3 text-slate-900">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={chosen}
                  disabled={disabled}
                  onChange={(e) => toggle(student._id, e.target.checked)}
                />
                {student.studentName}
              </label>
              {chosen ? (
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <span>
                    {t.rich("scoreFor", {
                      name: student.studentName,
                      sr: (chunks) => <span className="sr-only">{chunks}</span>,
                    })}
                  </span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={scoreOf(student._id)}
                    disabled={disabled}
                    onChange={(e) => onScore(student._id, e.target.value)}
                    className="w-20 rounded-lg border border-slate-300 px-2 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
                  />
                  {outOf ? <span aria-hidden>{t("outOfValue", { max: outOf })}</span> : null}
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
