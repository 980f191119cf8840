import { Table, td, th } from "@/components/ui/table";
import { rateBand } from "@/lib/constants";
import type { AttendanceOverview } from "@/lib/client/attendance";

const BAND_TEXT = { green: "text-green-800", yellow: "text-amber-800", red: "text-red-800" } as const;

/** The summary for the selected date, with the per-class breakdown (unmarked students count as absent). */
export function DateSummary({ overview }: { overview: AttendanceOverview }) {
  const { summary } = overview;
  const tiles = [
    { label: "Students", value: summary.totalStudents, tone: "text-slate-900" },
    { label: "Present", value: summary.present, tone: "text-green-800" },
    { label: "Absent", value: summary.absent, tone: "text-red-800" },
    { label: "Late", value: summary.late, tone: "text-amber-800" },
    { label: "Excused", value: summary.excused, tone: "text-blue-800" },
    {
      label: "Attendance rate",
      value: `${summary.attendanceRate}%`,
      tone: BAND_TEXT[rateBand(summary.attendanceRate)],
    },
  ];
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={`Summary for ${overview.date}`}>
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-lg bg-slate-50 p-3 text-center ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-600">{tile.label}</dt>
            <dd className={`text-xl font-bold ${tile.tone}`}>{tile.value}</dd>
          </div>
        ))}
      </dl>
      {summary.unmarked > 0 ? (
        <p className="text-sm text-slate-600">
          {summary.unmarked} students have no record for this date yet and count as absent.
        </p>
      ) : null}
      {overview.classes.length > 0 ? (
        <Table
          caption={`Attendance by class on ${overview.date}`}
          head={
            <tr>
              <th className={th}>Class</th>
              <th className={th}>Present</th>
              <th className={th}>Absent</th>
              <th className={th}>Late</th>
              <th className={th}>Excused</th>
              <th className={th}>Rate</th>
            </tr>
          }
        >
          {overview.classes.map((klass) => (
            <tr key={klass._id}>
              <td className={td}>
                <span className="font-medium text-slate-900">{klass.className}</span>{" "}
                <span className="text-slate-600">{klass.subjectName}</span>
              </td>
              <td className={td}>{klass.day.present}</td>
              <td className={td}>{klass.day.absent}</td>
              <td className={td}>{klass.day.late}</td>
              <td className={td}>{klass.day.excused}</td>
              <td className={`${td} font-semibold ${BAND_TEXT[rateBand(klass.day.attendanceRate)]}`}>
                {klass.day.attendanceRate}%
              </td>
            </tr>
          ))}
        </Table>
      ) : null}
    </div>
  );
}
