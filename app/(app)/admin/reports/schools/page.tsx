import type { Metadata } from "next";
import { BarChart } from "@/components/admin/bar-chart";
import { ReportView } from "@/components/admin/report-view";
import { buildSchoolReport } from "@/lib/reports/school-report";
import { schoolReportLayout } from "@/lib/reports/layout";
import { requirePrintActor } from "@/lib/reports/print-actor";
import { schoolTimeZone } from "@/lib/services/school-time-zone";

export const metadata: Metadata = { title: "School Report" };

/** The school report on screen: rendered here on the server, so the browser gets HTML and no report code. */
export default async function SchoolReportView() {
  const actor = await requirePrintActor();
  const report = await buildSchoolReport(actor);
  const layout = schoolReportLayout(report, await schoolTimeZone(report.schools.map((school) => school.schoolId)));
  return (
    <ReportView
      layout={layout}
      pdfHref="/api/reports/schools/pdf"
      charts={
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title="Attendance rate by school"
            banded
            bars={report.schools.map(({ schoolName, statistics: { attendanceSummary: a } }) => ({
              label: schoolName,
              value: a.attendanceRate,
              text: `${a.attendanceRate}% · ${a.late.toLocaleString("en-US")} late`,
            }))}
          />
          <BarChart
            title="Students by school"
            max={Math.max(...report.schools.map((school) => school.statistics.totalStudents), 1)}
            bars={report.schools.map(({ schoolName, statistics }) => ({
              label: schoolName,
              value: statistics.totalStudents,
              text: statistics.totalStudents.toLocaleString("en-US"),
            }))}
          />
        </div>
      }
    />
  );
}
