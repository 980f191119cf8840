import type { ReactNode } from "react";

/** A folded section (native <details>): what is not the screen's daily task waits below it, one tap away. */
export function Fold({
  title,
  onToggle,
  children,
}: {
  title: string;
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <details
      className="group rounded-xl border border-slate-200 bg-white shadow-sm"
      onToggle={(event) => onToggle?.(event.currentTarget.open)}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 text-lg font-semibold text-slate-900">
        <span>{title}</span>
        <span aria-hidden className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-4 border-t border-slate-200 p-3 sm:p-4">{children}</div>
    </details>
  );
}
