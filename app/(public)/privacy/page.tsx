import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { env } from "@/lib/env";
import { TRACKING_PRECISE_DAYS } from "@/lib/constants";
import { GEOCODE_CACHE_DAYS } from "@/lib/services/geocode";

export const metadata: Metadata = { title: "Privacy" };

// The retention period comes from the server's configuration, so the page is rendered per request.
export const dynamic = "force-dynamic";

export default function PrivacyPage() {
  const days = env.TRACKING_RETENTION_DAYS;
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <p className="mb-6 text-lg font-bold text-brand-700">School Attendance</p>
      <article className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 shadow-sm sm:p-8">
        <header>
          <h1 className="text-2xl font-bold text-slate-900">Privacy and usage data</h1>
          <p className="mt-2 text-slate-700">
            Besides the reports, attendance and marks you enter, the app records how it is used. This page says what is
            recorded, why, and for how long.
          </p>
        </header>

        <section className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">What is recorded</h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              When the app is opened, which pages are viewed, which named buttons are pressed, which forms are sent
              (never what was typed in them) and which kinds of data are loaded.
            </li>
            <li>Sign-in attempts (whether they succeeded, not the password) and logouts.</li>
            <li>
              A random session number made by your browser, the time, your account when you are signed in, the network
              address the server sees, your browser&apos;s description, language and time zone.
            </li>
            <li>
              Your approximate location (low accuracy), only if you have already allowed this site to use your location,
              for example to file a daily report. The app never asks for permission just for this, and the place name is
              looked up from the coordinates by the same service the daily report uses.
            </li>
          </ul>
          <p>
            Passwords, sign-in tokens and the contents of forms are never recorded; the server also removes them if they
            are ever sent.
          </p>
        </section>

        <section className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">Why</h2>
          <p>
            So that school administrators can see whether the app is being used (sign-ins, reports filed, days with
            attendance taken, when each teacher was last seen), find screens that cause trouble, and improve the app.
            Usage data is not sold or shared, and it is only shown to administrators.
          </p>
        </section>

        <section className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">How long it is kept</h2>
          <p>
            Usage events are deleted {days} days after they are received. A recorded position keeps the precision your
            browser gave it for {TRACKING_PRECISE_DAYS} days only; after that it is rounded to about 1 km and the
            street-level parts of its address (street, number, village, postal code) are removed, leaving the district,
            city, region and country. Reports, attendance and marks are school records and are kept separately from this
            usage data.
          </p>
          <p>
            To look up place names, the server asks the address service about a position rounded to about 100 m, never
            the exact one, and keeps the answer for {GEOCODE_CACHE_DAYS} days so nearby reports do not ask again.
          </p>
        </section>

        <section className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">Your choices</h2>
          <p>
            You can refuse or withdraw location permission in your browser settings at any time; the app keeps working
            without it (a daily report still needs a location when you file it). For questions about your data, contact
            your school&apos;s administrator.
          </p>
        </section>

        <p>
          <AppLink href="/" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Back to sign in
          </AppLink>
        </p>
      </article>
    </main>
  );
}
