"use client";

import { CsvDownload } from "@/components/csv/csv-links";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { StatCard, StatGrid } from "@/components/admin/stat-card";
import { RateBadge } from "@/components/admin/status-badge";
import { useReportActions } from "@/components/admin/report-actions";
import { RateRule } from "@/components/admin/rate-rule";
import { AppLink } from "@/components/ui/app-link";
import { useAdminClasses } from "@/lib/client/admin";
import { useSchoolReport } from "@/lib/client/reports";
import { errorMessage } from "@/lib/client/error-message";

const VIEW_LINK =
  "inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";

export function ReportsTab() {
  const report = useSchoolReport();
  const { savePdf, openPrintable } = useReportActions();
  const classes = useAdminClasses();
  const [schoolChoice, setSchoolChoice] = useState("");
  const [classChoice, setClassChoice] = useState("");
  const [commentsRole, setCommentsRole] = useState("all");
  const [busy, setBusy] = useState<string | null>(null);
  const schools = report.data?.schools ?? [];
  const schoolId = schoolChoice || schools[0]?.schoolId || "";
  const classId = classChoice || classes.data?.[0]?._id || "";
  const s = report.data?.summary;

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
      {report.error ? (
        <Notice tone="error">Failed to generate school report: {errorMessage(report.error)}</Notice>
      ) : null}
      {report.isLoading ? <Spinner label="Generating reports…" /> : null}
      {report.data && s ? (
        <StatGrid>
          <StatCard
            label="Schools"
            value={report.data.totalSchools}
            hint={`${s.averageClassesPerSchool} classes, ${s.averageStudentsPerSchool} students per school`}
          />
          <StatCard
            label="Students"
            value={s.totalStudents.toLocaleString()}
            hint={`${s.totalClasses.toLocaleString()} classes`}
          />
          <StatCard
            label="Attendance rate"
            value={`${s.attendanceSummary.attendanceRate}%`}
            hint={`${s.attendanceSummary.late.toLocaleString()} late · ${s.totalAttendanceRecords.toLocaleString()} records`}
          />
          <StatCard
            label="Average mark"
            value={s.marksSummary.average}
            hint={`${s.totalMarks.toLocaleString()} marks, ${s.marksSummary.lowest}–${s.marksSummary.highest}`}
          />
        </StatGrid>
      ) : null}
      {report.data ? <RateRule /> : null}

      <Card title="Generate reports">
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label="School for marks and attendance reports"
            value={schoolId}
            onChange={(event) => setSchoolChoice(event.target.value)}
          >
            {schools.length === 0 ? <option value="">No Schools Found</option> : null}
            {schools.map((school) => (
              <option key={school.schoolId} value={school.schoolId}>
                {school.schoolName}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Class for the class report"
            value={classId}
            onChange={(event) => setClassChoice(event.target.value)}
          >
            {(classes.data ?? []).length === 0 ? <option value="">No classes found</option> : null}
            {(classes.data ?? []).map((klass) => (
              <option key={klass._id} value={klass._id}>
                {klass.className} – {klass.subjectName} ({klass.schoolId.name})
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Comments report covers"
            value={commentsRole}
            onChange={(event) => setCommentsRole(event.target.value)}
          >
            <option value="all">Teachers and mentors</option>
            <option value="teacher">Teachers’ daily reports</option>
            <option value="mentor">Mentors’ lesson observations</option>
          </SelectField>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <AppLink data-track="report-school" href="/admin/reports/schools" className={VIEW_LINK}>
            School Report
          </AppLink>
          {schoolId ? (
            <>
              <AppLink
                data-track="report-marks"
                href={`/admin/reports/marks/${encodeURIComponent(schoolId)}`}
                className={VIEW_LINK}
              >
                Marks Report
              </AppLink>
              <AppLink
                data-track="report-attendance"
                href={`/admin/reports/attendance/${encodeURIComponent(schoolId)}`}
                className={VIEW_LINK}
              >
                Attendance Report
              </AppLink>
            </>
          ) : null}
        </div>
        <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">PDF downloads</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            data-track="report-pdf-schools"
            variant="secondary"
            loading={busy === "pdf-schools"}
            onClick={run("pdf-schools", () => savePdf("schools"))}
          >
            School Report PDF
          </Button>
          <Button
            data-track="report-pdf-marks"
            variant="secondary"
            loading={busy === "pdf-marks"}
            disabled={!schoolId}
            onClick={run("pdf-marks", () => savePdf("marks", schoolId))}
          >
            Marks Report PDF
          </Button>
          <Button
            data-track="report-pdf-attendance"
            variant="secondary"
            loading={busy === "pdf-attendance"}
            disabled={!schoolId}
            onClick={run("pdf-attendance", () => savePdf("attendance", schoolId))}
          >
            Attendance Report PDF
          </Button>
          <Button
            data-track="report-pdf-class"
            variant="secondary"
            loading={busy === "pdf-class"}
            disabled={!classId}
            onClick={run("pdf-class", () => savePdf("class", classId))}
          >
            Class Report PDF
          </Button>
          <Button
            data-track="report-pdf-comments"
            variant="secondary"
            loading={busy === "pdf-comments"}
            onClick={run("pdf-comments", () => savePdf("comments", commentsRole))}
          >
            Comments Report PDF
          </Button>
        </div>
        <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">CSV downloads</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          <CsvDownload href="/api/export/school-report.csv">School Report CSV</CsvDownload>
          <CsvDownload href="/api/export/students.csv">All students CSV</CsvDownload>
          <CsvDownload href="/api/export/marks.csv">All marks CSV</CsvDownload>
        </div>
        <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">Printable reports</h3>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button data-track="print-schools" variant="ghost" onClick={() => openPrintable("schools")}>
            Print School Report
          </Button>
          <Button
            data-track="print-marks"
            variant="ghost"
            disabled={!schoolId}
            onClick={() => openPrintable("marks", schoolId)}
          >
            Print Marks Report
          </Button>
          <Button
            data-track="print-attendance"
            variant="ghost"
            disabled={!schoolId}
            onClick={() => openPrintable("attendance", schoolId)}
          >
            Print Attendance Report
          </Button>
          <Button
            data-track="print-class"
            variant="ghost"
            disabled={!classId}
            onClick={() => openPrintable("class", classId)}
          >
            Print Class Report
          </Button>
          <Button data-track="print-comments" variant="ghost" onClick={() => openPrintable("comments", commentsRole)}>
            Print Comments Report
          </Button>
        </div>
      </Card>

      {report.data && schools.length === 0 ? <EmptyState title="No Schools Found" /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {schools.map(({ schoolId: id, schoolName, schoolDetails, statistics: st }) => (
          <Card key={id} title={schoolName}>
            {schoolDetails.address ? <p className="mb-2 text-sm text-slate-600">{schoolDetails.address}</p> : null}
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
              {[
                ["Classes", st.totalClasses],
                ["Students", st.totalStudents],
                ["Subjects", st.totalSubjects],
                ["Attendance records", st.totalAttendanceRecords],
                ["Marks", st.totalMarks],
                ["Average mark", st.marksSummary.average],
                ["Highest mark", st.marksSummary.highest],
                ["Lowest mark", st.marksSummary.lowest],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-semibold text-slate-900">
                    {typeof value === "number" ? value.toLocaleString() : value}
                  </dd>
                </div>
              ))}
              <div>
                <dt className="text-slate-600">Attendance rate</dt>
                <dd>
                  <RateBadge rate={st.attendanceSummary.attendanceRate} />{" "}
                  <span className="text-xs text-slate-600">{st.attendanceSummary.late} late</span>
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-slate-600">
              Present {st.attendanceSummary.present} · Absent {st.attendanceSummary.absent} · Late{" "}
              {st.attendanceSummary.late} · Excused {st.attendanceSummary.excused}
            </p>
          </Card>
        ))}
      </div>
    </div>
  );
}
