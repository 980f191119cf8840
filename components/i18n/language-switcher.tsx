"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { localeCookie } from "@/lib/i18n/locale-cookie";
import { LANGUAGE_NAMES, LOCALES, isLocale } from "@/lib/i18n/locales";

/**
 * The language menu of the navigation bar and the sign-in page. A signed-in user's choice is saved on
 * the user (every device follows at its next page); a visitor's is kept on this browser. The screen
 * changes in place: the server components render again in the new language, no full reload.
 */
export function LanguageSwitcher({ signedIn, className = "" }: { signedIn: boolean; className?: string }) {
  const t = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function choose(next: string) {
    if (!isLocale(next) || next === locale) return;
    setFailed(false);
    if (signedIn) {
      const saved = await fetch("/api/users/me/preferences", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ locale: next }),
      }).then(
        (response) => response.ok,
        () => false,
      );
      if (!saved) return setFailed(true);
    } else {
      document.cookie = localeCookie(next);
    }
    startRefresh(() => router.refresh());
  }

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {t("language")}
      </label>
      <select
        id={id}
        value={locale}
        aria-busy={refreshing}
        disabled={refreshing}
        onChange={(event) => void choose(event.target.value)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      {failed ? (
        <span role="alert" className="text-sm font-medium text-red-700">
          {t("languageNotSaved")}
        </span>
      ) : null}
    </div>
  );
}
