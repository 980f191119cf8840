import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { printableLessonReportsReport } from "@/lib/reports/printable";
import { lessonReportsParams } from "@/lib/reports/reports.schema";
import { PrintPage, printTitle } from "../../print-page";

export async function generateMetadata(): Promise<Metadata> {
  return printTitle("comments");
}

export default async function PrintLessonReportsReport({ params }: { params: Promise<{ role: string }> }) {
  const raw = await params;
  return (
    <PrintPage
      load={(actor, w) => {
        const parsed = lessonReportsParams.safeParse(raw);
        if (!parsed.success) notFound();
        return printableLessonReportsReport(actor, parsed.data.role, w);
      }}
    />
  );
}
