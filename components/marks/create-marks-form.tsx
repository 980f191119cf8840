"use client";

import { useState, type FormEvent } from "react";
import { useMarksFormState } from "@/components/marks/use-marks-form-state";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { ExamFields, examYearIssue, firstIssue, type ExamValues } from "@/components/marks/exam-fields";
import { localToday } from "@/lib/client/labels";
import { StudentPicker } from "@/components/marks/student-picker";
import { errorMessage } from "@/lib/client/error-message";
import { createMarks, useClassStudents, useMarkClasses } from "@/lib/client/marks";
import { DEFAULT_MAX_MARKS, MIN_TOTAL_MARKS } from "@/lib/constants";
import { MARKS_MESSAGES } from "@/lib/validation/marks-messages";

/** /create-marks: marks for one or many students of a class in one save. */
export function CreateMarksForm() {
  const classes = useMarkClasses();
  const [exam, setExam] = useState<ExamValues>(() => ({
    academicYear: "",
    academicTerm: "",
    classId: "",
    examType: "",
    examDate: localToday(),
    maxMarks: String(DEFAULT_MAX_MARKS),
  }));
  const [totalMarks, setTotalMarks] = useState("");
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [scores, setScores] = useState<Record<string, string>>({});
  const students = useClassStudents(exam.classId || null);
  const { router, error, setError, success, setSuccess, busy, setBusy, messageRef } = useMarksFormState();

  function changeExam(key: keyof ExamValues, value: string) {
    setExam((current) => ({ ...current, [key]: value }));
    if (key === "classId") {
      // Another class has other students: start the choice again.
      setSelected(new Set());
      setScores({});
    }
  }

  const scoreOf = (studentId: string) => scores[studentId] ?? totalMarks;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || success) return;
    setError(null);
    const chosen = (students.data ?? []).filter((student) => selected.has(student._id));
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { createMarksForm, toBulkRecords } = await import("@/lib/validation/marks");
    const parsed = createMarksForm.safeParse({
      ...exam,
      totalMarks,
      students: chosen.map((student) => ({ studentId: student._id, totalMarks: scoreOf(student._id) })),
    });
    if (!parsed.success) {
      setError(firstIssue(parsed.error.issues));
      return;
    }
    if (!classes.data?.some((klass) => klass._id === parsed.data.classId)) {
      setError({ message: MARKS_MESSAGES.classNotFound, field: "classId" });
      return;
    }
    const outsideYear = examYearIssue(exam, classes.data);
    if (outsideYear) return setError(outsideYear);
    setBusy(true);
    try {
      const created = await createMarks(toBulkRecords(parsed.data));
      setSuccess(`Marks created successfully for ${created.length} students!`);
    } catch (caught) {
      setError({ message: errorMessage(caught, "Failed to create marks. Please try again."), field: null });
    } finally {
      setBusy(false);
    }
  }

  if (classes.error) return <Notice tone="error">{MARKS_MESSAGES.loadFailed}</Notice>;
  if (!classes.data) return <Spinner label="Loading classes…" />;
  if (classes.data.length === 0)
    return (
      <EmptyState title="No classes found. Create your first class!">
        Classes are created on the Attendance page.
      </EmptyState>
    );

  const locked = busy || success !== null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div ref={messageRef}>
        {error ? <Notice tone="error">{error.message}</Notice> : null}
        {success ? <Notice tone="success">{success}</Notice> : null}
      </div>
      <ExamFields values={exam} onChange={changeExam} classes={classes.data} invalid={error?.field} disabled={locked} />
      <TextField
        label="Total marks"
        type="number"
        inputMode="numeric"
        min={MIN_TOTAL_MARKS}
        step={1}
        required
        max={exam.maxMarks || undefined}
        hint="The score each chosen student gets; change a student's own score below."
        value={totalMarks}
        onChange={(e) => setTotalMarks(e.target.value)}
        disabled={locked}
        aria-invalid={error?.field === "totalMarks" || undefined}
      />
      {!exam.classId ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          Select a class to choose its students.
        </p>
      ) : students.error ? (
        <Notice tone="error">{MARKS_MESSAGES.loadFailed}</Notice>
      ) : !students.data ? (
        <Spinner label="Loading students…" />
      ) : students.data.length === 0 ? (
        <EmptyState title="No Students Found">This class doesn&apos;t have any students yet.</EmptyState>
      ) : (
        <StudentPicker
          students={students.data}
          selected={selected}
          onSelected={setSelected}
          scoreOf={scoreOf}
          onScore={(id, value) => setScores((current) => ({ ...current, [id]: value }))}
          disabled={locked}
          invalid={error?.field === "students"}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => router.push("/marks")} disabled={busy}>
          Cancel
        </Button>
        <Button data-track="marks-create-submit" type="submit" loading={busy} disabled={success !== null}>
          Create Marks
        </Button>
      </div>
    </form>
  );
}
