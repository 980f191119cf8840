import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { UsersList } from "@/components/admin/users/users-list";
import { AppLink } from "@/components/ui/app-link";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { isAdmin } from "@/lib/auth/permissions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("adminUsers.list"))("title") };
}

export default async function AdminUsersPage() {
  const actor = await currentActor();
  if (!actor || !isAdmin(actor)) redirect("/comment");
  const t = await getTranslations("adminUsers.list");
  return (
    <ClientMessages namespaces={["adminUsers", "marks"]}>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <>
            <AppLink href="/admin/audit" className="font-semibold text-brand-700 hover:underline">
              {t("auditLink")}
            </AppLink>
            <AppLink href="/admin" className="font-semibold text-brand-700 hover:underline">
              {t("dashboardLink")}
            </AppLink>
          </>
        }
      />
      <UsersList />
    </ClientMessages>
  );
}
