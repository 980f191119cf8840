import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("notFoundTitle") };
}

/**
 * Every unknown address and every record outside the user's reach, with a way back: "/" sends a
 * signed-in user on to their own home screen and anyone else to sign-in.
 */
export default async function NotFound() {
  const t = await getTranslations("pages");
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t("notFoundTitle")}</h1>
      <p className="text-slate-700">{t("notFoundText")}</p>
      {/* A plain link: the root not-found boundary is part of every page's first load, and AppLink would add
          its client code to all of them (docs/performance.md#page-weight). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a
        href="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {t("notFoundHome")}
      </a>
    </div>
  );
}
