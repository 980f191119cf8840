"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, EmptyState } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { SelectField, TextField } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { Table, td, th } from "@/components/ui/table";
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
} from "@/lib/client/admin";
import { errorMessage } from "@/lib/client/error-message";
import { ADMIN_ATTENDANCE_PAGE_SIZE } from "@/lib/validation/admin";

export function AttendanceTab() {
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
      <Card title="Filters">
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField label="Class" value={filters.classId} onChange={update("classId")}>
            <option value="">All classes</option>
            {(classes.data ?? []).map((klass) => (
              <option key={klass._id} value={klass._id}>
                {klass.className} – {klass.subjectName} ({klass.schoolId.name})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Start date"
            type="date"
            value={filters.startDate}
            max={filters.endDate || undefined}
            onChange={update("startDate")}
          />
          <TextField
            label="End date"
            type="date"
            value={filters.endDate}
            min={filters.startDate || undefined}
            onChange={update("endDate")}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={!bothDates} onClick={() => setTrendFilters({ ...filters })}>
            {selectedClass ? `Load Trends for ${selectedClass.className}` : "Load All Trends"}
          </Button>
          {!bothDates ? (
            <span className="text-sm text-slate-600">Set both a start and an end date to load trends.</span>
          ) : null}
        </div>
      </Card>

      {stats.data ? (
        <StatGrid>
          <StatCard label="Present" value={stats.data.present.toLocaleString()} />
          <StatCard label="Absent" value={stats.data.absent.toLocaleString()} />
          <StatCard
            label="Late / Excused"
            value={`${stats.data.late.toLocaleString()} / ${stats.data.excused.toLocaleString()}`}
          />
          <StatCard
            label="Attendance rate"
            value={`${stats.data.attendanceRate}%`}
            hint={`${stats.data.late.toLocaleString()} late · ${stats.data.total.toLocaleString()} records`}
          />
        </StatGrid>
      ) : null}
      {stats.data ? <RateRule /> : null}

      <div className="grid gap-5 lg:grid-cols-2">
        <Card title={`Attendance records (${records.data ? records.data.total.toLocaleString() : "…"})`}>
          {records.error ? (
            <Notice tone="error">{errorMessage(records.error, "Failed to load admin dashboard data")}</Notice>
          ) : null}
          {records.isLoading ? <Spinner label="Loading records…" /> : null}
          {records.data && records.data.items.length === 0 ? <EmptyState title="No attendance records found" /> : null}
          {records.data && records.data.items.length > 0 ? (
            <>
              <Table
                caption="Attendance records"
                head={
                  <tr>
                    <th className={th}>Date</th>
                    <th className={th}>Student</th>
                    <th className={th}>Class</th>
                    <th className={th}>Status</th>
                    <th className={th}>
                      <span className="sr-only">Details</span>
                    </th>
                  </tr>
                }
              >
                {records.data.items.map((record) => (
                  <tr key={record._id}>
                    <td className={td}>{record.date}</td>
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
                        Details
                        <span className="sr-only">
                          {" "}
                          for {record.studentName} on {record.date}
                        </span>
                      </button>
                    </td>
                  </tr>
                ))}
              </Table>
              <nav aria-label="Attendance pages" className="mt-3 flex items-center justify-between gap-2">
                <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span className="text-sm text-slate-700">
                  Page {page} of {pages}
                </span>
                <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </nav>
            </>
          ) : null}
        </Card>

        <Card title="Attendance trends">
          {!trendFilters ? <p className="text-sm text-slate-700">Choose both dates, then load the trends.</p> : null}
          {trends.error ? (
            <Notice tone="error">Failed to load attendance trends: {errorMessage(trends.error)}</Notice>
          ) : null}
          {trends.isLoading ? <Spinner label="Loading trends…" /> : null}
          {trends.data && trends.data.length === 0 ? <EmptyState title="No attendance in this period" /> : null}
          {trends.data && trends.data.length > 0 ? (
            <div className="space-y-4">
              <TrendChart trends={trends.data} />
              <Table
                caption="Attendance trends by day and class"
                head={
                  <tr>
                    <th className={th}>Date</th>
                    <th className={th}>Class</th>
                    <th className={th}>P / A / L / E</th>
                    <th className={th}>Rate</th>
                  </tr>
                }
              >
                {trends.data.map((row) => (
                  <tr key={`${row.date}-${row.classId}`}>
                    <td className={td}>{row.date}</td>
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
