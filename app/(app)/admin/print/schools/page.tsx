import type { Metadata } from "next";
import { AutoPrint } from "@/components/admin/auto-print";
import { PrintableReport } from "@/components/admin/printable-report";
import { buildSchoolReport } from "@/lib/reports/school-report";
import { schoolReportLayout } from "@/lib/reports/layout";
import { requirePrintActor } from "@/lib/reports/print-actor";

export const metadata: Metadata = { title: "School Report" };

export default async function PrintSchoolReport() {
  const actor = await requirePrintActor();
  const layout = schoolReportLayout(await buildSchoolReport(actor));
  return (
    <>
      <AutoPrint />
      <PrintableReport layout={layout} />
    </>
  );
}
