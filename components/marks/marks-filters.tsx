"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { ACADEMIC_TERMS, EXAM_TYPES } from "@/lib/constants";
import { academicYearOptions } from "@/lib/academic-years";
import type { MarkClassJson } from "@/lib/client/marks";
import type { MarkFilterKey, MarkFilters } from "@/lib/validation/mark-filters";
import { classLabel, examTypeLabel, termLabel } from "@/lib/client/labels";

const TYPING_DELAY_MS = 300;

interface Props {
  filters: Required<MarkFilters>;
  classes: MarkClassJson[];
  onChange: (key: MarkFilterKey, value: string) => void;
  onClear: () => void;
}

/** docs/product-spec.md#marks-screen: the eight filters of the marks list and 'Clear Filters'. */
export function MarksFilters({ filters, classes, onChange, onClear }: Props) {
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
    <section aria-label="Filters" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Academic year"
          value={filters.academicYear}
          onChange={(e) => onChange("academicYear", e.target.value)}
        >
          <option value="">All years</option>
          {academicYearOptions().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Term"
          value={filters.academicTerm}
          onChange={(e) => onChange("academicTerm", e.target.value)}
        >
          <option value="">All terms</option>
          {ACADEMIC_TERMS.map((term) => (
            <option key={term} value={term}>
              {termLabel(term)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Class" value={filters.classId} onChange={(e) => onChange("classId", e.target.value)}>
          <option value="">All classes</option>
          {classes.map((klass) => (
            <option key={klass._id} value={klass._id}>
              {classLabel(klass, withSchool)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Subject"
          value={filters.subjectName}
          onChange={(e) => onChange("subjectName", e.target.value)}
        >
          <option value="">All subjects</option>
          {subjects.map((subject) => (
            <option key={subject} value={subject}>
              {subject}
            </option>
          ))}
        </SelectField>
        <SelectField label="Exam type" value={filters.examType} onChange={(e) => onChange("examType", e.target.value)}>
          <option value="">All exam types</option>
          {EXAM_TYPES.map((type) => (
            <option key={type} value={type}>
              {examTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Teacher name"
          type="search"
          placeholder="Search by teacher"
          autoComplete="off"
          value={teacherName}
          onChange={(e) => setTeacherName(e.target.value)}
        />
        <TextField
          label="Date from"
          type="date"
          value={filters.dateFrom}
          max={filters.dateTo || undefined}
          onChange={(e) => onChange("dateFrom", e.target.value)}
        />
        <TextField
          label="Date to"
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
          Clear Filters
        </Button>
      </div>
    </section>
  );
}
