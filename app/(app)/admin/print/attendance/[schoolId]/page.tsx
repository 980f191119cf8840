import type { Metadata } from "next";
import { printableAttendanceReport } from "@/lib/reports/printable";
import { PrintPage, printTitle } from "../../print-page";

export async function generateMetadata(): Promise<Metadata> {
  return printTitle("attendance");
}

export default async function PrintAttendanceReport({ params }: { params: Promise<{ schoolId: string }> }) {
  const { schoolId } = await params;
  return <PrintPage load={(actor, w) => printableAttendanceReport(actor, schoolId, w)} />;
}
