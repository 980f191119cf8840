import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AppLink } from "@/components/ui/app-link";
import { PrintableReport } from "@/components/admin/printable-report";
import { PrintButton } from "@/components/admin/print-button";
import { RateRule } from "@/components/admin/rate-rule";
import type { ReportLayout } from "@/lib/reports/layout";

const LINK =
  "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100";

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
        <AppLink href="/admin?tab=reports" className={LINK}>
          {t("backToReports")}
        </AppLink>
        <PrintButton label={t("print")} />
        <a href={pdfHref} download className={LINK} data-track="report-view-pdf">
          {t("downloadPdf")}
        </a>
      </nav>
      {charts}
      {showsRate ? <RateRule /> : null}
      <PrintableReport layout={layout} />
    </div>
  );
}
