import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { NoticesScreen } from "@/components/notices/notices-screen";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";
import { isAdmin } from "@/lib/constants";

export async function generateMetadata() {
  return { title: (await getTranslations("notices"))("title") };
}

// Admins and the schools' teachers; mentors coach teachers and are not told about families.
export default async function NoticesPage() {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  const t = await getTranslations("notices");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {actor.role === "mentor" ? (
        <Notice tone="info">{t("notForMentors")}</Notice>
      ) : (
        <ClientMessages namespaces={["notices"]}>
          <NoticesScreen admin={isAdmin(actor)} />
        </ClientMessages>
      )}
    </>
  );
}
