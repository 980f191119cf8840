import type { Metadata } from "next";
import { printableMarksReport } from "@/lib/reports/printable";
import { PrintPage } from "../../print-page";

export const metadata: Metadata = { title: "Marks Report" };

export default async function PrintMarksReport({ params }: { params: Promise<{ schoolId: string }> }) {
  const { schoolId } = await params;
  return <PrintPage load={(actor) => printableMarksReport(actor, schoolId)} />;
}
