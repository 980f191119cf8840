"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { ATTENDANCE_CLASSES_OVERVIEW, rateBand } from "@/lib/constants";
import type { AttendanceOverview } from "@/lib/attendance/attendance.client";
import type { ClassJson } from "@/lib/schools/classes.client";

const BAND = {
  green: "bg-green-100 text-green-800",
  yellow: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
} as const;

type ClassStats = AttendanceOverview["classes"][number];

/** The first six classes with their overall attendance rate coloured by band (docs/product-spec.md#constants). */
export function ClassesOverview({
  classes,
  stats,
  onView,
  onTake,
}: {
  classes: ClassJson[];
  stats: Map<string, ClassStats>;
  onView: (klass: ClassJson) => void;
  onTake: (klass: ClassJson) => void;
}) {
  const t = useTranslations("attendance");
  const format = useFormat();
  if (classes.length === 0) return <EmptyState title={t("noClasses")} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {classes.slice(0, ATTENDANCE_CLASSES_OVERVIEW).map((klass) => {
        const rate = stats.get(klass._id)?.overall.attendanceRate ?? 0;
        const records = stats.get(klass._id)?.overall.records ?? 0;
        return (
          <li key={klass._id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold text-slate-900">{klass.className}</h3>
                {/* Every subject taught in the class (lib/schools/classes.client.ts#classesOf). */}
                <p className="text-sm text-slate-700">{klass.subjectName}</p>
                <p className="text-sm text-slate-600">
                  {klass.schoolId.name} · {klass.classRoom} · {t("studentCount", { count: klass.students })}
                </p>
              </div>
              <span
                className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${BAND[rateBand(rate)]}`}
                title={t("recordCount", { count: records })}
              >
                {format.percent(rate)}
              </span>
            </div>
            <div className="mt-auto flex flex-wrap gap-2 pt-3">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onView(klass)}
                aria-label={t("viewStudentsOf", { className: klass.className })}
              >
                {t("viewStudents")}
              </Button>
              <Button
                size="sm"
                onClick={() => onTake(klass)}
                aria-label={t("takeAttendanceFor", { className: klass.className })}
              >
                {t("takeAttendance")}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
