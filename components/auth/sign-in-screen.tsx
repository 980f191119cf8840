import { Suspense } from "react";
import { useTranslations } from "next-intl";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/sign-in-form";

export function SignInScreen() {
  const t = useTranslations("auth");
  return (
    <AuthCard title={t("signInTitle")} subtitle={t("signInSubtitle")}>
      <Suspense>
        <SignInForm />
      </Suspense>
    </AuthCard>
  );
}
