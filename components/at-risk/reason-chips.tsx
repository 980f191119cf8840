"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import type { AtRiskEntry } from "@/lib/early-warning/at-risk.client";

/** A student's reasons, each with what and since when: "3 absences in a row · since Mon 5 Jan". */
export function ReasonChips({ reasons }: { reasons: AtRiskEntry["reasons"] }) {
  const vocab = useTranslations("vocab");
  const t = useTranslations("atRisk");
  const format = useFormat();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("rule")}>
      {reasons.map((reason) => (
        <li
          key={reason.rule}
          className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800"
          title={t("flaggedSince", { day: format.day(reason.since) })}
        >
          {vocab(`atRiskReason.${reason.rule}`, { value: reason.value })}
          <span className="font-normal"> · {format.shortDay(reason.since)}</span>
        </li>
      ))}
    </ul>
  );
}
