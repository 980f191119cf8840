import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { redirect } from "next/navigation";
import { currentActor } from "@/lib/auth/current-actor";
import { attendanceRate } from "@/lib/attendance-rate";
import { listMySubmissions, MY_SUBMISSIONS_LIMIT } from "@/lib/services/my-submissions";
import { examTypeLabel, humanDay, termLabel } from "@/lib/reports/layout";

export const metadata: Metadata = { title: "My submissions" };

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
  return (
    <div className="space-y-6">
      <PageHeader
        title="My submissions"
        description={`Your ${MY_SUBMISSIONS_LIMIT} most recent ${mentor ? "lesson observations" : "daily reports"}, attendance days and marks entries.`}
      />

      <Card title={mentor ? "Lesson observations" : "Daily reports"}>
        {reports.length === 0 ? (
          <EmptyState title={mentor ? "No lesson observations yet" : "No daily reports yet"}>
            <AppLink href="/comment" className="font-semibold text-brand-700 underline">
              File one now
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
                      <span className="group-open:hidden">Open</span>
                      <span className="hidden group-open:inline">Close</span>
                    </span>
                  </summary>
                  <dl className="mt-2 grid gap-2 px-2 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="text-slate-600">Number of students</dt>
                      <dd className="text-slate-900">{report.numberOfStudents}</dd>
                    </div>
                    {report.modelLesson ? (
                      <div className="sm:col-span-2">
                        <dt className="text-slate-600">Model lesson</dt>
                        <dd className="whitespace-pre-line text-slate-900">{report.modelLesson}</dd>
                      </div>
                    ) : null}
                    {report.lessonObservation ? (
                      <div className="sm:col-span-2">
                        <dt className="text-slate-600">Lesson observation</dt>
                        <dd className="whitespace-pre-line text-slate-900">{report.lessonObservation}</dd>
                      </div>
                    ) : null}
                    <div className="sm:col-span-2">
                      <dt className="text-slate-600">Success story</dt>
                      <dd className="whitespace-pre-line text-slate-900">{report.successStory || "—"}</dd>
                    </div>
                    <div className="sm:col-span-2">
                      <dt className="text-slate-600">Challenge</dt>
                      <dd className="whitespace-pre-line text-slate-900">{report.challenge || "—"}</dd>
                    </div>
                  </dl>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Attendance days">
        {attendanceDays.length === 0 ? (
          <EmptyState title="No attendance saved yet">
            <AppLink href="/attendance" className="font-semibold text-brand-700 underline">
              Take attendance
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
                    {day.schoolName} · {attendanceRate(day)}% attendance rate · present {day.present} · absent{" "}
                    {day.absent} · late {day.late} · excused {day.excused}
                  </span>
                </span>
                <AppLink
                  href={`/my-submissions/attendance/${encodeURIComponent(day.classId)}/${day.date}`}
                  className={OPEN_LINK}
                  aria-label={`Open attendance of ${day.className} on ${humanDay(day.date)}`}
                >
                  Open
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title="Marks entries">
        {marksEntries.length === 0 ? (
          <EmptyState title="No marks entered yet">
            <AppLink href="/create-marks" className="font-semibold text-brand-700 underline">
              Enter marks
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
                      {entry.schoolName} · {label} · {entry.marks} {entry.marks === 1 ? "mark" : "marks"}
                    </span>
                  </span>
                  <AppLink
                    href={`/marks?${query}`}
                    className={OPEN_LINK}
                    aria-label={`Open marks of ${entry.className}, ${label}`}
                  >
                    Open
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
