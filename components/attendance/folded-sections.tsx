"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Fold } from "@/components/ui/fold";
import { Spinner } from "@/components/ui/spinner";
import { ClassesOverview } from "@/components/attendance/classes-overview";
import { DateSummary } from "@/components/attendance/date-summary";
import { LoadError } from "@/components/attendance/load-error";
import { SchoolCards } from "@/components/attendance/school-cards";
import { StatsCards } from "@/components/attendance/stats-cards";
import type { useAttendanceOverview } from "@/lib/client/attendance";
import type { ClassJson } from "@/lib/client/classes";
import { SCHOOLS_KEY, setPrimarySchool, type SchoolJson, type useSchools } from "@/lib/client/schools";

type ClassStats = Parameters<typeof ClassesOverview>[0]["stats"];

/** The statistics folded under the grid: overall figures, the classes overview and the date's summary. */
export function StatisticsSection({
  overview,
  today,
  date,
  schoolCount,
  classes,
  stats,
  onView,
  onTake,
  onToggle,
}: {
  overview: ReturnType<typeof useAttendanceOverview>;
  today: string | null;
  date: string;
  schoolCount: number;
  classes: ClassJson[] | undefined;
  stats: ClassStats;
  onView: (klass: ClassJson) => void;
  onTake: (klass: ClassJson) => void;
  onToggle: (open: boolean) => void;
}) {
  const t = useTranslations("attendance");
  const format = useFormat();
  return (
    <Fold title={t("statistics")} onToggle={onToggle}>
      <Card title={t("overallStatistics")}>
        {overview.error ? (
          <LoadError
            what="statistics"
            error={overview.error}
            savedAt={overview.savedAt}
            onRetry={() => overview.mutate()}
          />
        ) : null}
        {overview.data ? (
          <StatsCards schools={schoolCount} statistics={overview.data.statistics} />
        ) : overview.isLoading || !today ? (
          <Spinner label={t("loadingStatistics")} />
        ) : null}
      </Card>
      <Card title={t("classesOverview")}>
        {classes ? <ClassesOverview classes={classes} stats={stats} onView={onView} onTake={onTake} /> : null}
      </Card>
      <Card title={t("summaryFor", { date: format.day(date) })}>
        {overview.data ? <DateSummary overview={overview.data} /> : null}
      </Card>
    </Fold>
  );
}

/** The setup folded under the grid: create a school or class, add a student, the school cards. */
export function SetupSection({
  schools,
  classCount,
  isAdmin,
  notify,
  onCreateSchool,
  onCreateClass,
  onAddStudent,
  onEditSchool,
}: {
  schools: ReturnType<typeof useSchools>;
  classCount: number;
  isAdmin: boolean;
  notify: (tone: "success" | "error", text: string) => void;
  onCreateSchool: () => void;
  onCreateClass: () => void;
  onAddStudent: () => void;
  onEditSchool: (school: SchoolJson) => void;
}) {
  const t = useTranslations("attendance");
  const { mutate } = useSWRConfig();
  const [settingPrimary, setSettingPrimary] = useState<string | null>(null);
  const schoolList = schools.data?.data ?? [];

  async function makePrimary(school: SchoolJson) {
    setSettingPrimary(school._id);
    try {
      await setPrimarySchool(school._id);
      await mutate(SCHOOLS_KEY);
      notify("success", t("primarySet", { name: school.name }));
    } catch {
      notify("error", t("primaryFailed"));
    } finally {
      setSettingPrimary(null);
    }
  }

  return (
    <Fold title={t("setup")}>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onCreateSchool}>
          {t("createSchool")}
        </Button>
        <Button variant="secondary" onClick={onCreateClass} disabled={schoolList.length === 0}>
          {t("createClass")}
        </Button>
        <Button variant="secondary" onClick={onAddStudent} disabled={classCount === 0}>
          {t("addStudent")}
        </Button>
      </div>
      <Card title={t("mySchools")}>
        {schools.error ? (
          <LoadError what="schools" error={schools.error} savedAt={schools.savedAt} onRetry={() => schools.mutate()} />
        ) : null}
        {schools.data ? (
          <SchoolCards
            schools={schoolList}
            canEdit={isAdmin}
            settingPrimary={settingPrimary}
            onSetPrimary={makePrimary}
            onEdit={onEditSchool}
            onCreate={onCreateSchool}
          />
        ) : schools.isLoading ? (
          <Spinner label={t("loadingSchools")} />
        ) : null}
      </Card>
    </Fold>
  );
}
