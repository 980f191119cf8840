import type { Metadata } from "next";
import { AutoPrint } from "@/components/admin/auto-print";
import { PrintableReport } from "@/components/admin/printable-report";
import { buildMarksReport } from "@/lib/reports/school-reports";
import { marksReportLayout } from "@/lib/reports/layout";
import { loadForPrint, requirePrintActor } from "@/lib/reports/print-actor";
import { schoolTimeZone } from "@/lib/services/school-time-zone";

export const metadata: Metadata = { title: "Marks Report" };

export default async function PrintMarksReport({ params }: { params: Promise<{ schoolId: string }> }) {
  const actor = await requirePrintActor();
  const { schoolId } = await params;
  const report = await loadForPrint(() => buildMarksReport(actor, schoolId));
  const layout = marksReportLayout(report, await schoolTimeZone(report.schoolId));
  return (
    <>
      <AutoPrint />
      <PrintableReport layout={layout} />
    </>
  );
}
