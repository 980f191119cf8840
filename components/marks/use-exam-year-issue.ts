"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { academicYearRange, isInAcademicYear } from "@/lib/academic-year-range";
import type { MarkClassJson } from "@/lib/marks/mark-classes.client";
import { startMonthOf, type ExamValues } from "@/components/marks/exam-values";

/** The school year's first month of the chosen class's school. */

/**
 * The exam date outside the chosen school year (of the class's school), as the server would answer it
 * (lib/academic-year-range.ts), in the screen's language.
 */
export function useExamYearIssue() {
  const t = useTranslations("marks");
  const format = useFormat();
  const day = format.day;
  return (values: ExamValues, classes: MarkClassJson[]) => {
    const startMonth = startMonthOf(values, classes);
    if (!values.examDate || !values.academicYear || isInAcademicYear(values.examDate, values.academicYear, startMonth))
      return null;
    const { from, to } = academicYearRange(values.academicYear, startMonth);
    return {
      message: t("examDateOutsideYear", { year: values.academicYear, from: day(from), to: day(to) }),
      field: "examDate",
    };
  };
}
