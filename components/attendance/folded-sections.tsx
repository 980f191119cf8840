"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { useState, type ReactNode } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ClassesOverview } from "@/components/attendance/classes-overview";
import { DateSummary } from "@/components/attendance/date-summary";
import { LoadError } from "@/components/attendance/load-error";
import { SchoolCards } from "@/components/attendance/school-cards";
import type { AttendanceOverview, useAttendanceOverview } from "@/lib/attendance/attendance.client";
import type { ClassJson } from "@/lib/schools/classes.client";
import { SCHOOLS_KEY, setPrimarySchool, type SchoolJson, type useSchools } from "@/lib/schools/schools.client";

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

/** A folded section (native <details>): what is not the screen's daily task waits below it, one tap away. */
function Fold({
  title,
  onToggle,
  children,
}: {
  title: string;
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <details
      className="group rounded-xl border border-slate-200 bg-white shadow-sm"
      onToggle={(event) => onToggle?.(event.currentTarget.open)}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 text-lg font-semibold text-slate-900">
        <span>{title}</span>
        <span aria-hidden className="text-slate-500 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-4 border-t border-slate-200 p-3 sm:p-4">{children}</div>
    </details>
  );
}

/** Overall statistics across the actor's schools, all dates. */
function StatsCards({ schools, statistics }: { schools: number; statistics: AttendanceOverview["statistics"] }) {
  const t = useTranslations("attendance");
  const format = useFormat();
  const items = [
    { label: t("schools"), value: format.count(schools) },
    { label: t("classes"), value: format.count(statistics.totalClasses) },
    { label: t("students"), value: format.count(statistics.totalStudents) },
    { label: t("attendanceRecords"), value: format.count(statistics.records) },
    { label: t("overallRate"), value: format.percent(statistics.attendanceRate) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
