import type { Metadata } from "next";
import { BarChart } from "@/components/admin/bar-chart";
import { ReportView } from "@/components/admin/report-view";
import { buildMarksReport } from "@/lib/reports/marks-report";
import { examTypeName, marksReportLayout } from "@/lib/reports/layout";
import { loadSchoolReportPage } from "@/app/(app)/admin/reports/school-report-page";
import { schoolTimeZone } from "@/lib/schools/school-time-zone";
import { printTitle } from "../../../print/print-page";

export async function generateMetadata(): Promise<Metadata> {
  return printTitle("marks");
}

/** One school's marks on screen (server-rendered): averages by subject and exam type, then the tables. */
export default async function MarksReportView({ params }: { params: Promise<{ schoolId: string }> }) {
  const { report, w, t } = await loadSchoolReportPage(params, buildMarksReport);
  const layout = marksReportLayout(report, await schoolTimeZone(report.schoolId), w);
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
            title={t("chartAverageBySubject")}
            max={top}
            bars={m.bySubject.map((row) => ({ label: row.label, value: row.average, text: w.decimal(row.average) }))}
          />
          <BarChart
            title={t("chartAverageByExamType")}
            max={top}
            bars={m.byExamType.map((row) => ({
              label: examTypeName(w, row.key),
              value: row.average,
              text: w.decimal(row.average),
            }))}
          />
        </div>
      }
    />
  );
}
