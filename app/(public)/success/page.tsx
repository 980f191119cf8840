import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";

export const metadata: Metadata = { title: "Success" };

const primary =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";
const secondary =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100";

/** What was saved decides what the page says and offers next (a daily report, an observation, attendance). */
const SAVED = {
  report: {
    text: "Your daily report has been submitted. Thank you!",
    next: { href: "/attendance", label: "Take Attendance" },
    again: { href: "/comment", label: "Submit Another Daily Report" },
  },
  observation: {
    text: "Your lesson observation has been submitted. Thank you!",
    next: { href: "/comment", label: "Submit Another Observation" },
    again: null,
  },
  attendance: {
    text: "Attendance has been saved.",
    next: { href: "/attendance", label: "Back to Attendance" },
    again: { href: "/comment", label: "Submit a Daily Report" },
  },
} as const;

export default async function SuccessPage({ searchParams }: { searchParams: Promise<{ saved?: string }> }) {
  const { saved } = await searchParams;
  const kind = saved === "observation" || saved === "attendance" ? saved : "report";
  const { text, next, again } = SAVED[kind];
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div
          aria-hidden
          className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
        >
          ✓
        </div>
        <h1 className="text-2xl font-bold text-slate-900">Success!</h1>
        <p className="mt-2 text-slate-700">{text}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <AppLink href={next.href} className={primary}>
            {next.label}
          </AppLink>
          {again ? (
            <AppLink href={again.href} className={secondary}>
              {again.label}
            </AppLink>
          ) : null}
        </div>
      </div>
    </main>
  );
}
