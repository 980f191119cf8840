import type { Metadata } from "next";
import { BarChart } from "@/components/admin/bar-chart";
import { ReportView } from "@/components/admin/report-view";
import { buildAttendanceReport } from "@/lib/reports/school-reports";
import { attendanceReportLayout, humanDay } from "@/lib/reports/layout";
import { loadForPrint, requirePrintActor } from "@/lib/reports/print-actor";
import { schoolTimeZone } from "@/lib/services/school-time-zone";

export const metadata: Metadata = { title: "Attendance Report" };

/** Days charted: the most recent ones (the table below lists them all). */
const CHART_DAYS = 14;

/** One school's attendance on screen (server-rendered): rate by class and by day, then the tables. */
export default async function AttendanceReportView({ params }: { params: Promise<{ schoolId: string }> }) {
  const actor = await requirePrintActor();
  const { schoolId } = await params;
  const report = await loadForPrint(() => buildAttendanceReport(actor, schoolId));
  const layout = attendanceReportLayout(report, await schoolTimeZone(report.schoolId));
  const a = report.attendanceSummary;
  const rateText = (row: { attendanceRate: number; late: number }) =>
    `${row.attendanceRate}% · ${row.late.toLocaleString("en-US")} late`;
  return (
    <ReportView
      layout={layout}
      pdfHref={`/api/reports/attendance/${encodeURIComponent(report.schoolId)}/pdf`}
      charts={
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title="Attendance rate by class"
            banded
            bars={a.byClass.map((row) => ({
              label: row.detail ? `${row.label} (${row.detail})` : row.label,
              value: row.attendanceRate,
              text: rateText(row),
            }))}
          />
          <BarChart
            title={`Attendance rate, last ${Math.min(CHART_DAYS, a.byDate.length)} days recorded`}
            banded
            bars={a.byDate.slice(-CHART_DAYS).map((row) => ({
              label: humanDay(row.key),
              value: row.attendanceRate,
              text: rateText(row),
            }))}
          />
        </div>
      }
    />
  );
}
