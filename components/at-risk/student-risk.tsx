"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Card, PageHeader } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Spinner } from "@/components/ui/spinner";
import { TextLink } from "@/components/ui/styled-links";
import { STATUS_ACTIVE, STATUS_LABEL_KEY } from "@/components/attendance/status-style";
import { ReasonChips } from "@/components/at-risk/reason-chips";
import { InterventionForm } from "@/components/at-risk/intervention-form";
import { InterventionLog } from "@/components/at-risk/intervention-log";
import { GuardianCalls } from "@/components/at-risk/guardian-calls";
import { useProblemText } from "@/components/at-risk/problem-text";
import { useAtRiskStudent, type AtRiskStudent } from "@/lib/early-warning/at-risk.client";

/** The school days of the span as squares, oldest first; each says its day and status to a screen reader. */
function Calendar({ days }: { days: AtRiskStudent["attendance"] }) {
  const t = useTranslations("atRisk");
  const vocab = useTranslations("vocab");
  const format = useFormat();
  return (
    <Card title={t("calendar")}>
      <p className="mb-2 text-sm text-slate-600">{t("calendarLegend")}</p>
      <ol className="flex flex-wrap gap-1">
        {days.map((day) => {
          const label = day.status ? vocab(STATUS_LABEL_KEY[day.status]) : t("notRecorded");
          return (
            <li
              key={day.date}
              title={`${format.weekday(day.date)}: ${label}`}
              className={`flex h-8 w-8 items-center justify-center rounded text-xs font-semibold ring-1 ${
                day.status ? STATUS_ACTIVE[day.status] : "bg-white text-slate-600 ring-slate-300"
              }`}
            >
              <span className="sr-only">
                {format.weekday(day.date)}: {label}
              </span>
              <span aria-hidden>{day.status ? label.charAt(0) : "·"}</span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** Each subject's percentages in exam order, with a small line to see the trend at a glance. */
function MarksTrend({ marks }: { marks: AtRiskStudent["marks"] }) {
  const t = useTranslations("atRisk");
  const format = useFormat();
  const subjects = [...new Set(marks.map((mark) => mark.subjectName))];
  return (
    <Card title={t("marksTrend")}>
      {subjects.length === 0 ? (
        <p className="text-slate-700">{t("noMarks")}</p>
      ) : (
        <ul className="space-y-3">
          {subjects.map((subject) => {
            const own = marks.filter((mark) => mark.subjectName === subject);
            const step = own.length > 1 ? 100 / (own.length - 1) : 0;
            const points = own.map((mark, i) => `${i * step},${100 - mark.percentage}`).join(" ");
            return (
              <li key={subject}>
                <p className="font-semibold text-slate-900">{subject}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <svg viewBox="-2 -2 104 104" className="h-10 w-24 shrink-0" aria-hidden preserveAspectRatio="none">
                    <polyline
                      points={points}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="4"
                      className="text-brand-700"
                    />
                  </svg>
                  <p className="text-sm text-slate-700">
                    {own
                      .map((mark) => `${format.shortDay(mark.examDate)} ${format.percent(mark.percentage)}`)
                      .join(" → ")}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** One student's page: why they are flagged, their attendance and marks, and what was done. */
export function StudentRisk({ studentId }: { studentId: string }) {
  const t = useTranslations("atRisk");
  const format = useFormat();
  const problemText = useProblemText();
  const page = useAtRiskStudent(studentId);
  if (page.error) return <Notice tone="error">{problemText(page.error)}</Notice>;
  if (!page.data) return <Spinner label={t("loading")} />;
  const { student, reasons, flaggedAt, rate, attendance, marks } = page.data;
  // Early in a term one absence is a low rate: below the school's minimum of days the rate is not judged.
  const notRated = rate !== null && rate.recordedDays < rate.minDays;
  return (
    <div className="space-y-6">
      <TextLink href="/at-risk">{t("back")}</TextLink>
      <PageHeader title={student.studentName} description={`${student.schoolName} · ${student.className}`} />
      <Card>
        {reasons.length && flaggedAt ? (
          <div className="space-y-2">
            <ReasonChips reasons={reasons} />
            <p className="text-sm text-slate-700">{t("flaggedSince", { day: format.day(flaggedAt) })}</p>
          </div>
        ) : (
          <p className="text-slate-700">{t("notFlagged")}</p>
        )}
        {notRated ? (
          <p className="mt-2 text-sm text-slate-700">
            {t("notRated", { min: rate.minDays, count: rate.recordedDays })}
          </p>
        ) : null}
      </Card>
      <Calendar days={attendance} />
      <MarksTrend marks={marks} />
      <GuardianCalls studentId={student._id} />
      <InterventionLog studentId={student._id} timeZone={student.timeZone} />
      <InterventionForm studentId={student._id} schoolId={student.schoolId} />
    </div>
  );
}
