import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BarChart } from "@/components/admin/bar-chart";
import { ReportView } from "@/components/admin/report-view";
import { buildSchoolReport } from "@/lib/reports/school-report";
import { schoolReportLayout } from "@/lib/reports/layout";
import { pageReportWords, requirePrintActor } from "@/lib/reports/print-actor";
import { schoolTimeZone } from "@/lib/schools/school-time-zone";
import { printTitle } from "../../print/print-page";

export async function generateMetadata(): Promise<Metadata> {
  return printTitle("school");
}

/** The school report on screen: rendered here on the server, so the browser gets HTML and no report code. */
export default async function SchoolReportView() {
  const actor = await requirePrintActor();
  const [report, w, t] = await Promise.all([buildSchoolReport(actor), pageReportWords(), getTranslations("reports")]);
  const layout = schoolReportLayout(report, await schoolTimeZone(report.schools.map((school) => school.schoolId)), w);
  return (
    <ReportView
      layout={layout}
      pdfHref="/api/reports/schools/pdf"
      charts={
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title={t("chartRateBySchool")}
            banded
            bars={report.schools.map(({ schoolName, statistics: { attendanceSummary: a } }) => ({
              label: schoolName,
              value: a.attendanceRate,
              text: t("rateAndLate", { rate: w.percent(a.attendanceRate), late: w.count(a.late) }),
            }))}
          />
          <BarChart
            title={t("chartStudentsBySchool")}
            max={Math.max(...report.schools.map((school) => school.statistics.totalStudents), 1)}
            bars={report.schools.map(({ schoolName, statistics }) => ({
              label: schoolName,
              value: statistics.totalStudents,
              text: w.count(statistics.totalStudents),
            }))}
          />
        </div>
      }
    />
  );
}
