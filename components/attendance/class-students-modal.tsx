"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import useSWR from "swr";
import { NoStudents } from "@/components/attendance/no-students";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { swrFetcher } from "@/lib/client/fetcher";
import { classHistoryKey, type AttendanceJson, type AttendanceOverview } from "@/lib/attendance/attendance.client";
import type { ClassJson } from "@/lib/schools/classes.client";
import type { StudentJson } from "@/lib/schools/students.client";
import { MarkAllButtons } from "@/components/attendance/mark-grid";
import { StudentCard } from "@/components/attendance/student-card";
import type { Marking } from "@/components/attendance/use-marking";

interface Props {
  title: string;
  klass: ClassJson;
  date: string;
  classes: ClassJson[];
  students: StudentJson[] | undefined;
  loading: boolean;
  stats: AttendanceOverview["classes"][number] | undefined;
  marking: Marking;
  notice: ReactNode;
  onClose: () => void;
  onSave: () => void;
  onAddStudent: () => void;
  onStudentUpdated: (student: StudentJson) => void;
}

/** The students of one class with per-student cards, Class Statistics and Save Attendance (docs/product-spec.md#attendance-screen). */
export function ClassStudentsModal({
  title,
  klass,
  date,
  classes,
  students,
  loading,
  stats,
  marking,
  notice,
  onClose,
  onSave,
  onAddStudent,
  onStudentUpdated,
}: Props) {
  const t = useTranslations("attendance");
  const format = useFormat();
  const [wantHistory, setWantHistory] = useState(false);
  // Every date of the class, loaded only once someone opens a student's full attendance.
  const history = useSWR<AttendanceJson[]>(wantHistory ? classHistoryKey(klass._id) : null, swrFetcher);
  const statistics = [
    { label: t("totalStudents"), value: students?.length ?? klass.students },
    { label: t("attendanceRecords"), value: stats?.overall.records ?? 0 },
    { label: t("presentDays"), value: stats?.overall.present ?? 0 },
    { label: t("absentDays"), value: stats?.overall.absent ?? 0 },
  ];

  return (
    // Not a FormModal: its footer saves the whole class's attendance, not one form's fields.
    <Modal
      open
      size="xl"
      title={title}
      onClose={onClose}
      closeLabel={t("close")}
      footer={
        <Button
          data-track="class-students-save"
          onClick={onSave}
          loading={marking.bulkBusy === "save"}
          disabled={marking.bulkBusy !== null || !students?.length}
        >
          {t("saveAttendance")}
        </Button>
      }
    >
      <div className="space-y-4">
        {notice}
        <section aria-labelledby="class-statistics">
          <h3 id="class-statistics" className="mb-2 font-semibold text-slate-900">
            {t("classStatistics")}
          </h3>
          {/* Denser than the screen's StatsCards: a modal's four figures on small tiles. */}
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {statistics.map((item) => (
              <div key={item.label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
                <dd className="text-xl font-bold text-slate-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {loading && !students ? <Spinner label={t("loadingStudents")} /> : null}
        {students && students.length === 0 ? <NoStudents onAddStudent={onAddStudent} /> : null}
        {students && students.length > 0 ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700">{t("attendanceFor", { date: format.day(date) })}</p>
              <Button size="sm" variant="secondary" onClick={onAddStudent}>
                {t("addStudent")}
              </Button>
            </div>
            <MarkAllButtons marking={marking} disabled={false} />
            <ul className="grid gap-3 md:grid-cols-2">
              {students.map((student) => (
                <StudentCard
                  key={student._id}
                  student={student}
                  date={date}
                  classes={classes}
                  marking={marking}
                  history={history.data}
                  onShowHistory={() => setWantHistory(true)}
                  onUpdated={onStudentUpdated}
                />
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
