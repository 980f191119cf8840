import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { CreateMarksForm } from "@/components/marks/create-marks-form";
import { Card, PageHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/auth/current-actor";

export async function generateMetadata() {
  return { title: (await getTranslations("marks"))("createTitle") };
}

export default async function CreateMarksPage() {
  const t = await getTranslations("marks");
  // The subjects this user teaches are offered first (the layout has already required a session).
  const viewer = await currentActor();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t("createTitle")} description={t("createDescription")} />
      <Card>
        <ClientMessages namespaces={["marks"]}>
          <CreateMarksForm viewerId={viewer?.id ?? null} />
        </ClientMessages>
      </Card>
    </div>
  );
}
