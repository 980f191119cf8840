import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppLink } from "@/components/ui/app-link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("success"))("title") };
}

const primary =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
const secondary =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100";

/** What was saved decides what the page says and offers next (a daily report, an observation, attendance). */
const SAVED = {
  report: {
    text: "reportSaved",
    next: { href: "/attendance", label: "takeAttendance" },
    again: { href: "/comment", label: "anotherReport" },
  },
  observation: {
    text: "observationSaved",
    next: { href: "/comment", label: "anotherObservation" },
    again: null,
  },
  attendance: {
    text: "attendanceSaved",
    next: { href: "/attendance", label: "backToAttendance" },
    again: { href: "/comment", label: "submitReport" },
  },
} as const;

export default async function SuccessPage({ searchParams }: { searchParams: Promise<{ saved?: string }> }) {
  const { saved } = await searchParams;
  const kind = saved === "observation" || saved === "attendance" ? saved : "report";
  const { text, next, again } = SAVED[kind];
  const t = await getTranslations("success");
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div
          aria-hidden
          className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
        >
          ✓
        </div>
        <h1 className="text-2xl font-bold text-slate-900">{t("heading")}</h1>
        <p className="mt-2 text-slate-700">{t(text)}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <AppLink href={next.href} className={primary}>
            {t(next.label)}
          </AppLink>
          {again ? (
            <AppLink href={again.href} className={secondary}>
              {t(again.label)}
            </AppLink>
          ) : null}
        </div>
      </div>
    </main>
  );
}
