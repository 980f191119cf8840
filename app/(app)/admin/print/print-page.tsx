import { AutoPrint } from "@/components/admin/auto-print";
import { PrintableReport } from "@/components/admin/printable-report";
import { getTranslations } from "next-intl/server";
import type { Actor } from "@/lib/auth/permissions";
import type { Printable } from "@/lib/reports/printable";
import { loadForPrint, pageReportWords, requirePrintActor } from "@/lib/reports/print-actor";
import type { ReportWords } from "@/lib/i18n/report-words";

/**
 * Every printable page: an admin only, the report's own data function (the one its PDF uses), a
 * record outside reach as the 404 page, in the reader's language, printed once shown.
 */
export async function PrintPage({ load }: { load: (actor: Actor, w: ReportWords) => Promise<Printable> }) {
  const actor = await requirePrintActor();
  const [w, t] = await Promise.all([pageReportWords(), getTranslations("reports")]);
  const { layout } = await loadForPrint(() => load(actor, w));
  return (
    <>
      <AutoPrint note={t("autoPrint")} again={t("printAgain")} />
      <PrintableReport layout={layout} />
    </>
  );
}

/** A print page's title (the browser's tab and the printed header) in the reader's language. */
export async function printTitle(report: "school" | "attendance" | "marks" | "class" | "comments") {
  const t = await getTranslations("reports");
  const titles = {
    school: t("title.school"),
    attendance: t("title.attendance"),
    marks: t("title.marks"),
    class: t("title.class"),
    comments: t("title.comments"),
  };
  return { title: titles[report] };
}
