import type { Metadata } from "next";
import { printableMarksReport } from "@/lib/reports/printable";
import { PrintPage, printTitle } from "../../print-page";

export async function generateMetadata(): Promise<Metadata> {
  return printTitle("marks");
}

export default async function PrintMarksReport({ params }: { params: Promise<{ schoolId: string }> }) {
  const { schoolId } = await params;
  return <PrintPage load={(actor, w) => printableMarksReport(actor, schoolId, w)} />;
}
