import type { ReactNode } from "react";
import type { LessonReportJson } from "@/lib/reports/admin.client";

/** Comments as a list of buttons, each opening that comment's details; `describe` is what a row shows. */
export function LessonReportButtons({
  comments,
  onOpen,
  describe,
}: {
  comments: readonly LessonReportJson[];
  onOpen: (comment: LessonReportJson) => void;
  describe: (comment: LessonReportJson) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-slate-100">
      {comments.map((comment) => (
        <li key={comment._id}>
          <button type="button" onClick={() => onOpen(comment)} className="w-full py-3 text-left hover:bg-slate-50">
            {describe(comment)}
          </button>
        </li>
      ))}
    </ul>
  );
}
