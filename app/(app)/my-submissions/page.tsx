import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { AppLink } from "@/components/ui/app-link";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/current-actor";
import { attendanceRate } from "@/lib/attendance-rate";
import { listMySubmissions, MY_SUBMISSIONS_LIMIT } from "@/lib/services/my-submissions";
import { dayFormatter } from "@/components/my-submissions/day-label";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("submissions"))("title") };
}

const OPEN_LINK =
  "inline-flex min-h-11 shrink-0 items-center rounded-lg px-4 font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-100";

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
    getFormatter(),
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

      <Card title={mentor ? t("observations") : t("reports")}>
        {reports.length === 0 ? (
          <EmptyState title={mentor ? t("noObservations") : t("noReports")}>
            <AppLink href="/comment" className="font-semibold text-brand-700 underline">
              {t("fileOne")}
            </AppLink>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
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
                    <div>
                      <dt className="text-slate-600">{t("numberOfStudents")}</dt>
                      <dd className="text-slate-900">{report.numberOfStudents}</dd>
                    </div>
                    {report.modelLesson ? (
                      <div className="sm:col-span-2">
                        <dt className="text-slate-600">{t("modelLesson")}</dt>
                        <dd className="whitespace-pre-line text-slate-900">{report.modelLesson}</dd>
                      </div>
                    ) : null}
                    {report.lessonObservation ? (
                      <div className="sm:col-span-2">
                        <dt className="text-slate-600">{t("lessonObservation")}</dt>
                        <dd className="whitespace-pre-line text-slate-900">{report.lessonObservation}</dd>
                      </div>
                    ) : null}
                    <div className="sm:col-span-2">
                      <dt className="text-slate-600">{t("successStory")}</dt>
                      <dd className="whitespace-pre-line text-slate-900">{report.successStory || "—"}</dd>
                    </div>
                    <div className="sm:col-span-2">
                      <dt className="text-slate-600">{t("challenge")}</dt>
                      <dd className="whitespace-pre-line text-slate-900">{report.challenge || "—"}</dd>
                    </div>
                  </dl>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t("attendanceDays")}>
        {attendanceDays.length === 0 ? (
          <EmptyState title={t("noAttendance")}>
            <AppLink href="/attendance" className="font-semibold text-brand-700 underline">
              {t("takeAttendance")}
            </AppLink>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {attendanceDays.map((day) => (
              <li key={`${day.date}-${day.classId}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="block font-semibold text-slate-900">
                    {humanDay(day.date)} · {day.className}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {day.schoolName} ·{" "}
                    {t("dayCounts", {
                      rate: format.number(attendanceRate(day) / 100, { style: "percent" }),
                      present: day.present,
                      absent: day.absent,
                      late: day.late,
                      excused: day.excused,
                    })}
                  </span>
                </span>
                <AppLink
                  href={`/my-submissions/attendance/${encodeURIComponent(day.classId)}/${day.date}`}
                  className={OPEN_LINK}
                  aria-label={t("openAttendanceOf", { className: day.className, date: humanDay(day.date) })}
                >
                  {t("open")}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t("marksEntries")}>
        {marksEntries.length === 0 ? (
          <EmptyState title={t("noMarks")}>
            <AppLink href="/create-marks" className="font-semibold text-brand-700 underline">
              {t("enterMarks")}
            </AppLink>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {marksEntries.map((entry) => {
              const query = new URLSearchParams({
                classId: entry.classId,
                academicYear: entry.academicYear,
                academicTerm: entry.academicTerm,
                examType: entry.examType,
              });
              const label = `${examTypeLabel(entry.examType)}, ${termLabel(entry.academicTerm)} ${entry.academicYear}`;
              return (
                <li
                  key={`${entry.classId}-${entry.examType}-${entry.academicYear}-${entry.academicTerm}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <span>
                    <span className="block font-semibold text-slate-900">
                      {entry.className} – {entry.subjectName}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {entry.schoolName} · {label} · {t("markCount", { count: entry.marks })}
                    </span>
                  </span>
                  <AppLink
                    href={`/marks?${query}`}
                    className={OPEN_LINK}
                    aria-label={t("openMarksOf", { className: entry.className, label })}
                  >
                    {t("open")}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
