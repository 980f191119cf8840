import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ImportScreen } from "@/components/csv/import-screen";
import { Spinner } from "@/components/ui/spinner";
import { currentActor } from "@/lib/auth/current-actor";

export async function generateMetadata() {
  return { title: (await getTranslations("csv"))("pageTitle") };
}

export default async function ImportPage() {
  const t = await getTranslations("csv");
  // The marks import offers the subjects this user teaches first.
  const viewer = await currentActor();
  return (
    // The marks import shares the marks forms' exam fields, whose words are in "marks".
    <ClientMessages namespaces={["csv", "marks", "errors"]}>
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <ImportScreen viewerId={viewer?.id ?? null} />
      </Suspense>
    </ClientMessages>
  );
}
