import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { ImportScreen } from "@/components/csv/import-screen";
import { Spinner } from "@/components/ui/spinner";

export async function generateMetadata() {
  return { title: (await getTranslations("csv"))("pageTitle") };
}

export default async function ImportPage() {
  const t = await getTranslations("csv");
  return (
    // The marks import shares the marks forms' exam fields, whose words are in "marks".
    <ClientMessages namespaces={["csv", "marks", "errors"]}>
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <ImportScreen />
      </Suspense>
    </ClientMessages>
  );
}
