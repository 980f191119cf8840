import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { AppLink } from "@/components/ui/app-link";
import { Card, PageHeader } from "@/components/ui/card";
import { Badge } from "@/components/ui/badge";
import { currentActor } from "@/lib/auth/current-actor";
import { ATTENDANCE_RATE_RULE, attendanceRate } from "@/lib/attendance-rate";
import { loadForPrint } from "@/lib/reports/print-actor";
import { humanDay } from "@/lib/reports/layout";
import { getAttendanceDay } from "@/lib/services/my-submissions";

export const metadata: Metadata = { title: "Attendance day" };

const TONE = { present: "green", absent: "red", late: "yellow", excused: "blue" } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One saved attendance day, read-only (server-rendered); changes are made on the attendance screen. */
export default async function AttendanceDayPage({ params }: { params: Promise<{ classId: string; date: string }> }) {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  const { classId, date } = await params;
  if (!DAY.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) notFound();
  const day = await loadForPrint(() => getAttendanceDay(actor, classId, date));
  const counts = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const student of day.students) if (student.status) counts[student.status] += 1;
  const unmarked = day.students.filter((student) => !student.status).length;
  return (
    <div className="space-y-4">
      <PageHeader
        title={`Attendance: ${day.className} – ${day.subjectName}`}
        description={`${humanDay(day.date)} · ${day.schoolName}`}
        actions={
          <AppLink
            href="/my-submissions"
            className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            ← My submissions
          </AppLink>
        }
      />
      <Card>
        <p className="font-semibold text-slate-900">
          {attendanceRate(counts)}% attendance rate · present {counts.present} · absent {counts.absent} · late{" "}
          {counts.late} · excused {counts.excused}
          {unmarked ? ` · not marked ${unmarked}` : ""}
        </p>
        <p className="mt-1 text-xs text-slate-600">{ATTENDANCE_RATE_RULE}</p>
      </Card>
      <Card title={`Students (${day.students.length})`}>
        <ul className="divide-y divide-slate-100">
          {day.students.map((student) => (
            <li key={student.id} className="flex items-center justify-between gap-2 py-2">
              <span className="text-slate-900">{student.studentName}</span>
              {student.status ? (
                <Badge tone={TONE[student.status]}>{student.status}</Badge>
              ) : (
                <Badge tone="slate">not marked</Badge>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
