import { Readable } from "node:stream";
import { renderToStream } from "@react-pdf/renderer";
import { ReportDocument } from "@/lib/reports/pdf/report-document";
import type { ReportLayout } from "@/lib/reports/layout";

/** Streams a report layout as a PDF download named `filename` (a slug, so header-safe). */
export async function pdfResponse(layout: ReportLayout, filename: string): Promise<Response> {
  const stream = await renderToStream(<ReportDocument layout={layout} />);
  const body = Readable.toWeb(stream as Readable) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
