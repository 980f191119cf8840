import type { Metadata } from "next";
import { AutoPrint } from "@/components/admin/auto-print";
import { PrintableReport } from "@/components/admin/printable-report";
import { buildAttendanceReport } from "@/lib/reports/school-reports";
import { attendanceReportLayout } from "@/lib/reports/layout";
import { loadForPrint, requirePrintActor } from "@/lib/reports/print-actor";

export const metadata: Metadata = { title: "Attendance Report" };

export default async function PrintAttendanceReport({ params }: { params: Promise<{ schoolId: string }> }) {
  const actor = await requirePrintActor();
  const { schoolId } = await params;
  const layout = attendanceReportLayout(await loadForPrint(() => buildAttendanceReport(actor, schoolId)));
  return (
    <>
      <AutoPrint />
      <PrintableReport layout={layout} />
    </>
  );
}
