import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { printableCommentsReport } from "@/lib/reports/printable";
import { commentsReportParams } from "@/lib/validation/reports";
import { PrintPage } from "../../print-page";

export const metadata: Metadata = { title: "Comments Report" };

export default async function PrintCommentsReport({ params }: { params: Promise<{ role: string }> }) {
  const raw = await params;
  return (
    <PrintPage
      load={(actor) => {
        const parsed = commentsReportParams.safeParse(raw);
        if (!parsed.success) notFound();
        return printableCommentsReport(actor, parsed.data.role);
      }}
    />
  );
}
