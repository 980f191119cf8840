"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Table, td, th } from "@/components/ui/table";
import { rateBand } from "@/lib/constants";
import type { AttendanceOverview } from "@/lib/attendance/attendance.client";

const BAND_TEXT = { green: "text-green-800", yellow: "text-amber-800", red: "text-red-800" } as const;

/**
 * The summary for the selected date, with the per-class breakdown. Students not marked yet are counted
 * apart, as the rate leaves them out (lib/attendance/attendance-rate.shared.ts): never added to Absent.
 */
export function DateSummary({ overview }: { overview: AttendanceOverview }) {
  const t = useTranslations("attendance");
  const v = useTranslations("vocab");
  const format = useFormat();
  const percent = format.percent;
  const day = format.day(overview.date);
  const { summary } = overview;
  const tiles = [
    { label: t("students"), value: summary.totalStudents, tone: "text-slate-900" },
    { label: v("status.present"), value: summary.present, tone: "text-green-800" },
    { label: v("status.absent"), value: summary.absent, tone: "text-red-800" },
    { label: v("status.late"), value: summary.late, tone: "text-amber-800" },
    { label: v("status.excused"), value: summary.excused, tone: "text-blue-800" },
    { label: v("status.notMarked"), value: summary.unmarked, tone: "text-slate-700" },
    {
      label: t("attendanceRate"),
      value: percent(summary.attendanceRate),
      tone: BAND_TEXT[rateBand(summary.attendanceRate)],
    },
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label={t("summaryFor", { date: day })}>
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-lg bg-slate-50 p-3 text-center ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-600">{tile.label}</dt>
            <dd className={`text-xl font-bold ${tile.tone}`}>{tile.value}</dd>
          </div>
        ))}
      </dl>
      {summary.unmarked > 0 ? (
        <p className="text-sm text-slate-600">{t("unmarkedNotCounted", { count: summary.unmarked })}</p>
      ) : null}
      {overview.classes.length > 0 ? (
        <Table
          caption={t("byClassOn", { date: day })}
          head={
            <tr>
              <th className={th}>{t("class")}</th>
              <th className={th}>{v("status.present")}</th>
              <th className={th}>{v("status.absent")}</th>
              <th className={th}>{v("status.late")}</th>
              <th className={th}>{v("status.excused")}</th>
              <th className={th}>{t("rate")}</th>
            </tr>
          }
        >
          {overview.classes.map((klass) => (
            <tr key={klass._id}>
              <td className={td}>
                <span className="font-medium text-slate-900">{klass.className}</span>{" "}
                <span className="text-slate-600">{klass.subjectName}</span>
              </td>
              <td className={td}>{klass.day.present}</td>
              <td className={td}>{klass.day.absent}</td>
              <td className={td}>{klass.day.late}</td>
              <td className={td}>{klass.day.excused}</td>
              <td className={`${td} font-semibold ${BAND_TEXT[rateBand(klass.day.attendanceRate)]}`}>
                {percent(klass.day.attendanceRate)}
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
    </div>
  );
}
