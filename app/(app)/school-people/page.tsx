import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SchoolPeople } from "@/components/people/school-people";
import { TextLink } from "@/components/ui/styled-links";
import { PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";

export async function generateMetadata() {
  return { title: (await getTranslations("people"))("schoolPeopleTitle") };
}

// A signed-in screen under the app's header; forgot-password is a public AuthCard: alike in outline only.
export default async function SchoolPeoplePage() {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  const t = await getTranslations("people");
  return (
    <>
      <PageHeader
        title={t("schoolPeopleTitle")}
        description={t("schoolPeopleDescription")}
        actions={<TextLink href="/join-school">{t("joinAnother")}</TextLink>}
      />
      <ClientMessages namespaces={["people", "adminUsers"]}>
        <SchoolPeople role={actor.role} />
      </ClientMessages>
    </>
  );
}
