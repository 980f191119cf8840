"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import type { AttendanceOverview } from "@/lib/client/attendance";

/** Overall statistics across the actor's schools, all dates. */
export function StatsCards({ schools, statistics }: { schools: number; statistics: AttendanceOverview["statistics"] }) {
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
