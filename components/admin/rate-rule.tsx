import { ATTENDANCE_RATE_RULE } from "@/lib/attendance-rate";

/** The rate's definition, said wherever a rate is shown. */
export function RateRule({ className = "" }: { className?: string }) {
  return <p className={`text-xs text-slate-600 ${className}`}>{ATTENDANCE_RATE_RULE}</p>;
}
