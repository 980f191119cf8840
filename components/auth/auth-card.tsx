import { PromptLink } from "@/components/auth/prompt-link";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const t = useTranslations("auth");
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-md">
        <LanguageSwitcher signedIn={false} className="mb-4 justify-end" />
        <p className="mb-6 text-center text-lg font-bold text-brand-700">{t("appName")}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-4 text-center text-sm text-slate-600">{footer}</div> : null}
        <PromptLink prompt={t("trackingNotice")} href="/privacy" className="mt-4">
          {t("privacy")}
        </PromptLink>
      </div>
    </main>
  );
}
