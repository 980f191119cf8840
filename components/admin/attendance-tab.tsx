"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { DateRangeFields } from "@/components/ui/date-range-fields";
import { AdminClassChoice } from "@/components/admin/admin-class-choice";
import { Spinner } from "@/components/ui/spinner";
import { Table, td } from "@/components/ui/table";
import { LoadedList } from "@/components/ui/loaded-list";
import { RateRule } from "@/components/admin/rate-rule";
import { StatCard, StatGrid } from "@/components/admin/stat-card";
import { RateBadge, StatusBadge } from "@/components/admin/status-badge";
import { TrendChart } from "@/components/admin/trend-chart";
import { AttendanceDetailsModal } from "@/components/admin/attendance-details-modal";
import {
  useAdminAttendance,
  useAdminClasses,
  useAttendanceStats,
  useAttendanceTrends,
  type AdminAttendanceJson,
  type AttendanceFilters,
} from "@/lib/reports/admin.client";
import { errorSaid } from "@/lib/client/error-message";
import { useSay } from "@/components/i18n/use-say";
import { ADMIN_ATTENDANCE_PAGE_SIZE } from "@/lib/reports/admin.schema";
import { useAdminFormat } from "@/components/admin/use-admin-format";

export function AttendanceTab() {
  const t = useTranslations("admin.attendance");
  const say = useSay();
  const tv = useTranslations("vocab.statusLetter");
  const f = useAdminFormat();
  const [filters, setFilters] = useState<AttendanceFilters>({ classId: "", startDate: "", endDate: "" });
  const [page, setPage] = useState(1);
  const [trendFilters, setTrendFilters] = useState<AttendanceFilters | null>(null);
  const [open, setOpen] = useState<AdminAttendanceJson | null>(null);
  const classes = useAdminClasses();
  const records = useAdminAttendance(filters, page, ADMIN_ATTENDANCE_PAGE_SIZE);
  const stats = useAttendanceStats(filters);
  const trends = useAttendanceTrends(trendFilters);
  const bothDates = Boolean(filters.startDate && filters.endDate);
  const selectedClass = classes.data?.find((klass) => klass._id === filters.classId);
  const pages = records.data ? Math.max(1, Math.ceil(records.data.total / ADMIN_ATTENDANCE_PAGE_SIZE)) : 1;

  const update = (key: keyof AttendanceFilters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [key]: event.target.value }));
    setPage(1);
  };

  return (
    <div className="space-y-5">
      <Card title={t("filters")}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <AdminClassChoice
            label={t("class")}
            placeholder={t("allClasses")}
            value={filters.classId}
            onChange={update("classId")}
          />
          <DateRangeFields
            from={{ label: t("startDate"), value: filters.startDate, onChange: update("startDate") }}
            to={{ label: t("endDate"), value: filters.endDate, onChange: update("endDate") }}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={!bothDates} onClick={() => setTrendFilters({ ...filters })}>
            {selectedClass ? t("loadTrendsFor", { className: selectedClass.className }) : t("loadAllTrends")}
          </Button>
          {!bothDates ? <span className="text-sm text-slate-600">{t("bothDatesHint")}</span> : null}
        </div>
      </Card>

      {stats.data ? (
        <StatGrid>
          <StatCard label={t("present")} value={f.count(stats.data.present)} />
          <StatCard label={t("absent")} value={f.count(stats.data.absent)} />
          <StatCard label={t("lateExcused")} value={`${f.count(stats.data.late)} / ${f.count(stats.data.excused)}`} />
          <StatCard
            label={t("attendanceRate")}
            value={f.percent(stats.data.attendanceRate)}
            hint={t("lateAndRecords", { late: f.count(stats.data.late), records: f.count(stats.data.total) })}
          />
        </StatGrid>
      ) : null}
      {stats.data ? <RateRule /> : null}

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Card title={t("recordsTitle", { count: records.data ? f.count(records.data.total) : "…" })}>
          <LoadedList
            query={records}
            rows={(data) => data.items}
            words={{ loading: t("loadingRecords"), empty: t("noRecords"), failed: t("loadFailed") }}
          >
            {(data) => (
              <>
                <Table
                  caption={t("recordsCaption")}
                  columns={[
                    t("date"),
                    t("student"),
                    t("class"),
                    t("status"),
                    <span key="details" className="sr-only">
                      {t("details")}
                    </span>,
                  ]}
                >
                  {data.items.map((record) => (
                    <tr key={record._id}>
                      <td className={td}>{f.day(record.date)}</td>
                      <td className={td}>{record.studentName}</td>
                      <td className={td}>{record.className}</td>
                      <td className={td}>
                        <StatusBadge status={record.status} />
                      </td>
                      <td className={td}>
                        <button
                          type="button"
                          onClick={() => setOpen(record)}
                          className="font-semibold text-brand-700 underline"
                        >
                          {t.rich("detailsFor", {
                            who: (chunks) => <span className="sr-only">{chunks}</span>,
                            student: record.studentName,
                            date: f.day(record.date),
                          })}
                        </button>
                      </td>
                    </tr>
                  ))}
                </Table>
                <nav aria-label={t("pages")} className="mt-3 flex items-center justify-between gap-2">
                  <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t("previous")}
                  </Button>
                  <span className="text-sm text-slate-700">{t("pageOf", { page, pages })}</span>
                  <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t("next")}
                  </Button>
                </nav>
              </>
            )}
          </LoadedList>
        </Card>

        <Card title={t("trendsTitle")}>
          {!trendFilters ? <p className="text-sm text-slate-700">{t("trendsHint")}</p> : null}
          {trends.error ? (
            <Notice tone="error">{t("trendsFailed", { reason: say(errorSaid(trends.error)) })}</Notice>
          ) : null}
          {trends.isLoading ? <Spinner label={t("loadingTrends")} /> : null}
          {trends.data && trends.data.length === 0 ? <EmptyState title={t("noTrends")} /> : null}
          {trends.data && trends.data.length > 0 ? (
            <div className="space-y-4">
              <TrendChart trends={trends.data} />
              <Table
                caption={t("trendsCaption")}
                columns={[
                  t("date"),
                  t("class"),
                  <>
                    {tv("present")} / {tv("absent")} / {tv("late")} / {tv("excused")}
                  </>,
                  t("rate"),
                ]}
              >
                {trends.data.map((row) => (
                  <tr key={`${row.date}-${row.classId}`}>
                    <td className={td}>{f.day(row.date)}</td>
                    <td className={td}>{row.className}</td>
                    <td className={td}>
                      {row.present} / {row.absent} / {row.late} / {row.excused}
                    </td>
                    <td className={td}>
                      <RateBadge rate={row.attendanceRate} />
                    </td>
                  </tr>
                ))}
              </Table>
            </div>
          ) : null}
        </Card>
      </div>
      <AttendanceDetailsModal record={open} onClose={() => setOpen(null)} />
    </div>
  );
}
