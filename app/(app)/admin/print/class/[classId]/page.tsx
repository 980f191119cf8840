import type { Metadata } from "next";
import { AutoPrint } from "@/components/admin/auto-print";
import { PrintableReport } from "@/components/admin/printable-report";
import { buildClassReport } from "@/lib/reports/class-report";
import { classReportLayout } from "@/lib/reports/layout";
import { loadForPrint, requirePrintActor } from "@/lib/reports/print-actor";
import { schoolTimeZone } from "@/lib/services/school-time-zone";

export const metadata: Metadata = { title: "Class Report" };

export default async function PrintClassReport({ params }: { params: Promise<{ classId: string }> }) {
  const actor = await requirePrintActor();
  const { classId } = await params;
  const report = await loadForPrint(() => buildClassReport(actor, classId));
  const layout = classReportLayout(report, await schoolTimeZone(report.classDetails.schoolId._id));
  return (
    <>
      <AutoPrint />
      <PrintableReport layout={layout} />
    </>
  );
}
