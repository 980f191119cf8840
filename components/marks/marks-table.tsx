import { AppLink } from "@/components/ui/app-link";
import { Table, td, th } from "@/components/ui/table";
import type { MarkJson } from "@/lib/client/marks";
import { examTypeLabel, termLabel } from "@/lib/client/labels";

interface Props {
  marks: MarkJson[];
  /** The list's query (filters, page), handed to the edit form so it comes back to the same list. */
  returnQuery: string;
  onDelete: (mark: MarkJson) => void;
}

const actionLink =
  "inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-100";
const deleteButton =
  "inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50";

function Actions({
  mark,
  returnQuery,
  onDelete,
}: {
  mark: MarkJson;
  returnQuery: string;
  onDelete: Props["onDelete"];
}) {
  const who = mark.studentId.studentName;
  return (
    <div className="flex gap-2">
      <AppLink
        href={`/edit-marks/${mark._id}${returnQuery ? `?${new URLSearchParams({ from: returnQuery })}` : ""}`}
        className={actionLink}
      >
        Edit<span className="sr-only"> marks of {who}</span>
      </AppLink>
      <button type="button" onClick={() => onDelete(mark)} className={deleteButton}>
        Delete<span className="sr-only"> marks of {who}</span>
      </button>
    </div>
  );
}

/** docs/product-spec.md#marks-screen: nine columns and the row actions; cards on phones, a table from tablet width up. */
export function MarksTable({ marks, returnQuery, onDelete }: Props) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Marks">
        {marks.map((mark) => (
          <li key={mark._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900">{mark.studentId.studentName}</p>
                <p className="text-sm text-slate-600">
                  {mark.classId.className} · {mark.subjectId.name}
                </p>
              </div>
              <p
                className="text-2xl font-bold text-slate-900"
                aria-label={`Score ${mark.totalMarks} out of ${mark.maxMarks}`}
              >
                {mark.totalMarks}
                <span className="text-base font-medium text-slate-600"> out of {mark.maxMarks}</span>
              </p>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Exam type</dt>
              <dd className="text-slate-900">{examTypeLabel(mark.examType)}</dd>
              <dt className="text-slate-600">Year</dt>
              <dd className="text-slate-900">{mark.academicYear}</dd>
              <dt className="text-slate-600">Term</dt>
              <dd className="text-slate-900">{termLabel(mark.academicTerm)}</dd>
              <dt className="text-slate-600">Exam date</dt>
              <dd className="text-slate-900">{mark.examDate}</dd>
              <dt className="text-slate-600">Teacher</dt>
              <dd className="text-slate-900">{mark.teacherId.username}</dd>
            </dl>
            <div className="mt-3">
              <Actions mark={mark} returnQuery={returnQuery} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <Table
          caption="Marks"
          head={
            <tr>
              {["Student", "Class", "Subject", "Exam Type", "Score", "Year", "Term", "Exam Date", "Teacher"].map(
                (name) => (
                  <th key={name} scope="col" className={th}>
                    {name}
                  </th>
                ),
              )}
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          }
        >
          {marks.map((mark) => (
            <tr key={mark._id} className="hover:bg-slate-50">
              <td className={`${td} font-medium text-slate-900`}>{mark.studentId.studentName}</td>
              <td className={td}>{mark.classId.className}</td>
              <td className={td}>{mark.subjectId.name}</td>
              <td className={td}>{examTypeLabel(mark.examType)}</td>
              <td className={`${td} font-semibold`}>
                {mark.totalMarks}
                <span className="font-normal text-slate-600"> out of {mark.maxMarks}</span>
              </td>
              <td className={`${td} whitespace-nowrap`}>{mark.academicYear}</td>
              <td className={`${td} whitespace-nowrap`}>{termLabel(mark.academicTerm)}</td>
              <td className={`${td} whitespace-nowrap`}>{mark.examDate}</td>
              <td className={td}>{mark.teacherId.username}</td>
              <td className={td}>
                <Actions mark={mark} returnQuery={returnQuery} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </Table>
      </div>
    </>
  );
}
