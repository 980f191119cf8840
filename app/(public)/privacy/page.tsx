import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppLink } from "@/components/ui/app-link";
import { env } from "@/lib/env";
import { REPORT_GPS_PRECISE_DAYS, TRACKING_PRECISE_DAYS } from "@/lib/constants";
import { GEOCODE_CACHE_DAYS } from "@/lib/geo/geocode";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("privacyPageTitle") };
}

// The retention period comes from the server's configuration, so the page is rendered per request.
export const dynamic = "force-dynamic";

export default async function PrivacyPage() {
  const [t, common] = await Promise.all([getTranslations("pages"), getTranslations("common")]);
  const days = env.TRACKING_RETENTION_DAYS;
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <p className="mb-6 text-lg font-bold text-brand-700">{common("appName")}</p>
      <article className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 shadow-sm sm:p-8">
        <header>
          <h1 className="text-2xl font-bold text-slate-900">{t("privacyTitle")}</h1>
          <p className="mt-2 text-slate-700">{t("privacyIntro")}</p>
        </header>

        <section className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">{t("privacyRecordedTitle")}</h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t("privacyRecordedUse")}</li>
            <li>{t("privacyRecordedSignIns")}</li>
            <li>{t("privacyRecordedSession")}</li>
            <li>{t("privacyRecordedLocation")}</li>
          </ul>
          <p>{t("privacyNeverRecorded")}</p>
        </section>

        <section className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">{t("privacyWhyTitle")}</h2>
          <p>{t("privacyWhy")}</p>
        </section>

        <section className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">{t("privacyKeptTitle")}</h2>
          <p>{t("privacyKept", { days, preciseDays: TRACKING_PRECISE_DAYS })}</p>
          <p>{t("privacyReportPosition", { days: REPORT_GPS_PRECISE_DAYS })}</p>
          <p>{t("privacyGeocode", { cacheDays: GEOCODE_CACHE_DAYS })}</p>
        </section>

        <section className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">{t("privacyChoicesTitle")}</h2>
          <p>{t("privacyChoices")}</p>
        </section>

        <p>
          <AppLink href="/" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t("backToSignIn")}
          </AppLink>
        </p>
      </article>
    </main>
  );
}
