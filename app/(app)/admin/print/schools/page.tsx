import type { Metadata } from "next";
import { printableSchoolReport } from "@/lib/reports/printable";
import { PrintPage, printTitle } from "../print-page";

export async function generateMetadata(): Promise<Metadata> {
  return printTitle("school");
}

export default function PrintSchoolReport() {
  return <PrintPage load={printableSchoolReport} />;
}
