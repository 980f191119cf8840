import { Suspense } from "react";
import { useTranslations } from "next-intl";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm, type SignInActions } from "@/components/auth/sign-in-form";
import type { SignInError } from "@/lib/auth/sign-in-errors";

interface Props {
  actions: SignInActions;
  callbackUrl?: string;
  /** Why the form-encoded sign-in sent the browser back here (a known code, never text from the address). */
  error?: SignInError | null;
  retryMinutes?: number | null;
}

function useErrorText(error: SignInError | null | undefined, retryMinutes: number | null | undefined) {
  const t = useTranslations("auth");
  switch (error) {
    case "invalid":
      return t("signInError.invalid");
    case "missing":
      return t("signInError.missing");
    case "deactivated":
      return t("signInError.deactivated");
    case "throttled":
      return retryMinutes ? t("signInError.throttled", { minutes: retryMinutes }) : t("signInError.throttledSoon");
    case "unavailable":
      return t("signInError.unavailable");
    case "failed":
      return t("signInFailed");
    default:
      return null;
  }
}

export function SignInScreen({ actions, callbackUrl, error, retryMinutes }: Props) {
  const t = useTranslations("auth");
  return (
    <AuthCard title={t("signInTitle")} subtitle={t("signInSubtitle")}>
      <Suspense>
        <SignInForm callbackUrl={callbackUrl} notice={useErrorText(error, retryMinutes)} actions={actions} />
      </Suspense>
    </AuthCard>
  );
}
