import type { Metadata } from "next";
import { printableClassReport } from "@/lib/reports/printable";
import { PrintPage, printTitle } from "../../print-page";

export async function generateMetadata(): Promise<Metadata> {
  return printTitle("class");
}

export default async function PrintClassReport({ params }: { params: Promise<{ classId: string }> }) {
  const { classId } = await params;
  return <PrintPage load={(actor, w) => printableClassReport(actor, classId, w)} />;
}
