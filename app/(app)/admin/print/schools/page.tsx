import type { Metadata } from "next";
import { printableSchoolReport } from "@/lib/reports/printable";
import { PrintPage } from "../print-page";

export const metadata: Metadata = { title: "School Report" };

export default function PrintSchoolReport() {
  return <PrintPage load={printableSchoolReport} />;
}
