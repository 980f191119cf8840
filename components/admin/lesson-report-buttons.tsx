import type { ReactNode } from "react";
import type { LessonReportJson } from "@/lib/client/admin";

/** Daily reports and observations as a list of buttons, each opening its details; `describe` is what a row shows. */
export function LessonReportButtons({
  reports,
  onOpen,
  describe,
}: {
  reports: readonly LessonReportJson[];
  onOpen: (report: LessonReportJson) => void;
  describe: (report: LessonReportJson) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {reports.map((report) => (
        <li key={report._id}>
          <button type="button" onClick={() => onOpen(report)} className="w-full py-3 text-left hover:bg-slate-50">
            {describe(report)}
          </button>
        </li>
      ))}
    </ul>
  );
}
