import type { Metadata } from "next";
import { printableClassReport } from "@/lib/reports/printable";
import { PrintPage } from "../../print-page";

export const metadata: Metadata = { title: "Class Report" };

export default async function PrintClassReport({ params }: { params: Promise<{ classId: string }> }) {
  const { classId } = await params;
  return <PrintPage load={(actor) => printableClassReport(actor, classId)} />;
}
