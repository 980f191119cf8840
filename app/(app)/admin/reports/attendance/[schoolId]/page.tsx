import type { Metadata } from "next";
import { BarChart } from "@/components/admin/bar-chart";
import { ReportView } from "@/components/admin/report-view";
import { buildAttendanceReport } from "@/lib/reports/attendance-report";
import { attendanceReportLayout } from "@/lib/reports/layout";
import { loadSchoolReportPage } from "@/app/(app)/admin/reports/school-report-page";
import { schoolTimeZone } from "@/lib/schools/school-time-zone";
import { printTitle } from "../../../print/print-page";

export async function generateMetadata(): Promise<Metadata> {
  return printTitle("attendance");
}

/** Days charted: the most recent ones (the table below lists them all). */
const CHART_DAYS = 14;

/** One school's attendance on screen (server-rendered): rate by class and by day, then the tables. */
export default async function AttendanceReportView({ params }: { params: Promise<{ schoolId: string }> }) {
  const { report, w, t } = await loadSchoolReportPage(params, buildAttendanceReport);
  const layout = attendanceReportLayout(report, await schoolTimeZone(report.schoolId), w);
  const a = report.attendanceSummary;
  const rateText = (row: { attendanceRate: number; late: number }) =>
    t("rateAndLate", { rate: w.percent(row.attendanceRate), late: w.count(row.late) });
  return (
    <ReportView
      layout={layout}
      pdfHref={`/api/reports/attendance/${encodeURIComponent(report.schoolId)}/pdf`}
      charts={
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title={t("chartRateByClass")}
            banded
            bars={a.byClass.map((row) => ({
              label: row.detail ? `${row.label} (${row.detail})` : row.label,
              value: row.attendanceRate,
              text: rateText(row),
            }))}
          />
          <BarChart
            title={t("chartRateByDay", { count: Math.min(CHART_DAYS, a.byDate.length) })}
            banded
            bars={a.byDate.slice(-CHART_DAYS).map((row) => ({
              label: w.day(row.key),
              value: row.attendanceRate,
              text: rateText(row),
            }))}
          />
        </div>
      }
    />
  );
}
