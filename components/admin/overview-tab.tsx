"use client";

import { AtRiskFiguresCard } from "@/components/at-risk/figures-card";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { LessonReportButtons } from "@/components/admin/lesson-report-buttons";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadedList } from "@/components/ui/loaded-list";
import { RateRule } from "@/components/admin/rate-rule";
import { StatCard, StatGrid } from "@/components/admin/stat-card";
import { AdoptionPanel, ClassStudentsModal, LessonReportDetailsModal } from "@/components/admin/lazy-parts";
import { MissingOverview } from "@/components/missing/missing-overview";
import type { AdminTab, OpenModal } from "@/components/admin/admin-tabs";
import {
  useAdminClasses,
  useAdminLessonReports,
  useAdminDashboard,
  useAdminStudents,
  type ClassJson,
  type LessonReportJson,
} from "@/lib/reports/admin.client";
import { ADMIN_OVERVIEW_CLASSES, ADMIN_OVERVIEW_STUDENTS, ADMIN_RECENT_REPORTS } from "@/lib/constants";
import { useAdminFormat } from "@/components/admin/use-admin-format";
import { classesOf } from "@/lib/schools/classes.client";

export function OverviewTab({ onOpen, onGo }: { onOpen: (modal: OpenModal) => void; onGo: (tab: AdminTab) => void }) {
  const t = useTranslations("admin.overview");
  const details = useTranslations("admin.commentDetails");
  const f = useAdminFormat();
  const count = (value: number | undefined) => (value === undefined ? "…" : f.count(value));
  const dashboard = useAdminDashboard();
  const classes = useAdminClasses();
  const students = useAdminStudents();
  const reports = useAdminLessonReports();
  const [openClass, setOpenClass] = useState<ClassJson | null>(null);
  const [openReport, setOpenReport] = useState<LessonReportJson | null>(null);
  const d = dashboard.data;

  return (
    <div className="space-y-6">
      <StatGrid>
        <StatCard label={t("students")} value={count(d?.totalStudents)} />
        <StatCard label={t("classes")} value={count(d?.totalClasses)} />
        <StatCard label={t("comments")} value={count(d?.totalComments)} />
        <StatCard
          label={t("attendanceRecords")}
          value={count(d?.totalAttendance)}
          hint={
            d
              ? t("today", {
                  recorded: f.count(d.todayAttendance.total),
                  rate: f.percent(d.todayAttendance.attendanceRate),
                  late: f.count(d.todayAttendance.late),
                })
              : undefined
          }
        />
      </StatGrid>
      <RateRule />

      <MissingOverview />
      <AtRiskFiguresCard />

      <Card title={t("quickActions")}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Button onClick={() => onOpen("class")}>{t("createClass")}</Button>
          <Button variant="success" onClick={() => onOpen("student")}>
            {t("addStudent")}
          </Button>
          <Button variant="secondary" onClick={() => onGo("comments")}>
            {t("viewComments")}
          </Button>
          <Button variant="secondary" onClick={() => onGo("attendance")}>
            {t("checkAttendance")}
          </Button>
        </div>
      </Card>

      {/* Three cards on LoadedList below: the loading and empty states are shared, what each list draws is not. */}
      <Card title={t("recentComments")}>
        <LoadedList query={reports} rows={(list) => list} words={{ empty: t("noComments") }}>
          {(list) => (
            <LessonReportButtons
              comments={list.slice(0, ADMIN_RECENT_REPORTS)}
              onOpen={setOpenReport}
              describe={(report) => (
                <>
                  <span className="block font-semibold text-slate-900">
                    {report.className} – {report.subjectName}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {report.schoolId.name} · {report.teacherId.username} · {f.day(report.date)}
                  </span>
                  <span className="line-clamp-2 block text-sm text-slate-800">{report.successStory}</span>
                </>
              )}
            />
          )}
        </LoadedList>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t("classes")}>
          <LoadedList query={classes} rows={(list) => list} words={{ empty: t("noClasses") }}>
            {(list) => (
              <ul className="grid gap-2 sm:grid-cols-2">
                {classesOf(list)
                  .slice(0, ADMIN_OVERVIEW_CLASSES)
                  .map((klass) => (
                    <li key={klass._id}>
                      <button
                        type="button"
                        onClick={() => setOpenClass(klass)}
                        className="w-full rounded-lg border border-slate-200 p-3 text-left hover:border-brand-600 hover:bg-slate-50"
                      >
                        <span className="block font-semibold text-slate-900">{klass.className}</span>
                        <span className="block text-sm text-slate-700">
                          {klass.subjectName} · {klass.classRoom}
                        </span>
                        <span className="block text-xs text-slate-600">
                          {klass.schoolId.name} · {t("studentCount", { count: klass.students })}
                        </span>
                      </button>
                    </li>
                  ))}
              </ul>
            )}
          </LoadedList>
        </Card>
        <Card title={t("students")}>
          <LoadedList query={students} rows={(list) => list} words={{ empty: t("noStudents") }}>
            {(list) => (
              <ul className="divide-y divide-slate-100">
                {list.slice(0, ADMIN_OVERVIEW_STUDENTS).map((student) => (
                  <li key={student._id} className="flex justify-between gap-2 py-2">
                    <span className="font-medium text-slate-900">{student.studentName}</span>
                    <span className="text-sm text-slate-600">{student.classId.className}</span>
                  </li>
                ))}
              </ul>
            )}
          </LoadedList>
        </Card>
      </div>

      <AdoptionPanel />
      {openClass ? <ClassStudentsModal klass={openClass} onClose={() => setOpenClass(null)} /> : null}
      {openReport ? (
        <LessonReportDetailsModal
          report={openReport}
          title={openReport.commenterRole === "mentor" ? details("observationTitle") : details("title")}
          onClose={() => setOpenReport(null)}
        />
      ) : null}
    </div>
  );
}
