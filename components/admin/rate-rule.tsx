import { useTranslations } from "next-intl";

/** The rate's definition (lib/attendance/attendance-rate.shared.ts), said wherever a rate is shown. */
export function RateRule({ className = "" }: { className?: string }) {
  const t = useTranslations("admin.rateRule");
  return <p className={`text-xs text-slate-600 ${className}`}>{t("text")}</p>;
}
