import { route } from "@/lib/http/route";
import { buildSchoolReport } from "@/lib/reports/school-report";
import { schoolReportLayout, slug } from "@/lib/reports/layout";
import { pdfResponse } from "@/lib/reports/pdf/respond";
import { PDF_RENDER } from "@/lib/reports/pdf/render-limit";
import { schoolTimeZone } from "@/lib/services/school-time-zone";

// GET /api/reports/schools/pdf — the school report as a PDF download
export const GET = route({ role: "teacher", limit: PDF_RENDER }, async ({ actor }) => {
  const report = await buildSchoolReport(actor);
  return pdfResponse(
    schoolReportLayout(report, await schoolTimeZone(report.schools.map((school) => school.schoolId))),
    `school-report-${report.totalSchools === 1 ? slug(report.schools[0].schoolName) : "all-schools"}-${report.generatedAt.slice(0, 10)}.pdf`,
  );
});
