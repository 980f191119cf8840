import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { GridActionForm, type GridNotice } from "@/components/attendance/grid-action-form";
import { MARK_ALL_VARIANT, STATUS_CHECKED, STATUS_LABEL_KEY, STATUS_ORDER } from "@/components/attendance/status-style";
import type { AttendanceStatus } from "@/lib/constants";
import { STUDENT_FIELD, statusField } from "@/lib/attendance/attendance-form.schema";

export interface FormGridProps {
  classId: string;
  date: string;
  students: { _id: string; studentName: string }[];
  records: { studentId: string; status: string }[];
  /** The page's form action (app/(app)/attendance/grid-action.ts). */
  action: (previous: GridNotice | null, form: FormData) => Promise<GridNotice | null>;
}

/**
 * The grid as plain HTML, rendered on the server: a phone whose JavaScript has not arrived yet (slow
 * 3G, a first visit) can mark and save with it; it posts to the page's action. The
 * screen swaps in the grid that saves each tap once its code is here.
 */
export async function FormGrid({ classId, date, students, records, action }: FormGridProps) {
  const t = await getTranslations("attendance");
  const vocab = await getTranslations("vocab");
  const recorded = new Map(records.map((record) => [record.studentId, record.status]));
  const label = (status: AttendanceStatus) => vocab(STATUS_LABEL_KEY[status]);
  return (
    <GridActionForm action={action}>
      <input type="hidden" name="classId" value={classId} />
      <input type="hidden" name="date" value={date} />
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("markAllGroup")}>
        {STATUS_ORDER.map((status) => (
          <Button key={status} type="submit" name="all" value={status} size="sm" variant={MARK_ALL_VARIANT[status]}>
            {t("markAll", { status: label(status) })}
          </Button>
        ))}
      </div>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {students.map((student) => (
          <li
            key={student._id}
            className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <input type="hidden" name={STUDENT_FIELD} value={student._id} />
            <span className="font-medium text-slate-900">{student.studentName}</span>
            <fieldset className="flex flex-wrap gap-1.5 sm:w-96">
              <legend className="sr-only">{t("statusGroup", { name: student.studentName })}</legend>
              {STATUS_ORDER.map((status) => (
                <label
                  key={status}
                  className={`flex min-h-11 flex-auto cursor-pointer items-center justify-center rounded-lg bg-white px-2 text-sm font-semibold whitespace-nowrap text-slate-800 ring-1 ring-slate-300 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${STATUS_CHECKED[status]}`}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={statusField(student._id)}
                    value={status}
                    defaultChecked={recorded.get(student._id) === status}
                  />
                  {label(status)}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button type="submit" name="save" value="1">
          {t("saveAttendance")}
        </Button>
      </div>
    </GridActionForm>
  );
}
