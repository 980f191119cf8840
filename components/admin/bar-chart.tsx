import { rateBand } from "@/lib/constants";

export interface Bar {
  label: string;
  value: number;
  /** What the bar says in words, e.g. "92% · 3 late". */
  text: string;
}

const BAND = { green: "bg-green-700", yellow: "bg-amber-600", red: "bg-red-700" } as const;

/**
 * Horizontal bars drawn with plain HTML (no chart library, no JavaScript): each row keeps its number
 * as text, so the chart reads the same to a screen reader and on paper.
 */
export function BarChart({
  title,
  bars,
  max = 100,
  banded = false,
}: {
  title: string;
  bars: Bar[];
  /** The value of a full-width bar (100 for percentages). */
  max?: number;
  /** Colour the bars by the attendance-rate bands. */
  banded?: boolean;
}) {
  if (bars.length === 0) return null;
  return (
    <figure className="mb-6 break-inside-avoid rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="mb-3 text-base font-semibold text-slate-900">{title}</figcaption>
      <ul className="space-y-2">
        {bars.map((bar) => (
          <li key={bar.label} className="grid grid-cols-[minmax(6rem,12rem)_1fr] items-center gap-3 text-sm">
            <span className="truncate text-slate-700" title={bar.label}>
              {bar.label}
            </span>
            <span className="flex items-center gap-2">
              <span className="h-4 flex-1 rounded bg-slate-100" aria-hidden="true">
                <span
                  className={`block h-4 rounded print:border print:border-slate-700 ${banded ? BAND[rateBand(bar.value)] : "bg-brand-700"}`}
                  style={{ width: `${max > 0 ? Math.min(100, Math.max(0, (bar.value / max) * 100)) : 0}%` }}
                />
              </span>
              <span className="w-28 shrink-0 text-right font-semibold text-slate-900 tabular-nums">{bar.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
