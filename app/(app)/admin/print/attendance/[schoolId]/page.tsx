import type { Metadata } from "next";
import { AutoPrint } from "@/components/admin/auto-print";
import { PrintableReport } from "@/components/admin/printable-report";
import { buildAttendanceReport } from "@/lib/reports/school-reports";
import { attendanceReportLayout } from "@/lib/reports/layout";
import { loadForPrint, requirePrintActor } from "@/lib/reports/print-actor";
import { schoolTimeZone } from "@/lib/services/school-time-zone";

export const metadata: Metadata = { title: "Attendance Report" };

export default async function PrintAttendanceReport({ params }: { params: Promise<{ schoolId: string }> }) {
  const actor = await requirePrintActor();
  const { schoolId } = await params;
  const report = await loadForPrint(() => buildAttendanceReport(actor, schoolId));
  const layout = attendanceReportLayout(report, await schoolTimeZone(report.schoolId));
  return (
    <>
      <AutoPrint />
      <PrintableReport layout={layout} />
    </>
  );
}
