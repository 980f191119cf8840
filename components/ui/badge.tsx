import type { ReactNode } from "react";

type Tone = "green" | "yellow" | "red" | "blue" | "slate" | "purple";

// Not the button variants: a badge labels state with pale fills, a button is an action in solid colours.
const tones: Record<Tone, string> = {
  green: "bg-green-100 text-green-800",
  yellow: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
  blue: "bg-blue-100 text-blue-800",
  slate: "bg-slate-200 text-slate-800",
  purple: "bg-purple-100 text-purple-800",
};

export function Badge({ tone = "slate", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
