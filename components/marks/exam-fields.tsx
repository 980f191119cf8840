"use client";

import type { Said } from "@/lib/problems/codes";
import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui/field";
import { SubjectChoice, ClassChoice } from "@/components/marks/class-choice";
import { ExamTypeChoice, TermChoice, YearChoice } from "@/components/marks/exam-choices";
import { academicYearOptions } from "@/lib/academic-years";
import { startMonthOf, type ExamValues } from "@/components/marks/exam-values";
import type { MarkClassJson } from "@/lib/marks/mark-classes.client";

interface Props {
  values: ExamValues;
  onChange: (key: keyof ExamValues, value: string) => void;
  classes: MarkClassJson[];
  /** The form's message for a field, shown beside it. */
  errorFor?: (key: string) => Said | null;
  disabled?: boolean;
  /** False where each row says what it is out of (a CSV import). */
  withMaxMarks?: boolean;
  /** The signed-in user: the subjects they teach are listed first. */
  viewerId?: string | null;
}

/** Year, term, class, subject, exam type and date: the fields the create and edit forms share. */
export function ExamFields({
  values,
  onChange,
  classes,
  errorFor = () => null,
  disabled,
  withMaxMarks = true,
  viewerId,
}: Props) {
  const t = useTranslations("marks");
  const years = academicYearOptions(new Date(), startMonthOf(values, classes));
  // A mark of an older year keeps its year on the list.
  if (values.academicYear && !years.includes(values.academicYear)) years.push(values.academicYear);
  const bind = (key: keyof ExamValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
    disabled,
    error: errorFor(key),
  });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <YearChoice
        label={t("academicYear")}
        required
        years={years}
        placeholder={t("selectAcademicYear")}
        {...bind("academicYear")}
      />
      <TermChoice label={t("academicTerm")} required placeholder={t("selectTerm")} {...bind("academicTerm")} />
      <ClassChoice label={t("class")} required classes={classes} placeholder={t("selectClass")} {...bind("classId")} />
      <SubjectChoice
        label={t("subject")}
        required
        classes={classes}
        classId={values.classId}
        viewerId={viewerId}
        placeholder={t("selectSubject")}
        {...bind("subjectId")}
      />
      <ExamTypeChoice label={t("examType")} required placeholder={t("selectExamType")} {...bind("examType")} />
      <TextField label={t("examDate")} type="date" required {...bind("examDate")} />
      {withMaxMarks ? (
        <TextField
          label={t("outOf")}
          hint={t("outOfHint")}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...bind("maxMarks")}
        />
      ) : null}
    </div>
  );
}
