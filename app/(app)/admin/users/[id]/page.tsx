import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { UserDetail } from "@/components/admin/users/user-detail";
import { AppLink } from "@/components/ui/app-link";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { isAdmin } from "@/lib/auth/permissions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("adminUsers.detail"))("title") };
}

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await currentActor();
  if (!actor || !isAdmin(actor)) redirect("/comment");
  const { id } = await params;
  const t = await getTranslations("adminUsers.detail");
  return (
    <ClientMessages namespaces={["adminUsers", "marks"]}>
      <PageHeader
        title={t("title")}
        actions={
          <AppLink href="/admin/users" className="font-semibold text-brand-700 hover:underline">
            {t("allUsers")}
          </AppLink>
        }
      />
      <UserDetail id={encodeURIComponent(id)} selfId={actor.id} />
    </ClientMessages>
  );
}
