// Report buttons (docs/product-spec.md#admin-screen reports tab): PDF downloads and printable pages; failures say the docs/product-spec.md#errors message.
"use client";

import { useTranslations } from "next-intl";
import { useSay } from "@/components/i18n/use-say";
import { errorSaid } from "@/lib/client/error-message";
import { downloadPdf, printUrl, type PdfKind } from "@/lib/client/reports";
import { PRINT_CLOSE_MS } from "@/lib/constants";

/** The reports tab's PDF and print actions, saying their failures in the screen's language. */
export function useReportActions() {
  const t = useTranslations("reports");
  const say = useSay();
  async function savePdf(kind: PdfKind, id?: string) {
    try {
      await downloadPdf(kind, id);
    } catch (error) {
      window.alert(t(`pdfFailed.${kind}`, { message: say(errorSaid(error)) }));
    }
  }

  /** Opens the printable page in a new window; that page prints itself and closes PRINT_CLOSE_MS later. */
  function openPrintable(kind: PdfKind, id?: string) {
    const win = window.open(printUrl(kind, id), `print-${kind}`, "width=1024,height=768");
    if (!win) window.alert(t(`allowPopups.${kind}`, { seconds: PRINT_CLOSE_MS / 1000 }));
  }

  return { savePdf, openPrintable };
}
