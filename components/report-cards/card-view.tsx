import { Table, td, th } from "@/components/ui/table";
import { EXAM_TYPES, EXAM_TYPE_LABELS } from "@/lib/constants";
import type { ReportCard } from "@/lib/client/report-cards";

type TermPart = Extract<ReportCard, { academicTerm: string }>;
type AnnualPart = Extract<ReportCard, { academicTerm: null }>;

const score = (value: number | null) => (value === null ? "–" : value.toFixed(1));
const position = (p: { rank: number; outOf: number } | null) => (p ? `${p.rank} of ${p.outOf}` : "Not ranked");

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function Attendance({ a }: { a: TermPart["attendance"] }) {
  return (
    <Fact
      label={`Attendance ${a.from} – ${a.to}`}
      value={`${a.rate}% (P ${a.present} · A ${a.absent} · L ${a.late} · E ${a.excused})`}
    />
  );
}

function TermView({ card }: { card: TermPart }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label="Overall average" value={score(card.overallAverage)} />
        <Fact label="Grade" value={card.grade ?? "–"} />
        <Fact label="Position in class" value={position(card.position)} />
        <Attendance a={card.attendance} />
      </dl>
      <Table
        caption="Scores per subject"
        head={
          <tr>
            <th className={th}>Subject</th>
            {EXAM_TYPES.map((type) => (
              <th key={type} className={th}>
                {EXAM_TYPE_LABELS[type]} ({card.weights[type]}%)
              </th>
            ))}
            <th className={th}>Term score</th>
            <th className={th}>Grade</th>
            <th className={th}>Class average</th>
          </tr>
        }
      >
        {card.subjects.map((line) => (
          <tr key={line.subjectId}>
            <td className={td}>
              {line.subjectName}
              {line.note ? <p className="text-xs text-amber-800">{line.note}</p> : null}
            </td>
            {EXAM_TYPES.map((type) => (
              <td key={type} className={td}>
                {score(line.exams[type])}
              </td>
            ))}
            <td className={`${td} font-semibold`}>{score(line.termScore)}</td>
            <td className={td}>{line.grade ?? "–"}</td>
            <td className={td}>{score(line.classAverage)}</td>
          </tr>
        ))}
      </Table>
      {card.subjects.length === 0 ? <p className="text-slate-600">No marks this term.</p> : null}
    </>
  );
}

function AnnualView({ card }: { card: AnnualPart }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Fact label="Annual average" value={score(card.annualAverage)} />
        <Fact label="Grade" value={card.grade ?? "–"} />
        <Fact label="Position in class" value={position(card.position)} />
      </dl>
      <Table
        caption="Each term's results"
        head={
          <tr>
            <th className={th}>Term</th>
            <th className={th}>Average</th>
            <th className={th}>Position</th>
            <th className={th}>Attendance</th>
          </tr>
        }
      >
        {card.terms.map((t) => (
          <tr key={t.academicTerm}>
            <td className={td}>{t.termLabel}</td>
            <td className={td}>{score(t.overallAverage)}</td>
            <td className={td}>{position(t.position)}</td>
            <td className={td}>{t.attendance.total ? `${t.attendance.rate}%` : "–"}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The card as families see it, on screen and on paper (the PDF says the same). */
export function CardView({ card }: { card: ReportCard }) {
  const period =
    card.academicTerm === null ? `School year ${card.academicYear}` : `${card.termLabel} ${card.academicYear}`;
  return (
    <article className="space-y-4" aria-label={`Report card of ${card.student.studentName}`}>
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{card.school.name}: report card</h2>
          <p className="text-slate-700">
            {card.student.studentName} · {card.class.className} ({card.class.subjectName}) · {period}
          </p>
        </div>
        {card.school.hasLogo ? (
          // eslint-disable-next-line @next/next/no-img-element -- an authenticated API image, not a static asset
          <img
            src={`/api/schools/${card.school._id}/logo`}
            alt={`${card.school.name} logo`}
            className="size-14 object-contain"
          />
        ) : null}
      </header>
      {card.academicTerm === null ? <AnnualView card={card} /> : <TermView card={card} />}
      <section>
        <h3 className="font-semibold text-slate-900">Grading bands</h3>
        <p className="text-sm text-slate-700">{card.legend.join(" · ")}</p>
      </section>
    </article>
  );
}
