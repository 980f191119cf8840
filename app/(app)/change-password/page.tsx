import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { currentActor } from "@/lib/auth/current-actor";
import { homeFor } from "@/lib/auth/redirects";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("changePasswordTitle") };
}

export default async function ChangePasswordPage() {
  const [actor, t] = await Promise.all([currentActor(), getTranslations("auth")]);
  const forced = Boolean(actor?.mustChangePassword);
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={t("changePasswordTitle")} description={t("changePasswordDescription")} />
      {forced ? (
        <Notice tone="warning" className="mb-4">
          {t("forcedChangeNotice")}
        </Notice>
      ) : null}
      <Card>
        <ClientMessages namespaces={["auth"]}>
          <ChangePasswordForm then={forced ? homeFor(actor?.role) : undefined} />
        </ClientMessages>
      </Card>
    </div>
  );
}
