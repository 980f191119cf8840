"use client";

import { useTranslations } from "next-intl";
import { SelectField, TextField } from "@/components/ui/field";
import { ACADEMIC_TERMS, EXAM_TYPES } from "@/lib/constants";
import { academicYearOptions } from "@/lib/academic-years";
import { startMonthOf, type ExamValues } from "@/components/marks/exam-values";
import type { MarkClassJson } from "@/lib/client/mark-classes";
import { classLabel } from "@/lib/client/labels";

interface Props {
  values: ExamValues;
  onChange: (key: keyof ExamValues, value: string) => void;
  classes: MarkClassJson[];
  /** The form's message for a field, shown beside it. */
  errorFor?: (key: string) => string | null;
  disabled?: boolean;
  /** False where each row says what it is out of (a CSV import). */
  withMaxMarks?: boolean;
}

/** Year, term, class, exam type and date: the fields the create and edit forms share. */
export function ExamFields({ values, onChange, classes, errorFor = () => null, disabled, withMaxMarks = true }: Props) {
  const t = useTranslations("marks");
  const tv = useTranslations("vocab");
  const withSchool = new Set(classes.map((klass) => klass.schoolId._id)).size > 1;
  const years = academicYearOptions(new Date(), startMonthOf(values, classes));
  // A mark of an older year keeps its year on the list.
  if (values.academicYear && !years.includes(values.academicYear)) years.push(values.academicYear);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        label={t("academicYear")}
        required
        value={values.academicYear}
        onChange={(e) => onChange("academicYear", e.target.value)}
        disabled={disabled}
        error={errorFor("academicYear")}
      >
        <option value="">{t("selectAcademicYear")}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("academicTerm")}
        required
        value={values.academicTerm}
        onChange={(e) => onChange("academicTerm", e.target.value)}
        disabled={disabled}
        error={errorFor("academicTerm")}
      >
        <option value="">{t("selectTerm")}</option>
        {ACADEMIC_TERMS.map((term) => (
          <option key={term} value={term}>
            {tv(`term.${term}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("class")}
        required
        value={values.classId}
        onChange={(e) => onChange("classId", e.target.value)}
        disabled={disabled}
        error={errorFor("classId")}
      >
        <option value="">{t("selectClass")}</option>
        {classes.map((klass) => (
          <option key={klass._id} value={klass._id}>
            {classLabel(klass, withSchool)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("examType")}
        required
        value={values.examType}
        onChange={(e) => onChange("examType", e.target.value)}
        disabled={disabled}
        error={errorFor("examType")}
      >
        <option value="">{t("selectExamType")}</option>
        {EXAM_TYPES.map((type) => (
          <option key={type} value={type}>
            {tv(`examType.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("examDate")}
        type="date"
        required
        value={values.examDate}
        onChange={(e) => onChange("examDate", e.target.value)}
        disabled={disabled}
        error={errorFor("examDate")}
      />
      {withMaxMarks ? (
        <TextField
          label={t("outOf")}
          hint={t("outOfHint")}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={values.maxMarks}
          onChange={(e) => onChange("maxMarks", e.target.value)}
          disabled={disabled}
          error={errorFor("maxMarks")}
        />
      ) : null}
    </div>
  );
}
