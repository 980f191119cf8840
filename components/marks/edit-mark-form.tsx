"use client";

import { AppLink } from "@/components/ui/app-link";
import { useState, type FormEvent } from "react";
import { useMarksFormState } from "@/components/marks/use-marks-form-state";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { ExamFields, examYearIssue, firstIssue, type ExamValues } from "@/components/marks/exam-fields";
import { ApiClientError, errorMessage } from "@/lib/client/error-message";
import { updateMark, useClassStudents, useMark, useMarkClasses, type MarkJson } from "@/lib/client/marks";
import { MIN_TOTAL_MARKS } from "@/lib/constants";
import { MARKS_MESSAGES } from "@/lib/validation/marks-messages";

const backLink =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";

function MarkNotFound() {
  return (
    <div className="mx-auto max-w-xl text-center">
      <PageHeader title="Mark Not Found" />
      <p className="mb-6 text-slate-700">
        Mark record not found. It may have been deleted, or it belongs to a school you are not a member of.
      </p>
      <AppLink href="/marks" className={backLink}>
        Back to Marks
      </AppLink>
    </div>
  );
}

/** /edit-marks/{id}: load the mark ('Mark Not Found' for a missing or foreign id), then edit it. */
export function EditMarkScreen({ id }: { id: string }) {
  const mark = useMark(id);
  const classes = useMarkClasses();
  if (mark.error instanceof ApiClientError && (mark.error.status === 404 || mark.error.status === 400))
    return <MarkNotFound />;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Edit Mark" description="Correct one student's mark." />
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        {mark.error ? (
          <Notice tone="error">Failed to load mark data. Please try again.</Notice>
        ) : classes.error ? (
          <Notice tone="error">{MARKS_MESSAGES.loadFailed}</Notice>
        ) : !mark.data || !classes.data ? (
          <Spinner label="Loading mark…" />
        ) : (
          <EditMarkForm key={mark.data._id} mark={mark.data} classes={classes.data} />
        )}
      </div>
    </div>
  );
}

function EditMarkForm({
  mark,
  classes,
}: {
  mark: MarkJson;
  classes: NonNullable<ReturnType<typeof useMarkClasses>["data"]>;
}) {
  const [exam, setExam] = useState<ExamValues>({
    academicYear: mark.academicYear,
    academicTerm: mark.academicTerm,
    classId: mark.classId._id,
    examType: mark.examType,
    examDate: mark.examDate,
    maxMarks: String(mark.maxMarks),
  });
  const [studentId, setStudentId] = useState(mark.studentId._id);
  const [totalMarks, setTotalMarks] = useState(String(mark.totalMarks));
  const students = useClassStudents(exam.classId || null);
  const { router, error, setError, success, setSuccess, busy, setBusy, messageRef } = useMarksFormState();

  function changeExam(key: keyof ExamValues, value: string) {
    setExam((current) => ({ ...current, [key]: value }));
    if (key === "classId") setStudentId("");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || success) return;
    setError(null);
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { editMarkForm } = await import("@/lib/validation/marks");
    const parsed = editMarkForm.safeParse({ ...exam, totalMarks, studentId });
    if (!parsed.success) {
      setError(firstIssue(parsed.error.issues));
      return;
    }
    if (!classes.some((klass) => klass._id === parsed.data.classId)) {
      setError({ message: MARKS_MESSAGES.classNotFound, field: "classId" });
      return;
    }
    const outsideYear = examYearIssue(exam, classes);
    if (outsideYear) return setError(outsideYear);
    setBusy(true);
    try {
      await updateMark(mark._id, parsed.data);
      setSuccess("Mark updated successfully!");
    } catch (caught) {
      setError({ message: errorMessage(caught, "Failed to update mark. Please try again."), field: null });
    } finally {
      setBusy(false);
    }
  }

  const locked = busy || success !== null;
  // The mark's own student stays choosable while the class's students load.
  const studentOptions =
    students.data?.map((student) => ({ id: student._id, name: student.studentName })) ??
    (exam.classId === mark.classId._id ? [{ id: mark.studentId._id, name: mark.studentId.studentName }] : []);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div ref={messageRef}>
        {error ? <Notice tone="error">{error.message}</Notice> : null}
        {success ? <Notice tone="success">{success}</Notice> : null}
      </div>
      <ExamFields values={exam} onChange={changeExam} classes={classes} invalid={error?.field} disabled={locked} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Student"
          required
          value={studentId}
          onChange={(e) => setStudentId(e.target.value)}
          disabled={locked}
          aria-invalid={error?.field === "studentId" || undefined}
        >
          <option value="">Select student</option>
          {studentOptions.map((student) => (
            <option key={student.id} value={student.id}>
              {student.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Total marks"
          type="number"
          inputMode="numeric"
          min={MIN_TOTAL_MARKS}
          max={exam.maxMarks || undefined}
          step={1}
          required
          value={totalMarks}
          onChange={(e) => setTotalMarks(e.target.value)}
          disabled={locked}
          aria-invalid={error?.field === "totalMarks" || undefined}
        />
      </div>
      {students.error ? <Notice tone="error">{MARKS_MESSAGES.loadFailed}</Notice> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => router.push("/marks")} disabled={busy}>
          Cancel
        </Button>
        <Button data-track="mark-update-submit" type="submit" loading={busy} disabled={success !== null}>
          Update Mark
        </Button>
      </div>
    </form>
  );
}
