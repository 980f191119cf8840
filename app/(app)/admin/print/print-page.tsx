import { AutoPrint } from "@/components/admin/auto-print";
import { PrintableReport } from "@/components/admin/printable-report";
import type { Actor } from "@/lib/auth/permissions";
import type { Printable } from "@/lib/reports/printable";
import { loadForPrint, requirePrintActor } from "@/lib/reports/print-actor";

/**
 * Every printable page: an admin only, the report's own data function (the one its PDF uses), a
 * record outside reach as the 404 page, printed once shown.
 */
export async function PrintPage({ load }: { load: (actor: Actor) => Promise<Printable> }) {
  const actor = await requirePrintActor();
  const { layout } = await loadForPrint(() => load(actor));
  return (
    <>
      <AutoPrint />
      <PrintableReport layout={layout} />
    </>
  );
}
