import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { printableAtRisk } from "@/lib/early-warning/at-risk-printable";
import { atRiskQuery } from "@/lib/early-warning/early-warning.schema";
import { notFound } from "next/navigation";
import { PrintPage } from "../print-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("atRisk"))("title") };
}

/** The at-risk list printed for the staff meeting: `?schoolId=` (and `&classId=`), the PDF's own layout. */
export default async function PrintAtRisk({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const parsed = atRiskQuery.safeParse(await searchParams);
  if (!parsed.success) notFound();
  return <PrintPage load={(actor, w) => printableAtRisk(actor, parsed.data, w)} />;
}
