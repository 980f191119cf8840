"use client";

import { Modal } from "@/components/ui/modal";
import { StatusBadge } from "@/components/admin/status-badge";
import type { AdminAttendanceJson } from "@/lib/client/admin";

export function AttendanceDetailsModal({
  record,
  onClose,
}: {
  record: AdminAttendanceJson | null;
  onClose: () => void;
}) {
  const rows: [string, React.ReactNode][] = record
    ? [
        ["Student", record.studentName],
        ["Student id", record.studentId],
        ["Class", record.className],
        ["Class id", record.classId],
        ["Status", <StatusBadge key="status" status={record.status} />],
        ["Date", record.date],
        ["Remarks", record.remarks || "None"],
      ]
    : [];
  return (
    <Modal open={record !== null} title="Attendance details" onClose={onClose}>
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
