import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";

const input =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-lg tracking-wider text-slate-900 uppercase shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

/**
 * The verify page's frame, phone first: the app's name, the form a code is typed into (a plain GET
 * form, so it works without the page's script), and what the code proved below it.
 */
export async function VerifyShell({ typed = "", children }: { typed?: string; children?: ReactNode }) {
  const [t, common] = await Promise.all([getTranslations("verify"), getTranslations("common")]);
  return (
    <main className="mx-auto max-w-2xl space-y-5 px-4 py-8">
      <p className="text-lg font-bold text-brand-700">{common("appName")}</p>
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("lede")}</p>
      </header>
      {children}
      <form
        action="/verify"
        method="get"
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <label htmlFor="verify-code" className="block text-sm font-semibold text-slate-800">
          {children ? t("checkAnother") : t("codeLabel")}
        </label>
        <div className="flex gap-2">
          <input
            id="verify-code"
            name="code"
            required
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={children ? "" : typed}
            aria-describedby="verify-code-hint"
            className={input}
          />
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus:ring-2 focus:ring-brand-600/40 focus:outline-none"
          >
            {t("check")}
          </button>
        </div>
        <p id="verify-code-hint" className="text-sm text-slate-600">
          {t("codeHint")}
        </p>
      </form>
    </main>
  );
}
