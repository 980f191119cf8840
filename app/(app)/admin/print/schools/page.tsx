import type { Metadata } from "next";
import { AutoPrint } from "@/components/admin/auto-print";
import { PrintableReport } from "@/components/admin/printable-report";
import { buildSchoolReport } from "@/lib/reports/school-report";
import { schoolReportLayout } from "@/lib/reports/layout";
import { requirePrintActor } from "@/lib/reports/print-actor";
import { schoolTimeZone } from "@/lib/services/school-time-zone";

export const metadata: Metadata = { title: "School Report" };

export default async function PrintSchoolReport() {
  const actor = await requirePrintActor();
  const report = await buildSchoolReport(actor);
  const layout = schoolReportLayout(report, await schoolTimeZone(report.schools.map((school) => school.schoolId)));
  return (
    <>
      <AutoPrint />
      <PrintableReport layout={layout} />
    </>
  );
}
