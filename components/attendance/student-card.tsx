"use client";

import { useState, type FormEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { errorMessage } from "@/lib/client/error-message";
import type { AttendanceJson } from "@/lib/client/attendance";
import type { ClassJson } from "@/lib/client/classes";
import { updateStudent, type StudentJson } from "@/lib/client/students";
import type { AttendanceStatus } from "@/lib/constants";
import { StatusButtons, statusLabel, statusTone } from "@/components/attendance/status-buttons";
import { classLabel } from "@/lib/client/labels";
import type { Marking } from "@/components/attendance/use-marking";

interface Props {
  student: StudentJson;
  date: string;
  classes: ClassJson[];
  marking: Marking;
  history: AttendanceJson[] | undefined;
  onShowHistory: () => void;
  onUpdated: (student: StudentJson) => void;
}

/** One student in the class-students modal: details, the date's status and buttons, history and edit. */
export function StudentCard({ student, date, classes, marking, history, onShowHistory, onUpdated }: Props) {
  const [showHistory, setShowHistory] = useState(false);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ studentName: student.studentName, classId: student.classId._id });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = marking.statusOf(student._id);
  const mine = (history ?? []).filter((record) => record.studentId === student._id);

  async function save(event: FormEvent) {
    event.preventDefault();
    // The shared schema loads on submit, keeping zod out of the first-load JS.
    const { updateStudentSchema } = await import("@/lib/validation/students");
    const checked = updateStudentSchema.safeParse(values);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Please check the form");
    setBusy(true);
    setError(null);
    try {
      onUpdated(await updateStudent(student._id, values));
      setEditing(false);
    } catch (caught) {
      setError(errorMessage(caught, "Failed to update student. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={student.studentName}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{student.studentName}</h3>
        <div className="flex gap-1.5">
          <Badge tone="green">Active</Badge>
          <Badge tone={statusTone[status]}>{statusLabel(status)}</Badge>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-2">
        <Detail label="ID" value={student._id} />
        <Detail label="School ID" value={student.schoolId} />
        <Detail label="Class" value={student.classId.className} />
        <Detail label="Enrolled" value={new Date(student.createdAt).toLocaleDateString()} />
      </dl>
      <p className="mt-3 mb-1 text-sm font-medium text-slate-700">Status on {date}</p>
      <StatusButtons
        name={student.studentName}
        value={status}
        disabled={marking.isSaving(student._id)}
        onChange={(next: AttendanceStatus) => marking.mark(student._id, next)}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showHistory}
          onClick={() => {
            setShowHistory((open) => !open);
            onShowHistory();
          }}
        >
          Full Attendance
        </Button>
        <Button size="sm" variant="secondary" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          Edit
        </Button>
      </div>
      {showHistory ? (
        history === undefined ? (
          <p className="mt-2 text-sm text-slate-600">Loading attendance history…</p>
        ) : mine.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No attendance recorded for this student yet.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Attendance history of ${student.studentName}`}>
            {mine.map((record) => (
              <li key={record._id}>
                <Badge tone={statusTone[record.status as AttendanceStatus]}>
                  {record.date}: {statusLabel(record.status as AttendanceStatus)}
                </Badge>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {editing ? (
        <form onSubmit={save} noValidate className="mt-3 grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {error}
            </p>
          ) : null}
          <TextField
            label="Student name"
            value={values.studentName}
            onChange={(e) => setValues((v) => ({ ...v, studentName: e.target.value }))}
            maxLength={120}
          />
          <SelectField
            label="Class"
            value={values.classId}
            onChange={(e) => setValues((v) => ({ ...v, classId: e.target.value }))}
          >
            {classes.map((klass) => (
              <option key={klass._id} value={klass._id}>
                {classLabel(klass, true)}
              </option>
            ))}
          </SelectField>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" size="sm" loading={busy}>
              Save Student
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="truncate" title={value}>
        {value}
      </dd>
    </div>
  );
}
