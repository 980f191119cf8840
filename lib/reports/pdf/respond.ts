import type { ReportLayout } from "@/lib/reports/layout";
import { renderPdfStream } from "@/lib/reports/pdf/render-pool";

/** Streams a report layout as a PDF download named `filename` (a slug, so header-safe). */
export async function pdfResponse(layout: ReportLayout, filename: string): Promise<Response> {
  const body = await renderPdfStream(layout);
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
