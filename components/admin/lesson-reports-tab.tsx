"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { LessonReportButtons } from "@/components/admin/lesson-report-buttons";
import { Card, EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/field";
import { AdminClassChoice } from "@/components/admin/admin-class-choice";
import { Spinner } from "@/components/ui/spinner";
import { LessonReportDetailsModal, CommenterBadge } from "@/components/admin/lesson-report-details-modal";
import { useAdminLessonReports, type LessonReportJson } from "@/lib/reports/admin.client";
import { errorSaid } from "@/lib/client/error-message";
import { Say } from "@/components/i18n/say";
import { useAdminFormat } from "@/components/admin/use-admin-format";

export function LessonReportsTab() {
  const t = useTranslations("admin.comments");
  const f = useAdminFormat();
  const [classId, setClassId] = useState("");
  const [role, setRole] = useState("");
  const reports = useAdminLessonReports(classId || undefined, role || undefined);
  const [open, setOpen] = useState<LessonReportJson | null>(null);
  const list = reports.data ?? [];

  return (
    <div className="space-y-4">
      <div className="grid max-w-2xl gap-3 sm:grid-cols-2">
        <AdminClassChoice
          label={t("filterByClass")}
          placeholder={t("allClasses")}
          value={classId}
          onChange={(event) => setClassId(event.target.value)}
        />
        <SelectField label={t("filterByRole")} value={role} onChange={(event) => setRole(event.target.value)}>
          <option value="">{t("everyone")}</option>
          <option value="teacher">{t("teachersReports")}</option>
          <option value="mentor">{t("mentorsObservations")}</option>
        </SelectField>
      </div>
      {reports.error ? (
        <Notice tone="error">
          <Say said={errorSaid(reports.error, t("loadFailed"))} />
        </Notice>
      ) : null}
      <Card title={t("title", { count: reports.data ? f.count(list.length) : "…" })}>
        {reports.isLoading ? <Spinner label={t("loading")} /> : null}
        {reports.data && list.length === 0 ? <EmptyState title={t("empty")} /> : null}
        <LessonReportButtons
          comments={list}
          onOpen={setOpen}
          describe={(report) => (
            <>
              <span className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {report.className} – {report.subjectName} <CommenterBadge role={report.commenterRole} />
                </span>
                <span className="text-sm text-slate-600">{f.day(report.date)}</span>
              </span>
              <span className="block text-sm text-slate-600">
                {report.schoolId.name} ·{" "}
                {t("byLine", { username: report.teacherId.username, students: report.numberOfStudents })}
              </span>
              <span className="line-clamp-2 block text-sm text-slate-800">
                {report.lessonObservation ?? report.successStory}
              </span>
            </>
          )}
        />
      </Card>
      <LessonReportDetailsModal report={open} onClose={() => setOpen(null)} />
    </div>
  );
}
