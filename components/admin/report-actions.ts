// Report buttons (docs/product-spec.md#admin-screen reports tab): PDF downloads and printable pages; failures say the docs/product-spec.md#errors message.
import { errorMessage } from "@/lib/client/error-message";
import { downloadPdf, printUrl, type PdfKind } from "@/lib/client/reports";
import { PRINT_CLOSE_MS } from "@/lib/constants";

const PDF_NAMES: Record<PdfKind, string> = {
  schools: "school report",
  marks: "marks report",
  attendance: "attendance report",
  class: "class report",
  comments: "comments report",
};

export async function savePdf(kind: PdfKind, id?: string) {
  try {
    await downloadPdf(kind, id);
  } catch (error) {
    window.alert(`Failed to generate ${PDF_NAMES[kind]} PDF: ${errorMessage(error)}`);
  }
}

/** Opens the printable page in a new window; that page prints itself and closes PRINT_CLOSE_MS later. */
export function openPrintable(kind: PdfKind, id?: string) {
  const win = window.open(printUrl(kind, id), `print-${kind}`, "width=1024,height=768");
  if (!win)
    window.alert(
      `Please allow pop-ups to print the ${PDF_NAMES[kind]} (it closes itself ${PRINT_CLOSE_MS / 1000} s after printing).`,
    );
}
