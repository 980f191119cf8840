import { getTranslations } from "next-intl/server";
import type { Actor } from "@/lib/auth/permissions";
import { loadForPrint, pageReportWords, requirePrintActor } from "@/lib/reports/print-actor";

/**
 * What a one-school report page (marks, attendance) starts from: the signed-in admin's report of the
 * school in the URL, the report words in the reader's language, and the `reports` messages.
 */
export async function loadSchoolReportPage<R>(
  params: Promise<{ schoolId: string }>,
  build: (actor: Actor, schoolId: string) => Promise<R>,
) {
  const actor = await requirePrintActor();
  const { schoolId } = await params;
  const [report, w, t] = await Promise.all([
    loadForPrint(() => build(actor, schoolId)),
    pageReportWords(),
    getTranslations("reports"),
  ]);
  return { report, w, t };
}
