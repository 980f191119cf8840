"use client";

import { useTranslations } from "next-intl";
import { Modal } from "@/components/ui/modal";
import { StatusBadge } from "@/components/admin/status-badge";
import type { AdminAttendanceJson } from "@/lib/reports/admin.client";
import { useAdminFormat } from "@/components/admin/use-admin-format";

export function AttendanceDetailsModal({
  record,
  onClose,
}: {
  record: AdminAttendanceJson | null;
  onClose: () => void;
}) {
  const t = useTranslations("admin.attendanceDetails");
  const f = useAdminFormat();
  const rows: [string, React.ReactNode][] = record
    ? [
        [t("student"), record.studentName],
        [t("class"), record.className],
        [t("status"), <StatusBadge key="status" status={record.status} />],
        [t("date"), f.day(record.date)],
        [t("remarks"), record.remarks || t("noRemarks")],
      ]
    : [];
  return (
    <Modal open={record !== null} title={t("title")} onClose={onClose}>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-2 py-2">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="col-span-2 text-sm break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
