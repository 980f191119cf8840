import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getFormat } from "@/lib/i18n/server-format";
import { PageHeader } from "@/components/ui/card";
import { OpenableRow, ReportFact, SubmissionList } from "@/components/my-submissions/submission-parts";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/current-actor";
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { listMySubmissions, MY_SUBMISSIONS_LIMIT } from "@/lib/lesson-reports/my-submissions";
import { dayFormatter } from "@/components/my-submissions/day-label";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("submissions"))("title") };
}

/**
 * What this teacher (or mentor) has already filed: rendered on the server, so it costs the phone no
 * JavaScript beyond the app's shell. Each item opens: a report unfolds in place, an attendance day
 * opens read-only, a marks entry opens the marks list filtered to it (with Edit on every mark).
 */
export default async function MySubmissionsPage() {
  const actor = await currentActor();
  if (!actor) redirect("/signin");
  const { reports, attendanceDays, marksEntries } = await listMySubmissions(actor);
  const mentor = actor.role === "mentor";
  const [t, vocab, format, humanDay] = await Promise.all([
    getTranslations("submissions"),
    getTranslations("vocab"),
    getFormat(),
    dayFormatter(),
  ]);
  // A value the vocabulary does not know prints as it is.
  const examTypeLabel = (value: string) => (vocab.has(`examType.${value}`) ? vocab(`examType.${value}`) : value);
  const termLabel = (value: string) => (vocab.has(`term.${value}`) ? vocab(`term.${value}`) : value);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t("title")}
        description={
          mentor
            ? t("descriptionMentor", { limit: MY_SUBMISSIONS_LIMIT })
            : t("description", { limit: MY_SUBMISSIONS_LIMIT })
        }
      />

      <SubmissionList
        title={mentor ? t("observations") : t("reports")}
        empty={reports.length === 0 ? (mentor ? t("noObservations") : t("noReports")) : null}
        start={{ href: "/comment", label: t("fileOne") }}
      >
        {reports.map((report) => (
          <li key={report.id}>
            <details className="group py-2">
              <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-2 rounded-lg px-2 hover:bg-slate-50">
                <span>
                  <span className="block font-semibold text-slate-900">
                    {humanDay(report.date)} · {report.className} – {report.subjectName}
                  </span>
                  <span className="block text-sm text-slate-600">{report.schoolName}</span>
                </span>
                <span className="text-sm font-semibold text-brand-700">
                  <span className="group-open:hidden">{t("open")}</span>
                  <span className="hidden group-open:inline">{t("close")}</span>
                </span>
              </summary>
              <dl className="mt-2 grid gap-2 px-2 text-sm sm:grid-cols-2">
                <ReportFact label={t("numberOfStudents")} value={report.numberOfStudents} written={false} />
                {report.modelLesson ? <ReportFact label={t("modelLesson")} value={report.modelLesson} /> : null}
                {report.lessonObservation ? (
                  <ReportFact label={t("lessonObservation")} value={report.lessonObservation} />
                ) : null}
                <ReportFact label={t("successStory")} value={report.successStory || "—"} />
                <ReportFact label={t("challenge")} value={report.challenge || "—"} />
              </dl>
            </details>
          </li>
        ))}
      </SubmissionList>

      <SubmissionList
        title={t("attendanceDays")}
        empty={attendanceDays.length === 0 ? t("noAttendance") : null}
        start={{ href: "/attendance", label: t("takeAttendance") }}
      >
        {attendanceDays.map((day) => (
          <OpenableRow
            key={`${day.date}-${day.classId}`}
            title={`${humanDay(day.date)} · ${day.className}`}
            detail={`${day.schoolName} · ${t("dayCounts", {
              rate: format.percent(attendanceRate(day)),
              present: day.present,
              absent: day.absent,
              late: day.late,
              excused: day.excused,
            })}`}
            href={`/my-submissions/attendance/${encodeURIComponent(day.classId)}/${day.date}`}
            open={{
              label: t("open"),
              ariaLabel: t("openAttendanceOf", { className: day.className, date: humanDay(day.date) }),
            }}
          />
        ))}
      </SubmissionList>

      <SubmissionList
        title={t("marksEntries")}
        empty={marksEntries.length === 0 ? t("noMarks") : null}
        start={{ href: "/create-marks", label: t("enterMarks") }}
      >
        {marksEntries.map((entry) => {
          const query = new URLSearchParams({
            classId: entry.classId,
            academicYear: entry.academicYear,
            academicTerm: entry.academicTerm,
            examType: entry.examType,
          });
          const label = `${examTypeLabel(entry.examType)}, ${termLabel(entry.academicTerm)} ${entry.academicYear}`;
          return (
            <OpenableRow
              key={`${entry.classId}-${entry.examType}-${entry.academicYear}-${entry.academicTerm}`}
              title={`${entry.className} – ${entry.subjectName}`}
              detail={`${entry.schoolName} · ${label} · ${t("markCount", { count: entry.marks })}`}
              href={`/marks?${query}`}
              open={{ label: t("open"), ariaLabel: t("openMarksOf", { className: entry.className, label }) }}
            />
          );
        })}
      </SubmissionList>
    </div>
  );
}
