"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/field";
import { Table, td } from "@/components/ui/table";
import { StatusBadge, RateBadge } from "@/components/admin/status-badge";
import { RateRule } from "@/components/admin/rate-rule";
import { useClassAttendanceDay, type ClassJson } from "@/lib/reports/admin.client";
import { errorSaid } from "@/lib/client/error-message";
import { Say } from "@/components/i18n/say";
import { localToday } from "@/lib/days";
import { useAdminFormat } from "@/components/admin/use-admin-format";
import { StudentProfileModal } from "@/components/students/lazy-profile-modal";

/**
 * The class's students and their status on a chosen day (no record shows absent), read-only; a
 * student's name opens their profile and guardians to edit.
 */
export function ClassStudentsModal({ klass, onClose }: { klass: ClassJson | null; onClose: () => void }) {
  const t = useTranslations("admin.classStudents");
  const f = useAdminFormat();
  const [date, setDate] = useState(() => localToday());
  const day = useClassAttendanceDay(klass?._id ?? null, date);
  const [profileOf, setProfileOf] = useState<{ studentId: string; studentName: string } | null>(null);
  const tp = useTranslations("studentProfile");
  const summary = day.data?.summary;
  return (
    <Modal open={klass !== null} title={klass ? klass.className : t("title")} onClose={onClose} size="lg">
      {klass ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            {klass.schoolId.name} · {klass.classRoom}
            {klass.classCredit ? ` · ${klass.classCredit}` : ""}
          </p>
          <div className="max-w-xs">
            <TextField
              label={t("date")}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value || localToday())}
            />
          </div>
          {day.error ? (
            <Notice tone="error">
              <Say said={errorSaid(day.error)} />
            </Notice>
          ) : null}
          {day.isLoading ? <Spinner label={t("loading")} /> : null}
          {summary ? (
            <p className="text-sm text-slate-800">
              {t.rich("summary", {
                students: summary.totalStudents,
                present: f.count(summary.present),
                absent: f.count(summary.absent),
                late: f.count(summary.late),
                excused: f.count(summary.excused),
                rate: () => <RateBadge rate={summary.attendanceRate} />,
              })}
            </p>
          ) : null}
          {summary ? <RateRule /> : null}
          {day.data && day.data.students.length === 0 ? <p className="text-slate-700">{t("empty")}</p> : null}
          {day.data && day.data.students.length > 0 ? (
            <Table
              caption={t("caption", { className: klass.className })}
              columns={[t("student"), t("status"), t("remarks")]}
            >
              {day.data.students.map((student) => (
                <tr key={student.studentId}>
                  <td className={td}>
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      className="min-h-11 text-left font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                      onClick={() => setProfileOf(student)}
                    >
                      {student.studentName}
                    </button>
                  </td>
                  <td className={td}>
                    <StatusBadge status={student.status} />
                  </td>
                  <td className={td}>{student.remarks || "—"}</td>
                </tr>
              ))}
            </Table>
          ) : null}
          {profileOf ? (
            <StudentProfileModal
              studentId={profileOf.studentId}
              title={tp("title", { name: profileOf.studentName })}
              onClose={() => setProfileOf(null)}
            />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
