import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AuditLog } from "@/components/admin/users/audit-log";
import { AppLink } from "@/components/ui/app-link";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { isAdmin } from "@/lib/auth/permissions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("adminUsers.audit"))("title") };
}

export default async function AuditPage() {
  const actor = await currentActor();
  if (!actor || !isAdmin(actor)) redirect("/comment");
  const t = await getTranslations("adminUsers.audit");
  return (
    <ClientMessages namespaces={["adminUsers", "marks"]}>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <AppLink href="/admin/users" className="font-semibold text-brand-700 hover:underline">
            {t("usersLink")}
          </AppLink>
        }
      />
      <AuditLog />
    </ClientMessages>
  );
}
