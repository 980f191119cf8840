"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { TextLink } from "@/components/ui/styled-links";
import { StatCard, StatGrid } from "@/components/admin/stat-card";
import { useProblemText } from "@/components/at-risk/problem-text";
import { useAtRiskFigures } from "@/lib/early-warning/at-risk.client";
import { useSchools } from "@/lib/schools/schools.client";

/** The admin dashboard's early warning, one school at a time: flagged, owned, on time, days to act. */
export function AtRiskFiguresCard() {
  const t = useTranslations("atRisk");
  const format = useFormat();
  const problemText = useProblemText();
  const schools = useSchools();
  const list = schools.data?.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const schoolId = picked ?? list[0]?._id ?? null;
  const figures = useAtRiskFigures(schoolId);
  const f = figures.data;
  return (
    <Card title={t("figuresTitle")} actions={<TextLink href="/at-risk">{t("openList")}</TextLink>}>
      {list.length > 1 ? (
        <div className="mb-3 max-w-sm">
          <SelectField label={t("figuresSchool")} value={schoolId ?? ""} onChange={(e) => setPicked(e.target.value)}>
            {list.map((school) => (
              <option key={school._id} value={school._id}>
                {school.name}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      {figures.error ? (
        <Notice tone="error">{problemText(figures.error)}</Notice>
      ) : !f ? (
        schoolId ? (
          <Spinner label={t("figuresLoading")} />
        ) : null
      ) : (
        <StatGrid>
          <StatCard label={t("figuresFlagged")} value={format.count(f.flagged)} />
          <StatCard label={t("figuresOwner")} value={format.percent(f.withOwnerShare)} />
          <StatCard label={t("figuresOnTime")} value={format.percent(f.nextStepOnTimeShare)} />
          <StatCard
            label={t("figuresMedian")}
            value={f.medianDaysToAction === null ? t("noAction") : t("days", { value: f.medianDaysToAction })}
          />
        </StatGrid>
      )}
    </Card>
  );
}
