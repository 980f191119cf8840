import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { Spinner } from "@/components/ui/spinner";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AdminDashboard } from "@/components/admin/admin-dashboard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("admin.dashboard"))("title") };
}

export default async function AdminPage() {
  const t = await getTranslations("admin.dashboard");
  return (
    // Namespaces of other areas' parts shown here: the overview's "Missing today" card, the reports tab's
    // buttons, the adoption table's pagination (components/marks/pagination.tsx).
    <ClientMessages namespaces={["admin", "missing", "reports", "marks", "studentProfile", "atRisk", "errors"]}>
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <AdminDashboard />
      </Suspense>
    </ClientMessages>
  );
}
