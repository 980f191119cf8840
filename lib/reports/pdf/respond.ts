import type { ReportLayout } from "@/lib/reports/layout";
import { renderPdfStream } from "@/lib/reports/pdf/render-pool";
import { Payload } from "@/lib/platform/payload";

/** A report layout as a PDF download named `filename` (a slug, so header-safe), streamed as it renders. */
export async function pdfDownload(layout: ReportLayout, filename: string): Promise<Payload> {
  return new Payload(await renderPdfStream(layout), { type: "application/pdf", filename });
}
