"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ChoiceField } from "@/components/ui/choice-field";
import { ClassChoice } from "@/components/marks/class-choice";
import { ExamTypeChoice, TermChoice, YearChoice } from "@/components/marks/exam-choices";
import type { MarkClassJson } from "@/lib/marks/marks.client";
import type { MarkFilterKey, MarkFilters } from "@/lib/marks/mark-filters.schema";

const TYPING_DELAY_MS = 300;

interface Props {
  filters: Required<MarkFilters>;
  classes: MarkClassJson[];
  onChange: (key: MarkFilterKey, value: string) => void;
  onClear: () => void;
}

/** docs/product-spec.md#marks-screen: the eight filters of the marks list and 'Clear Filters'. */
export function MarksFilters({ filters, classes, onChange, onClear }: Props) {
  const t = useTranslations("marks");
  // The teacher name is typed: wait for a pause before it becomes a filter (and a request).
  const [teacherName, setTeacherName] = useState(filters.teacherName);
  const [urlTeacherName, setUrlTeacherName] = useState(filters.teacherName);
  if (urlTeacherName !== filters.teacherName) {
    setUrlTeacherName(filters.teacherName);
    setTeacherName(filters.teacherName);
  }
  useEffect(() => {
    if (teacherName.trim() === filters.teacherName) return;
    const timer = setTimeout(() => onChange("teacherName", teacherName), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [teacherName, filters.teacherName, onChange]);

  // The subjects taught in the chosen class, else in any of them.
  const taught = filters.classId ? classes.filter((klass) => klass.classId === filters.classId) : classes;
  const subjects = [...new Set(taught.map((klass) => klass.subjectName))].sort((a, b) => a.localeCompare(b));
  if (filters.subjectName && !subjects.includes(filters.subjectName)) subjects.push(filters.subjectName);
  const active = Object.values(filters).some(Boolean) || teacherName !== "";
  const bind = (key: MarkFilterKey) => ({
    value: filters[key],
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
  });

  return (
    <section aria-label={t("filters")} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <YearChoice label={t("academicYear")} placeholder={t("allYears")} {...bind("academicYear")} />
        <TermChoice label={t("term")} placeholder={t("allTerms")} {...bind("academicTerm")} />
        <ClassChoice label={t("class")} classes={classes} placeholder={t("allClasses")} {...bind("classId")} />
        <ChoiceField label={t("subject")} options={subjects} placeholder={t("allSubjects")} {...bind("subjectName")} />
        <ExamTypeChoice label={t("examType")} placeholder={t("allExamTypes")} {...bind("examType")} />
        <TextField
          label={t("teacherName")}
          type="search"
          placeholder={t("searchByTeacher")}
          autoComplete="off"
          value={teacherName}
          onChange={(e) => setTeacherName(e.target.value)}
        />
        <TextField label={t("dateFrom")} type="date" max={filters.dateTo || undefined} {...bind("dateFrom")} />
        <TextField label={t("dateTo")} type="date" min={filters.dateFrom || undefined} {...bind("dateTo")} />
      </div>
      <div className="mt-3 flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setTeacherName("");
            onClear();
          }}
          disabled={!active}
        >
          {t("clearFilters")}
        </Button>
      </div>
    </section>
  );
}
