"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMarksReturn } from "@/components/marks/use-marks-form-state";
import { MarksFormButtons } from "@/components/marks/marks-form-buttons";
import { TextField } from "@/components/ui/field";
import { ChoiceField } from "@/components/ui/choice-field";
import { Notice } from "@/components/ui/notice";
import { ExamFields } from "@/components/marks/exam-fields";
import type { ExamValues } from "@/components/marks/exam-values";
import { useExamYearIssue } from "@/components/marks/use-exam-year-issue";
import { FormShell } from "@/components/ui/form-shell";
import { FormProblem, useForm } from "@/components/ui/use-form";
import type { EditMarkForm as Checked } from "@/lib/marks/marks.schema";
import { updateMark, useClassStudents, type MarkClassJson, type MarkJson } from "@/lib/marks/marks.client";
import { MIN_TOTAL_MARKS } from "@/lib/constants";
import { defaultSubjectId, entryOf } from "@/lib/marks/class-subjects.client";

/** The /edit-marks form, once the mark and the classes are here: one student's mark, corrected. */
export function EditMarkForm({
  mark,
  classes,
  viewerId,
}: {
  mark: MarkJson;
  classes: MarkClassJson[];
  viewerId?: string | null;
}) {
  const t = useTranslations("marks");
  const examYearIssue = useExamYearIssue();
  const [exam, setExam] = useState<ExamValues>({
    academicYear: mark.academicYear,
    academicTerm: mark.academicTerm,
    classId: mark.classId._id,
    subjectId: mark.subjectId._id,
    examType: mark.examType,
    examDate: mark.examDate,
    maxMarks: String(mark.maxMarks),
  });
  const [studentId, setStudentId] = useState(mark.studentId._id);
  const [totalMarks, setTotalMarks] = useState(String(mark.totalMarks));
  const students = useClassStudents(exam.classId || null);
  const form = useForm({
    schema: () => import("@/lib/marks/marks.schema").then((m) => m.editMarkForm),
    send: (data: Checked) => {
      if (!classes.some((klass) => klass.classId === data.classId))
        throw new FormProblem({ code: "marks-class-not-found" }, "classId");
      if (!data.subjectId || !entryOf(classes, data.classId, data.subjectId))
        throw new FormProblem({ code: "select-subject" }, "subjectId");
      const outsideYear = examYearIssue(exam, classes);
      if (outsideYear) throw new FormProblem(outsideYear.message, outsideYear.field);
      return updateMark(mark._id, data);
    },
    success: t("updated"),
    lockAfterSuccess: true,
    fallback: t("updateFailed"),
    fields: [
      "academicYear",
      "academicTerm",
      "classId",
      "subjectId",
      "examType",
      "examDate",
      "maxMarks",
      "studentId",
      "totalMarks",
    ],
  });
  const { back, messageRef } = useMarksReturn(form.message, form.succeeded);
  const values = (next: Partial<ExamValues & { studentId: string; totalMarks: string }> = {}) => ({
    ...exam,
    totalMarks,
    studentId,
    ...next,
  });

  function changeExam(key: keyof ExamValues, value: string) {
    // Another class: its students and subjects are others (its only subject, or the viewer's only one there, is chosen).
    const moved = key === "classId" ? { studentId: "", subjectId: defaultSubjectId(classes, value, viewerId) } : {};
    setExam((current) => ({ ...current, [key]: value, ...(key === "classId" ? { subjectId: moved.subjectId! } : {}) }));
    if (key === "classId") setStudentId("");
    form.revalidate(values({ [key]: value, ...moved }));
  }

  const locked = form.locked;
  /** The student box and the score box: each keeps its value and clears its message once it is right. */
  const own = (key: "studentId" | "totalMarks", set: (value: string) => void) => ({
    value: key === "studentId" ? studentId : totalMarks,
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      form.revalidate(values({ [key]: e.target.value }));
    },
    disabled: locked,
    error: form.errorFor(key),
  });
  // The mark's own student stays choosable while the class's students load.
  const studentOptions =
    students.data?.map((student) => ({ id: student._id, name: student.studentName })) ??
    (exam.classId === mark.classId._id ? [{ id: mark.studentId._id, name: mark.studentId.studentName }] : []);

  return (
    <FormShell form={form} values={() => values()} messageRef={messageRef} className="space-y-5">
      <ExamFields
        values={exam}
        onChange={changeExam}
        classes={classes}
        viewerId={viewerId}
        errorFor={form.errorFor}
        disabled={locked}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ChoiceField
          label={t("student")}
          required
          options={studentOptions}
          optionValue={(student) => student.id}
          optionLabel={(student) => student.name}
          placeholder={t("selectStudent")}
          {...own("studentId", setStudentId)}
        />
        <TextField
          label={t("scoreOutOf", { max: exam.maxMarks || mark.maxMarks })}
          type="number"
          inputMode="numeric"
          min={MIN_TOTAL_MARKS}
          max={exam.maxMarks || undefined}
          step={1}
          required
          {...own("totalMarks", setTotalMarks)}
        />
      </div>
      {students.error ? <Notice tone="error">{t("loadFailed")}</Notice> : null}
      <MarksFormButtons form={form} onCancel={back} label={t("updateButton")} track="mark-update-submit" />
    </FormShell>
  );
}
