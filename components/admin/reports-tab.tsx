"use client";

import { CsvDownload } from "@/components/csv/csv-links";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/field";
import { AdminClassChoice } from "@/components/admin/admin-class-choice";
import { Spinner } from "@/components/ui/spinner";
import { StatCard, StatGrid } from "@/components/admin/stat-card";
import { RateBadge } from "@/components/admin/status-badge";
import { RateRule } from "@/components/admin/rate-rule";
import { AppLink } from "@/components/ui/app-link";
import { useAdminClasses } from "@/lib/reports/admin.client";
import { downloadPdf, printUrl, useSchoolReport, type PdfKind } from "@/lib/reports/reports.client";
import { errorSaid } from "@/lib/client/error-message";
import { useSay } from "@/components/i18n/use-say";
import { useAdminFormat } from "@/components/admin/use-admin-format";
import { PRINT_CLOSE_MS } from "@/lib/constants";

const VIEW_LINK =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";

export function ReportsTab() {
  const t = useTranslations("admin.reports");
  const say = useSay();
  const f = useAdminFormat();
  const report = useSchoolReport();
  const { savePdf, openPrintable } = useReportActions();
  const classes = useAdminClasses();
  const [schoolChoice, setSchoolChoice] = useState("");
  const [classChoice, setClassChoice] = useState("");
  const [lessonReportsRole, setLessonReportsRole] = useState("all");
  const [busy, setBusy] = useState<string | null>(null);
  const schools = report.data?.schools ?? [];
  const schoolId = schoolChoice || schools[0]?.schoolId || "";
  const classId = classChoice || classes.data?.[0]?._id || "";
  const s = report.data?.summary;
  // Each report with what it is of (the chosen school, class or commenters; "" while there is none to choose).
  const reports: { kind: PdfKind; id?: string; pdf: string; print: string }[] = [
    { kind: "schools", pdf: t("schoolReportPdf"), print: t("printSchoolReport") },
    { kind: "marks", id: schoolId, pdf: t("marksReportPdf"), print: t("printMarksReport") },
    { kind: "attendance", id: schoolId, pdf: t("attendanceReportPdf"), print: t("printAttendanceReport") },
    { kind: "class", id: classId, pdf: t("classReportPdf"), print: t("printClassReport") },
    { kind: "comments", id: lessonReportsRole, pdf: t("commentsReportPdf"), print: t("printCommentsReport") },
  ];

  const run = (name: string, action: () => Promise<void>) => async () => {
    setBusy(name);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-5">
      {report.error ? <Notice tone="error">{t("failed", { reason: say(errorSaid(report.error)) })}</Notice> : null}
      {report.isLoading ? <Spinner label={t("generating")} /> : null}
      {report.data && s ? (
        <StatGrid>
          <StatCard
            label={t("schools")}
            value={f.count(report.data.totalSchools)}
            hint={t("perSchool", {
              classes: f.count(s.averageClassesPerSchool),
              students: f.count(s.averageStudentsPerSchool),
            })}
          />
          <StatCard
            label={t("students")}
            value={f.count(s.totalStudents)}
            hint={t("classCount", { count: s.totalClasses })}
          />
          <StatCard
            label={t("attendanceRate")}
            value={f.percent(s.attendanceSummary.attendanceRate)}
            hint={t("lateAndRecords", {
              late: f.count(s.attendanceSummary.late),
              records: f.count(s.totalAttendanceRecords),
            })}
          />
          <StatCard
            label={t("averageMark")}
            value={f.count(s.marksSummary.average)}
            hint={t("marksRange", {
              marks: f.count(s.totalMarks),
              lowest: f.count(s.marksSummary.lowest),
              highest: f.count(s.marksSummary.highest),
            })}
          />
        </StatGrid>
      ) : null}
      {report.data ? <RateRule /> : null}

      <Card title={t("generate")}>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={t("schoolChoice")}
            value={schoolId}
            onChange={(event) => setSchoolChoice(event.target.value)}
          >
            {schools.length === 0 ? <option value="">{t("noSchools")}</option> : null}
            {schools.map((school) => (
              <option key={school.schoolId} value={school.schoolId}>
                {school.schoolName}
              </option>
            ))}
          </SelectField>
          <AdminClassChoice
            label={t("classChoice")}
            whenEmpty={t("noClasses")}
            value={classId}
            onChange={(event) => setClassChoice(event.target.value)}
          />
          <SelectField
            label={t("commentsCover")}
            value={lessonReportsRole}
            onChange={(event) => setLessonReportsRole(event.target.value)}
          >
            <option value="all">{t("everyone")}</option>
            <option value="teacher">{t("teachersReports")}</option>
            <option value="mentor">{t("mentorsObservations")}</option>
          </SelectField>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <AppLink data-track="report-school" href="/admin/reports/schools" className={VIEW_LINK}>
            {t("schoolReport")}
          </AppLink>
          {schoolId
            ? (["marks", "attendance"] as const).map((kind) => (
                <AppLink
                  key={kind}
                  data-track={`report-${kind}`}
                  href={`/admin/reports/${kind}/${encodeURIComponent(schoolId)}`}
                  className={VIEW_LINK}
                >
                  {t(`${kind}Report`)}
                </AppLink>
              ))
            : null}
        </div>
        <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t("pdfDownloads")}</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          {reports.map(({ kind, id, pdf }) => (
            <Button
              key={kind}
              data-track={`report-pdf-${kind}`}
              variant="secondary"
              loading={busy === `pdf-${kind}`}
              disabled={id === ""}
              onClick={run(`pdf-${kind}`, () => savePdf(kind, id))}
            >
              {pdf}
            </Button>
          ))}
        </div>
        <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t("csvDownloads")}</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          <CsvDownload href="/api/export/school-report.csv">{t("schoolReportCsv")}</CsvDownload>
          <CsvDownload href="/api/export/students.csv">{t("studentsCsv")}</CsvDownload>
          <CsvDownload href="/api/export/marks.csv">{t("marksCsv")}</CsvDownload>
        </div>
        <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t("printable")}</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          {/* Not the PDF buttons' loop: printing opens a window at once, with no spinner and no busy state. */}
          {reports.map(({ kind, id, print }) => (
            <Button
              key={kind}
              data-track={`print-${kind}`}
              variant="ghost"
              disabled={id === ""}
              onClick={() => openPrintable(kind, id)}
            >
              {print}
            </Button>
          ))}
        </div>
      </Card>

      {report.data && schools.length === 0 ? <EmptyState title={t("noSchools")} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {schools.map(({ schoolId: id, schoolName, schoolDetails, statistics: st }) => (
          <Card key={id} title={schoolName}>
            {schoolDetails.address ? <p className="mb-2 text-sm text-slate-600">{schoolDetails.address}</p> : null}
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
              {[
                [t("classes"), st.totalClasses],
                [t("students"), st.totalStudents],
                [t("subjects"), st.totalSubjects],
                [t("attendanceRecords"), st.totalAttendanceRecords],
                [t("marks"), st.totalMarks],
                [t("averageMark"), st.marksSummary.average],
                [t("highestMark"), st.marksSummary.highest],
                [t("lowestMark"), st.marksSummary.lowest],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-semibold text-slate-900">{typeof value === "number" ? f.count(value) : value}</dd>
                </div>
              ))}
              <div>
                <dt className="text-slate-600">{t("attendanceRate")}</dt>
                <dd>
                  <RateBadge rate={st.attendanceSummary.attendanceRate} />{" "}
                  <span className="text-xs text-slate-600">
                    {t("lateCount", { late: f.count(st.attendanceSummary.late) })}
                  </span>
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-slate-600">
              {t("statusCounts", {
                present: f.count(st.attendanceSummary.present),
                absent: f.count(st.attendanceSummary.absent),
                late: f.count(st.attendanceSummary.late),
                excused: f.count(st.attendanceSummary.excused),
              })}
            </p>
          </Card>
        ))}
      </div>
    </div>
  );
}

/**
 * The reports tab's PDF downloads and printable pages (docs/product-spec.md#admin-screen), saying their
 * failures in the screen's language (docs/product-spec.md#errors).
 */
function useReportActions() {
  const tr = useTranslations("reports");
  const say = useSay();
  async function savePdf(kind: PdfKind, id?: string) {
    try {
      await downloadPdf(kind, id);
    } catch (error) {
      window.alert(tr(`pdfFailed.${kind}`, { message: say(errorSaid(error)) }));
    }
  }

  /** Opens the printable page in a new window; that page prints itself and closes PRINT_CLOSE_MS later. */
  function openPrintable(kind: PdfKind, id?: string) {
    const win = window.open(printUrl(kind, id), `print-${kind}`, "width=1024,height=768");
    if (!win) window.alert(tr(`allowPopups.${kind}`, { seconds: PRINT_CLOSE_MS / 1000 }));
  }

  return { savePdf, openPrintable };
}
