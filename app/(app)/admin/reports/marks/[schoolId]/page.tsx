import type { Metadata } from "next";
import { BarChart } from "@/components/admin/bar-chart";
import { ReportView } from "@/components/admin/report-view";
import { buildMarksReport } from "@/lib/reports/school-reports";
import { examTypeLabel, marksReportLayout } from "@/lib/reports/layout";
import { loadForPrint, requirePrintActor } from "@/lib/reports/print-actor";
import { schoolTimeZone } from "@/lib/services/school-time-zone";

export const metadata: Metadata = { title: "Marks Report" };

/** One school's marks on screen (server-rendered): averages by subject and exam type, then the tables. */
export default async function MarksReportView({ params }: { params: Promise<{ schoolId: string }> }) {
  const actor = await requirePrintActor();
  const { schoolId } = await params;
  const report = await loadForPrint(() => buildMarksReport(actor, schoolId));
  const layout = marksReportLayout(report, await schoolTimeZone(report.schoolId));
  const m = report.marksSummary;
  const top = Math.max(m.highest, 1);
  return (
    <ReportView
      layout={layout}
      pdfHref={`/api/reports/marks/${encodeURIComponent(report.schoolId)}/pdf`}
      showsRate={false}
      charts={
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title="Average mark by subject"
            max={top}
            bars={m.bySubject.map((row) => ({ label: row.label, value: row.average, text: String(row.average) }))}
          />
          <BarChart
            title="Average mark by exam type"
            max={top}
            bars={m.byExamType.map((row) => ({
              label: examTypeLabel(row.key),
              value: row.average,
              text: String(row.average),
            }))}
          />
        </div>
      }
    />
  );
}
