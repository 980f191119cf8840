"use client";

import { useTranslations } from "next-intl";
import { AppLink } from "@/components/ui/app-link";
import { useMissingToday } from "@/lib/attendance/missing.client";

const link = (chunks: React.ReactNode) => (
  <AppLink href="/attendance" className="underline">
    {chunks}
  </AppLink>
);

/** The teacher's home: what is still to do today, one line per class ("P4 A: attendance not taken"). */
export function MissingChecklist({ mentor = false }: { mentor?: boolean }) {
  const t = useTranslations("missing");
  const { data, error } = useMissingToday();
  if (!data) {
    return error ? null : <p className="mb-4 text-sm text-slate-600">{t("checking")}</p>;
  }
  const classes = data.schools.flatMap((school) =>
    school.classesWithoutAttendance.map((klass) => ({ ...klass, school: school.name })),
  );
  const manySchools = data.schools.length > 1;
  const reportDue = !mentor && data.schools.length > 0 && !data.dailyReportFiled;
  if (!classes.length && !reportDue) {
    if (!data.schools.length) return null;
    return (
      <p role="status" className="mb-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800">
        {t("allDone")}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="missing-today"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <h2 id="missing-today" className="font-semibold">
        {t("heading")}
      </h2>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {reportDue ? <li>{t("reportDue")}</li> : null}
        {classes.map((klass) => (
          <li key={klass._id}>
            {manySchools
              ? t.rich("attendanceDueAt", { className: klass.className, school: klass.school, link })
              : t.rich("attendanceDue", { className: klass.className, link })}
          </li>
        ))}
      </ul>
    </section>
  );
}
