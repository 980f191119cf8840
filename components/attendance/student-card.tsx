"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { FormShell } from "@/components/ui/form-shell";
import { useForm, useFormValues } from "@/components/ui/use-form";
import type { AttendanceJson } from "@/lib/attendance/attendance.client";
import type { ClassJson } from "@/lib/schools/classes.client";
import { updateStudent, type StudentJson } from "@/lib/schools/students.client";
import type { AttendanceStatus } from "@/lib/constants";
import { StatusButtons, statusTone, toneOf, useStatusLabel } from "@/components/attendance/status-buttons";
import { classNameLabel } from "@/lib/client/labels";
import type { Marking } from "@/components/attendance/use-marking";
import { StudentProfileModal } from "@/components/students/lazy-profile-modal";

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
  const t = useTranslations("attendance");
  const format = useFormat();
  const statusLabel = useStatusLabel();
  const [showHistory, setShowHistory] = useState(false);
  const [editing, setEditing] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const tp = useTranslations("studentProfile");
  const form = useForm({
    schema: () => import("@/lib/schools/students.schema").then((m) => m.updateStudentSchema),
    send: (_data, input) => updateStudent(student._id, input as { studentName: string; classId: string }),
    onSuccess: (updated) => {
      onUpdated(updated);
      setEditing(false);
    },
    fallback: t("studentUpdateFailed"),
    fields: ["studentName", "classId"],
  });
  const { values, bind } = useFormValues({ studentName: student.studentName, classId: student.classId._id }, form);
  const status = marking.statusOf(student._id);
  const mine = (history ?? []).filter((record) => record.studentId === student._id);

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={student.studentName}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{student.studentName}</h3>
        <div className="flex gap-1.5">
          <Badge tone="green">{t("active")}</Badge>
          <Badge tone={toneOf(status)}>{statusLabel(status)}</Badge>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-2">
        {/* Names, never database ids: a teacher cannot read or use an id. */}
        <Detail label={t("school")} value={student.schoolName} />
        <Detail label={t("class")} value={student.classId.className} />
        <Detail label={t("enrolled")} value={format.dayOf(student.createdAt)} />
      </dl>
      <p className="mt-3 mb-1 text-sm font-medium text-slate-700">{t("statusOn", { date: format.day(date) })}</p>
      <StatusButtons
        name={student.studentName}
        value={status}
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
          {t("fullAttendance")}
        </Button>
        <Button size="sm" variant="secondary" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {t("edit")}
        </Button>
        <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setProfileOpen(true)}>
          {tp("open")}
        </Button>
      </div>
      {profileOpen ? (
        <StudentProfileModal
          studentId={student._id}
          title={tp("title", { name: student.studentName })}
          onClose={() => setProfileOpen(false)}
        />
      ) : null}
      {showHistory ? (
        history === undefined ? (
          <p className="mt-2 text-sm text-slate-600">{t("loadingHistory")}</p>
        ) : mine.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t("noHistory")}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("historyOf", { name: student.studentName })}>
            {mine.map((record) => (
              <li key={record._id}>
                <Badge tone={statusTone[record.status as AttendanceStatus]}>
                  {format.day(record.date)}: {statusLabel(record.status as AttendanceStatus)}
                </Badge>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {editing ? (
        <FormShell
          form={form}
          values={() => values}
          className="mt-3 grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-2"
        >
          <TextField label={t("studentName")} {...bind("studentName")} maxLength={120} />
          <SelectField label={t("class")} {...bind("classId")}>
            {classes.map((klass) => (
              <option key={klass._id} value={klass._id}>
                {classNameLabel(klass, true)}
              </option>
            ))}
          </SelectField>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" size="sm" loading={form.pending}>
              {t("saveStudent")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t("cancel")}
            </Button>
          </div>
        </FormShell>
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
