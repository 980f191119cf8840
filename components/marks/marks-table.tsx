import { useTranslations } from "next-intl";
import { AppLink } from "@/components/ui/app-link";
import { Table, td } from "@/components/ui/table";
import type { MarkJson } from "@/lib/marks/marks.client";

interface Props {
  marks: MarkJson[];
  /** The list's query (filters, page), handed to the edit form so it comes back to the same list. */
  returnQuery: string;
  onDelete: (mark: MarkJson) => void;
}

// The table's columns (catalogue keys under marks.column).
const COLUMNS = [
  "column.student",
  "column.class",
  "column.subject",
  "column.examType",
  "column.score",
  "column.year",
  "column.term",
  "column.examDate",
  "column.teacher",
] as const;

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
  const t = useTranslations("marks");
  const who = mark.studentId.studentName;
  return (
    <div className="flex gap-2">
      <AppLink
        href={`/edit-marks/${mark._id}${returnQuery ? `?${new URLSearchParams({ from: returnQuery })}` : ""}`}
        className={actionLink}
      >
        {t.rich("editMarksOf", { who, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
      </AppLink>
      <button type="button" onClick={() => onDelete(mark)} className={deleteButton}>
        {t.rich("deleteMarksOf", { who, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
      </button>
    </div>
  );
}

/** docs/product-spec.md#marks-screen: nine columns and the row actions; cards on phones, a table from tablet width up. */
export function MarksTable({ marks, returnQuery, onDelete }: Props) {
  const t = useTranslations("marks");
  const tv = useTranslations("vocab");
  const outOf = (maxMarks: number) =>
    t.rich("outOfMax", {
      max: maxMarks,
      muted: (chunks) => <span className="text-base font-medium text-slate-600">{chunks}</span>,
    });
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={t("listLabel")}>
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
                aria-label={t("scoreAria", { total: mark.totalMarks, max: mark.maxMarks })}
              >
                {mark.totalMarks}
                {outOf(mark.maxMarks)}
              </p>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t("examType")}</dt>
              <dd className="text-slate-900">{tv(`examType.${mark.examType}`)}</dd>
              <dt className="text-slate-600">{t("year")}</dt>
              <dd className="text-slate-900">{mark.academicYear}</dd>
              <dt className="text-slate-600">{t("term")}</dt>
              <dd className="text-slate-900">{tv(`term.${mark.academicTerm}`)}</dd>
              <dt className="text-slate-600">{t("examDate")}</dt>
              <dd className="text-slate-900">{mark.examDate}</dd>
              <dt className="text-slate-600">{t("teacher")}</dt>
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
          caption={t("listLabel")}
          columns={[
            ...COLUMNS.map((name) => t(name)),
            <span key="actions" className="sr-only">
              {t("column.actions")}
            </span>,
          ]}
        >
          {marks.map((mark) => (
            <tr key={mark._id} className="hover:bg-slate-50">
              <td className={`${td} font-medium text-slate-900`}>{mark.studentId.studentName}</td>
              <td className={td}>{mark.classId.className}</td>
              <td className={td}>{mark.subjectId.name}</td>
              <td className={td}>{tv(`examType.${mark.examType}`)}</td>
              <td className={`${td} font-semibold`}>
                {mark.totalMarks}
                {t.rich("outOfMax", {
                  max: mark.maxMarks,
                  muted: (chunks) => <span className="font-normal text-slate-600">{chunks}</span>,
                })}
              </td>
              <td className={`${td} whitespace-nowrap`}>{mark.academicYear}</td>
              <td className={`${td} whitespace-nowrap`}>{tv(`term.${mark.academicTerm}`)}</td>
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
