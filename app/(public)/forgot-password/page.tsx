import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { TextLink } from "@/components/ui/styled-links";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("forgotPageTitle") };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations("auth");
  return (
    <AuthCard
      title={t("forgotTitle")}
      subtitle={t("forgotSubtitle")}
      footer={<TextLink href="/signin">{t("backToSignIn")}</TextLink>}
    >
      <ClientMessages namespaces={["auth"]}>
        <ForgotPasswordForm />
      </ClientMessages>
    </AuthCard>
  );
}
