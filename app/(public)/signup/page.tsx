import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { ClientMessages } from "@/components/i18n/client-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("signUpPageTitle") };
}

export default async function SignUpPage() {
  const t = await getTranslations("auth");
  return (
    <AuthCard title={t("signUpTitle")} subtitle={t("signUpSubtitle")}>
      <ClientMessages namespaces={["auth"]}>
        <SignUpForm />
      </ClientMessages>
    </AuthCard>
  );
}
