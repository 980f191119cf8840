import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { Spinner } from "@/components/ui/spinner";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { Notice } from "@/components/ui/notice";
import { cardAddress } from "@/lib/report-cards/public-address";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("admin.dashboard"))("title") };
}

export default async function AdminPage() {
  const t = await getTranslations("admin.dashboard");
  const cards = await getTranslations("reportCards");
  // Cards print the server's public address: while it is localhost, families' scans reach nothing and
  // cards are refused to every other computer (docs/deploy.md#public-address). Said until it is set.
  const address = cardAddress();
  return (
    // Namespaces of other areas' parts shown here: the overview's "Missing today" card, the reports tab's
    // buttons, the adoption table's pagination (components/marks/pagination.tsx).
    <ClientMessages namespaces={["admin", "missing", "reports", "marks", "studentProfile", "atRisk", "errors"]}>
      {address.loopback ? (
        <Notice tone="warning" className="mb-4">
          {cards("publicAddressWarning", { address: address.origin })}
        </Notice>
      ) : null}
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <AdminDashboard />
      </Suspense>
    </ClientMessages>
  );
}
