import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { JoinSchoolForm } from "@/components/people/join-school-form";
import { PageHeader } from "@/components/ui/card";
import { schoolToAskFor } from "@/lib/people/same-school";

export async function generateMetadata() {
  return { title: (await getTranslations("people"))("joinTitle") };
}

export default async function JoinSchoolPage({ searchParams }: { searchParams: Promise<{ schoolId?: string }> }) {
  const { schoolId } = await searchParams;
  const [school, t] = await Promise.all([schoolToAskFor(schoolId), getTranslations("people")]);
  return (
    <div className="mx-auto max-w-lg">
      <PageHeader title={t("joinTitle")} description={t("joinDescription")} />
      <ClientMessages namespaces={["people"]}>
        <JoinSchoolForm ask={school ?? undefined} />
      </ClientMessages>
    </div>
  );
}
