"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Card } from "@/components/ui/card";
import { StatCard, StatGrid } from "@/components/admin/stat-card";
import { useMissingToday } from "@/lib/attendance/missing.client";

/** Admin overview: how many classes and teachers are behind today, with the list per school behind the counts. */
export function MissingOverview() {
  const t = useTranslations("missing");
  const format = useFormat();
  const names = (list: string[]) => format.list(list);
  const count = (value: number | undefined) => (value === undefined ? "…" : format.count(value));
  const { data, error } = useMissingToday();
  const behind = data?.schools.filter(
    (school) => school.classesWithoutAttendance.length || school.teachersWithoutReport?.length,
  );
  return (
    <Card title={t("overviewTitle")}>
      {error && !data ? <p className="text-sm text-red-700">{t("loadFailed")}</p> : null}
      <StatGrid>
        <StatCard label={t("classesWithoutAttendance")} value={count(data?.totals.classesWithoutAttendance)} />
        <StatCard label={t("teachersWithoutReport")} value={count(data?.totals.teachersWithoutReport)} />
      </StatGrid>
      {behind && behind.length === 0 ? <p className="mt-3 text-sm text-slate-600">{t("nothingMissing")}</p> : null}
      {behind?.length ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-blue-700">
            {t("bySchool", { count: behind.length })}
          </summary>
          <ul className="mt-2 space-y-2">
            {behind.map((school) => (
              <li key={school._id}>
                <p className="font-semibold text-slate-900">
                  {school.name} <span className="font-normal text-slate-600">({format.day(school.date)})</span>
                </p>
                {school.classesWithoutAttendance.length ? (
                  <p className="text-slate-700">
                    {t("noAttendance", {
                      classes: names(school.classesWithoutAttendance.map((klass) => klass.className)),
                    })}
                  </p>
                ) : null}
                {school.teachersWithoutReport?.length ? (
                  <p className="text-slate-700">
                    {t("noReport", {
                      teachers: names(school.teachersWithoutReport.map((teacher) => teacher.username)),
                    })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
