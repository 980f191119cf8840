import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AutoPrint } from "@/components/admin/auto-print";
import { PrintableReport } from "@/components/admin/printable-report";
import { buildCommentsReport } from "@/lib/reports/comments-report";
import { commentsReportLayout } from "@/lib/reports/layout";
import { requirePrintActor } from "@/lib/reports/print-actor";
import { schoolTimeZone } from "@/lib/services/school-time-zone";
import { commentsReportParams } from "@/lib/validation/reports";

export const metadata: Metadata = { title: "Comments Report" };

export default async function PrintCommentsReport({ params }: { params: Promise<{ role: string }> }) {
  const actor = await requirePrintActor();
  const parsed = commentsReportParams.safeParse(await params);
  if (!parsed.success) notFound();
  const report = await buildCommentsReport(actor, parsed.data.role);
  const layout = commentsReportLayout(report, await schoolTimeZone(report.bySchool.map((school) => school.schoolId)));
  return (
    <>
      <AutoPrint />
      <PrintableReport layout={layout} />
    </>
  );
}
