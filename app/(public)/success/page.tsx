import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";

export const metadata: Metadata = { title: "Success" };

export default function SuccessPage() {
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
        <p className="mt-2 text-slate-700">
          Your information has been submitted successfully. Thank you for your contribution!
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <AppLink
            href="/comment"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Submit Another Comment
          </AppLink>
          <AppLink
            href="/attendance"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            Create Attendance
          </AppLink>
        </div>
      </div>
    </main>
  );
}
