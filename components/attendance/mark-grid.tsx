"use client";

import { useTranslations } from "next-intl";
import { NoStudents } from "@/components/attendance/no-students";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { StudentJson } from "@/lib/schools/students.client";
import type { AttendanceStatus } from "@/lib/constants";
import { StatusButtons, STATUS_ORDER, useStatusLabel } from "@/components/attendance/status-buttons";
import type { Marking } from "@/components/attendance/use-marking";
import { MARK_ALL_VARIANT } from "@/components/attendance/status-style";

export function MarkAllButtons({ marking, disabled }: { marking: Marking; disabled: boolean }) {
  const t = useTranslations("attendance");
  const statusLabel = useStatusLabel();
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t("markAllGroup")}>
      {STATUS_ORDER.map((status: AttendanceStatus) => (
        <Button
          key={status}
          data-track={`attendance-mark-all-${status}`}
          size="sm"
          variant={MARK_ALL_VARIANT[status]}
          disabled={disabled || marking.bulkBusy !== null}
          loading={marking.bulkBusy === status}
          onClick={() => marking.markAll(status)}
        >
          {t("markAll", { status: statusLabel(status) })}
        </Button>
      ))}
    </div>
  );
}

interface Props {
  students: StudentJson[] | undefined;
  loading: boolean;
  marking: Marking;
  onSave: () => void;
  onAddStudent: () => void;
}

/** The mark-attendance grid for the selected class and date. */
export function MarkGrid({ students, loading, marking, onSave, onAddStudent }: Props) {
  const t = useTranslations("attendance");
  const statusLabel = useStatusLabel();
  if (loading && !students) return <Spinner label={t("loadingStudents")} />;
  if (!students) return null;
  if (students.length === 0) {
    return <NoStudents onAddStudent={onAddStudent} />;
  }
  return (
    <div className="space-y-3">
      <MarkAllButtons marking={marking} disabled={false} />
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {students.map((student) => {
          const status = marking.statusOf(student._id);
          return (
            <li
              key={student._id}
              className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="flex items-center justify-between gap-2 font-medium text-slate-900">
                {student.studentName}
                <span className="text-sm font-normal text-slate-600">
                  {marking.isSaving(student._id) ? t("saving") : status === null ? statusLabel(null) : null}
                </span>
              </span>
              <div className="sm:w-96">
                <StatusButtons
                  name={student.studentName}
                  value={status}
                  onChange={(next) => marking.mark(student._id, next)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {marking.unmarked > 0 ? (
          <p className="text-sm text-slate-700">{t("unmarkedWarning", { count: marking.unmarked })}</p>
        ) : null}
        <Button
          data-track="attendance-save"
          onClick={onSave}
          loading={marking.bulkBusy === "save"}
          disabled={marking.bulkBusy !== null}
        >
          {t("saveAttendance")}
        </Button>
      </div>
    </div>
  );
}
