import type { ReactNode } from "react";

/**
 * A scrollable table for phones; `caption` is read by screen readers. The scrolling box is a named,
 * focusable region so a keyboard can scroll it sideways (axe: scrollable-region-focusable).
 * `columns` are the header cells' contents; `head`, a header row of its own.
 */
export function Table({
  caption,
  columns,
  head,
  children,
}: {
  caption: string;
  children: ReactNode;
} & ({ columns: readonly ReactNode[]; head?: never } | { head: ReactNode; columns?: never })) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      // relative: the cells' screen-reader-only text (position: absolute) stays inside the scrolling box;
      // otherwise its containing block is the page, and a wide table's hidden words widen the page.
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {columns ? (
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={th}>
                  {column}
                </th>
              ))}
            </tr>
          ) : (
            head
          )}
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export const th = "px-3 py-2 whitespace-nowrap";
export const td = "px-3 py-2 align-top";
