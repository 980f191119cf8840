import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getFormat } from "@/lib/i18n/server-format";
import { notFound, redirect } from "next/navigation";
import { ButtonLink } from "@/components/ui/styled-links";
import { Card, PageHeader } from "@/components/ui/card";
import { Badge } from "@/components/ui/badge";
import { currentActor } from "@/lib/auth/current-actor";
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { loadForPrint } from "@/lib/reports/print-actor";
import { dayFormatter } from "@/components/my-submissions/day-label";
import { getAttendanceDay } from "@/lib/lesson-reports/my-submissions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("submissions"))("dayTitle") };
}

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
  const [t, format, humanDay] = await Promise.all([getTranslations("submissions"), getFormat(), dayFormatter()]);
  return (
    <div className="space-y-4">
      <PageHeader
        title={t("dayHeading", { className: day.className, subjectName: day.subjectName })}
        description={`${humanDay(day.date)} · ${day.schoolName}`}
        actions={<ButtonLink href="/my-submissions">{t("back")}</ButtonLink>}
      />
      <Card>
        <p className="font-semibold text-slate-900">
          {t("dayCounts", { rate: format.percent(attendanceRate(counts)), ...counts })}
          {unmarked ? ` · ${t("notMarkedCount", { count: unmarked })}` : ""}
        </p>
        <p className="mt-1 text-xs text-slate-600">{t("rateRule")}</p>
      </Card>
      <Card title={t("students", { count: day.students.length })}>
        <ul className="divide-y divide-slate-100">
          {day.students.map((student) => (
            <li key={student.id} className="flex items-center justify-between gap-2 py-2">
              <span className="text-slate-900">{student.studentName}</span>
              {student.status ? (
                <Badge tone={TONE[student.status]}>{t("status", { status: student.status })}</Badge>
              ) : (
                <Badge tone="slate">{t("status", { status: "none" })}</Badge>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
