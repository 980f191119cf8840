import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ButtonLink, buttonLinkClass } from "@/components/ui/styled-links";
import { PrintableReport } from "@/components/admin/printable-report";
import { PrintButton } from "@/components/admin/print-button";
import { RateRule } from "@/components/admin/rate-rule";
import type { ReportLayout } from "@/lib/reports/layout";

/**
 * A report as a page of the admin screen, rendered on the server: the same layout as its printable
 * page and PDF, charts above it, and print / PDF / back actions (hidden on paper).
 */
export async function ReportView({
  layout,
  pdfHref,
  charts,
  showsRate = true,
}: {
  layout: ReportLayout;
  pdfHref: string;
  charts?: ReactNode;
  showsRate?: boolean;
}) {
  const t = await getTranslations("reports");
  return (
    <div className="space-y-4">
      <nav aria-label={t("actions")} className="no-print flex flex-wrap gap-2 print:hidden">
        <ButtonLink href="/admin?tab=reports">{t("backToReports")}</ButtonLink>
        <PrintButton label={t("print")} />
        <a href={pdfHref} download className={buttonLinkClass} data-track="report-view-pdf">
          {t("downloadPdf")}
        </a>
      </nav>
      {charts}
      {showsRate ? <RateRule /> : null}
      <PrintableReport layout={layout} />
    </div>
  );
}
