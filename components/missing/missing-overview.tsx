"use client";

import { Card } from "@/components/ui/card";
import { StatCard, StatGrid } from "@/components/admin/stat-card";
import { useMissingToday } from "@/lib/client/missing";

const count = (value: number | undefined) => (value === undefined ? "…" : value.toLocaleString());

/** Admin overview: how many classes and teachers are behind today, with the list per school behind the counts. */
export function MissingOverview() {
  const { data, error } = useMissingToday();
  const behind = data?.schools.filter(
    (school) => school.classesWithoutAttendance.length || school.teachersWithoutReport?.length,
  );
  return (
    <Card title="Missing today">
      {error && !data ? <p className="text-sm text-red-700">Could not load what is missing today.</p> : null}
      <StatGrid>
        <StatCard label="Classes without attendance" value={count(data?.totals.classesWithoutAttendance)} />
        <StatCard label="Teachers without a report" value={count(data?.totals.teachersWithoutReport)} />
      </StatGrid>
      {behind && behind.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Every class has attendance and every teacher has reported.</p>
      ) : null}
      {behind?.length ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-blue-700">Show by school ({behind.length})</summary>
          <ul className="mt-2 space-y-2">
            {behind.map((school) => (
              <li key={school._id}>
                <p className="font-semibold text-slate-900">
                  {school.name} <span className="font-normal text-slate-600">({school.date})</span>
                </p>
                {school.classesWithoutAttendance.length ? (
                  <p className="text-slate-700">
                    No attendance: {school.classesWithoutAttendance.map((klass) => klass.className).join(", ")}
                  </p>
                ) : null}
                {school.teachersWithoutReport?.length ? (
                  <p className="text-slate-700">
                    No report: {school.teachersWithoutReport.map((teacher) => teacher.username).join(", ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
