import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";
import { Card, EmptyState } from "@/components/ui/card";

/** One kind of submission: its list, or when there is none yet, a link to file the first. */
export function SubmissionList({
  title,
  empty,
  start,
  children,
}: {
  title: string;
  empty: string | null;
  /** Where to file one and the link's words. */
  start: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      {empty ? (
        <EmptyState title={empty}>
          <AppLink href={start.href} className="font-semibold text-brand-700 underline">
            {start.label}
          </AppLink>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">{children}</ul>
      )}
    </Card>
  );
}

/** A row that names a submission on two lines and opens it on its own screen. */
export function OpenableRow({
  title,
  detail,
  href,
  open,
}: {
  title: ReactNode;
  detail: ReactNode;
  href: string;
  /** The link's visible word and its full name for a screen reader. */
  open: { label: string; ariaLabel: string };
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{detail}</span>
      </span>
      <AppLink
        href={href}
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-4 font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-100"
        aria-label={open.ariaLabel}
      >
        {open.label}
      </AppLink>
    </li>
  );
}

/** One answer of a filed report; a written one keeps its line breaks and spans the row. */
export function ReportFact({ label, value, written = true }: { label: string; value: ReactNode; written?: boolean }) {
  return (
    <div className={written ? "sm:col-span-2" : undefined}>
      <dt className="text-slate-600">{label}</dt>
      <dd className={written ? "whitespace-pre-line text-slate-900" : "text-slate-900"}>{value}</dd>
    </div>
  );
}
