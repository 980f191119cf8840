"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useMarksReturn } from "@/components/marks/use-marks-form-state";
import { MarksFormButtons } from "@/components/marks/marks-form-buttons";
import { EmptyState } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { FormShell } from "@/components/ui/form-shell";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { FormProblem, useForm } from "@/components/ui/use-form";
import { ExamFields } from "@/components/marks/exam-fields";
import type { ExamValues } from "@/components/marks/exam-values";
import { useExamYearIssue } from "@/components/marks/use-exam-year-issue";
import { localToday } from "@/lib/days";
import { StudentPicker } from "@/components/marks/student-picker";
import { createMarks, useClassStudents, type MarkClassJson } from "@/lib/marks/marks.client";
import { defaultSubjectId, entryOf } from "@/lib/marks/class-subjects.client";
import { DEFAULT_MAX_MARKS, MIN_TOTAL_MARKS } from "@/lib/constants";
import type { CreateMarksForm as Checked } from "@/lib/marks/marks.schema";

const FIELDS = [
  "academicYear",
  "academicTerm",
  "classId",
  "subjectId",
  "examType",
  "examDate",
  "maxMarks",
  "totalMarks",
  "students",
];

/**
 * The /create-marks form, once the classes are here: marks in one subject for one or many students of a
 * class in one save. `viewerId`'s subjects are offered first.
 */
export function CreateMarksFields({ classes, viewerId }: { classes: MarkClassJson[]; viewerId?: string | null }) {
  const t = useTranslations("marks");
  const tc = useTranslations("common");
  const examYearIssue = useExamYearIssue();
  const [exam, setExam] = useState<ExamValues>(() => ({
    academicYear: "",
    academicTerm: "",
    classId: "",
    subjectId: "",
    examType: "",
    examDate: localToday(),
    maxMarks: String(DEFAULT_MAX_MARKS),
  }));
  const [totalMarks, setTotalMarks] = useState("");
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [scores, setScores] = useState<Record<string, string>>({});
  const students = useClassStudents(exam.classId || null);
  const form = useForm({
    schema: () => import("@/lib/marks/marks.schema").then((m) => m.createMarksForm),
    send: async (data: Checked) => {
      if (!classes.some((klass) => klass.classId === data.classId))
        throw new FormProblem({ code: "marks-class-not-found" }, "classId");
      if (!data.subjectId || !entryOf(classes, data.classId, data.subjectId))
        throw new FormProblem({ code: "select-subject" }, "subjectId");
      const outsideYear = examYearIssue(exam, classes);
      if (outsideYear) throw new FormProblem(outsideYear.message, outsideYear.field);
      const { toBulkRecords } = await import("@/lib/marks/marks.schema");
      return createMarks(toBulkRecords(data));
    },
    // Kept on this phone (createMarks answers one null per record then): said so, never "created".
    success: (created) =>
      created.length && created.every((record) => record === null)
        ? tc("savedOnPhone")
        : t("createdFor", { count: created.length }),
    lockAfterSuccess: true,
    fallback: t("createFailed"),
    fields: FIELDS,
  });
  const { back, messageRef } = useMarksReturn(form.message, form.succeeded);

  const scoreOf = (studentId: string) => scores[studentId] ?? totalMarks;
  const values = (
    next: { exam?: ExamValues; totalMarks?: string; selected?: Set<string>; scores?: Record<string, string> } = {},
  ) => {
    const chosenIds = next.selected ?? selected;
    const own = next.scores ?? scores;
    const total = next.totalMarks ?? totalMarks;
    const chosen = (students.data ?? []).filter((student) => chosenIds.has(student._id));
    return {
      ...(next.exam ?? exam),
      totalMarks: total,
      students: chosen.map((student) => ({ studentId: student._id, totalMarks: own[student._id] ?? total })),
    };
  };

  function changeExam(key: keyof ExamValues, value: string) {
    // Another class has other subjects: its only one (or the viewer's only one there) is chosen for them.
    const nextExam =
      key === "classId"
        ? { ...exam, classId: value, subjectId: defaultSubjectId(classes, value, viewerId) }
        : { ...exam, [key]: value };
    setExam(nextExam);
    if (key === "classId") {
      // Another class has other students: start the choice again.
      setSelected(new Set());
      setScores({});
      form.revalidate(values({ exam: nextExam, selected: new Set(), scores: {} }));
    } else form.revalidate(values({ exam: nextExam }));
  }

  const locked = form.locked;
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
      <TextField
        label={t("scoreOutOf", { max: exam.maxMarks || DEFAULT_MAX_MARKS })}
        type="number"
        inputMode="numeric"
        min={MIN_TOTAL_MARKS}
        step={1}
        required
        max={exam.maxMarks || undefined}
        hint={t("scoreHint")}
        value={totalMarks}
        onChange={(e) => {
          setTotalMarks(e.target.value);
          form.revalidate(values({ totalMarks: e.target.value }));
        }}
        error={form.errorFor("totalMarks")}
        disabled={locked}
      />
      {!exam.classId ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t("selectClassFirst")}</p>
      ) : students.error ? (
        <Notice tone="error">{t("loadFailed")}</Notice>
      ) : !students.data ? (
        <Spinner label={t("loadingStudents")} />
      ) : students.data.length === 0 ? (
        <EmptyState title={t("noStudentsTitle")}>{t("noStudentsBody")}</EmptyState>
      ) : (
        <StudentPicker
          students={students.data}
          selected={selected}
          onSelected={(next) => {
            setSelected(next);
            form.revalidate(values({ selected: next }));
          }}
          scoreOf={scoreOf}
          onScore={(id, value) => {
            const next = { ...scores, [id]: value };
            setScores(next);
            form.revalidate(values({ scores: next }));
          }}
          disabled={locked}
          error={form.errorFor("students")}
          outOf={exam.maxMarks}
        />
      )}
      <MarksFormButtons form={form} onCancel={back} label={t("createButton")} track="marks-create-submit" />
    </FormShell>
  );
}
