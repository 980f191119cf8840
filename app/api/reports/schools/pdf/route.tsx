import { route } from "@/lib/http/route";
import { printableSchoolReport } from "@/lib/reports/printable";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";

// GET /api/reports/schools/pdf — the school report as a PDF download
export const GET = route({ role: "teacher", limit: PDF_RENDER }, async ({ actor }) => {
  const { layout, filename } = await printableSchoolReport(actor);
  return pdfResponse(layout, filename);
});
