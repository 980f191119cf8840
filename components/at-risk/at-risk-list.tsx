"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { AppLink } from "@/components/ui/app-link";
import { Badge } from "@/components/ui/badge";
import { ReasonChips } from "@/components/at-risk/reason-chips";
import type { AtRiskEntry } from "@/lib/early-warning/at-risk.client";

/** Flagged students as cards (phones first): reasons, since when, owner and next step, and the way in. */
export function AtRiskList({ entries }: { entries: AtRiskEntry[] }) {
  const t = useTranslations("atRisk");
  const format = useFormat();
  return (
    <ul className="divide-y divide-slate-200">
      {entries.map((entry) => {
        // Judged by the server on the school's calendar: the phone's clock and UTC may be on another day.
        const overdue = entry.nextStep?.overdue === true;
        return (
          <li key={entry.student._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0 flex-1 space-y-1.5">
              <p className="font-semibold text-slate-900">
                {entry.student.studentName}
                <span className="font-normal text-slate-600"> · {entry.student.className}</span>
              </p>
              <ReasonChips reasons={entry.reasons} />
              <p className="text-sm text-slate-700">
                {t("flaggedSince", { day: format.day(entry.flaggedAt) })} ·{" "}
                {entry.owner ? t("owner", { name: entry.owner.username }) : t("noOwner")}
              </p>
              <p className="text-sm text-slate-700">
                {entry.nextStep ? (
                  <>
                    {t("nextStep", { action: entry.nextStep.action, day: format.day(entry.nextStep.dueOn) })}{" "}
                    {overdue ? <Badge tone="red">{t("overdue")}</Badge> : null}
                  </>
                ) : (
                  t("noNextStep")
                )}
              </p>
            </div>
            <AppLink
              href={`/at-risk/${encodeURIComponent(entry.student._id)}`}
              className="ring-brand-200 inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 ring-1 hover:bg-brand-50"
              aria-label={t("openStudent", { name: entry.student.studentName })}
            >
              {t("open")}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}
