"use client";

import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/field";
import { Table, td, th } from "@/components/ui/table";
import { StatusBadge, RateBadge } from "@/components/admin/status-badge";
import { RateRule } from "@/components/admin/rate-rule";
import { useClassAttendanceDay, type ClassJson } from "@/lib/client/admin";
import { errorMessage } from "@/lib/client/error-message";
import { localToday } from "@/lib/client/labels";

/** Read-only: the class's students and their status on a chosen day (no record shows absent). */
export function ClassStudentsModal({ klass, onClose }: { klass: ClassJson | null; onClose: () => void }) {
  const [date, setDate] = useState(() => localToday());
  const day = useClassAttendanceDay(klass?._id ?? null, date);
  const summary = day.data?.summary;
  return (
    <Modal
      open={klass !== null}
      title={klass ? `${klass.className} – ${klass.subjectName}` : "Class students"}
      onClose={onClose}
      size="lg"
    >
      {klass ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            {klass.schoolId.name} · {klass.classRoom}
            {klass.classCredit ? ` · ${klass.classCredit}` : ""}
          </p>
          <div className="max-w-xs">
            <TextField
              label="Attendance date"
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value || localToday())}
            />
          </div>
          {day.error ? <Notice tone="error">{errorMessage(day.error)}</Notice> : null}
          {day.isLoading ? <Spinner label="Loading students…" /> : null}
          {summary ? (
            <p className="text-sm text-slate-800">
              {summary.totalStudents} students · present {summary.present} · absent {summary.absent} · late{" "}
              {summary.late} · excused {summary.excused} · rate <RateBadge rate={summary.attendanceRate} />
            </p>
          ) : null}
          {summary ? <RateRule /> : null}
          {day.data && day.data.students.length === 0 ? <p className="text-slate-700">No Students Found</p> : null}
          {day.data && day.data.students.length > 0 ? (
            <Table
              caption={`Students of ${klass.className}`}
              head={
                <tr>
                  <th className={th}>Student</th>
                  <th className={th}>Status</th>
                  <th className={th}>Remarks</th>
                </tr>
              }
            >
              {day.data.students.map((student) => (
                <tr key={student.studentId}>
                  <td className={td}>{student.studentName}</td>
                  <td className={td}>
                    <StatusBadge status={student.status} />
                  </td>
                  <td className={td}>{student.remarks || "—"}</td>
                </tr>
              ))}
            </Table>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
