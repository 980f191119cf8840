import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { printableCommentsReport } from "@/lib/reports/printable";
import { commentsReportParams } from "@/lib/validation/reports";
import { PrintPage, printTitle } from "../../print-page";

export async function generateMetadata(): Promise<Metadata> {
  return printTitle("comments");
}

export default async function PrintCommentsReport({ params }: { params: Promise<{ role: string }> }) {
  const raw = await params;
  return (
    <PrintPage
      load={(actor, w) => {
        const parsed = commentsReportParams.safeParse(raw);
        if (!parsed.success) notFound();
        return printableCommentsReport(actor, parsed.data.role, w);
      }}
    />
  );
}
