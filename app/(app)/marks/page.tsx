import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { MarksScreen } from "@/components/marks/marks-screen";
import { Spinner } from "@/components/ui/spinner";

export async function generateMetadata() {
  return { title: (await getTranslations("marks"))("title") };
}

export default async function MarksPage() {
  const t = await getTranslations("marks");
  return (
    <ClientMessages namespaces={["marks"]}>
      <Suspense fallback={<Spinner label={t("loading")} />}>
        <MarksScreen />
      </Suspense>
    </ClientMessages>
  );
}
