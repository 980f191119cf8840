import type { Metadata } from "next";
import { printableAttendanceReport } from "@/lib/reports/printable";
import { PrintPage } from "../../print-page";

export const metadata: Metadata = { title: "Attendance Report" };

export default async function PrintAttendanceReport({ params }: { params: Promise<{ schoolId: string }> }) {
  const { schoolId } = await params;
  return <PrintPage load={(actor) => printableAttendanceReport(actor, schoolId)} />;
}
