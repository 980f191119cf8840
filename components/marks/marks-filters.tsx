"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { ACADEMIC_TERMS, EXAM_TYPES } from "@/lib/constants";
import { academicYearOptions } from "@/lib/academic-years";
import type { MarkClassJson } from "@/lib/client/marks";
import type { MarkFilterKey, MarkFilters } from "@/lib/validation/mark-filters";
import { classLabel } from "@/lib/client/labels";

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
  const tv = useTranslations("vocab");
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

  const withSchool = new Set(classes.map((klass) => klass.schoolId._id)).size > 1;
  const subjects = [...new Set(classes.map((klass) => klass.subjectName))].sort((a, b) => a.localeCompare(b));
  if (filters.subjectName && !subjects.includes(filters.subjectName)) subjects.push(filters.subjectName);
  const active = Object.values(filters).some(Boolean) || teacherName !== "";

  return (
    <section aria-label={t("filters")} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t("academicYear")}
          value={filters.academicYear}
          onChange={(e) => onChange("academicYear", e.target.value)}
        >
          <option value="">{t("allYears")}</option>
          {academicYearOptions().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("term")}
          value={filters.academicTerm}
          onChange={(e) => onChange("academicTerm", e.target.value)}
        >
          <option value="">{t("allTerms")}</option>
          {ACADEMIC_TERMS.map((term) => (
            <option key={term} value={term}>
              {tv(`term.${term}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("class")} value={filters.classId} onChange={(e) => onChange("classId", e.target.value)}>
          <option value="">{t("allClasses")}</option>
          {classes.map((klass) => (
            <option key={klass._id} value={klass._id}>
              {classLabel(klass, withSchool)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("subject")}
          value={filters.subjectName}
          onChange={(e) => onChange("subjectName", e.target.value)}
        >
          <option value="">{t("allSubjects")}</option>
          {subjects.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("examType")}
          value={filters.examType}
          onChange={(e) => onChange("examType", e.target.value)}
        >
          <option value="">{t("allExamTypes")}</option>
          {EXAM_TYPES.map((type) => (
            <option key={type} value={type}>
              {tv(`examType.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("teacherName")}
          type="search"
          placeholder={t("searchByTeacher")}
          autoComplete="off"
          value={teacherName}
          onChange={(e) => setTeacherName(e.target.value)}
        />
        <TextField
          label={t("dateFrom")}
          type="date"
          value={filters.dateFrom}
          max={filters.dateTo || undefined}
          onChange={(e) => onChange("dateFrom", e.target.value)}
        />
        <TextField
          label={t("dateTo")}
          type="date"
          value={filters.dateTo}
          min={filters.dateFrom || undefined}
          onChange={(e) => onChange("dateTo", e.target.value)}
        />
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
