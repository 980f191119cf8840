import { useTranslations } from "next-intl";
import { useFormat } from "@/components/i18n/use-format";
import { Table, td } from "@/components/ui/table";
import { gradeName, legendLine } from "@/lib/marks/grade-names.shared";
import { EXAM_TYPES, type ExamType } from "@/lib/constants";
import type { ReportCard } from "@/lib/report-cards/report-cards.client";

type TermPart = Extract<ReportCard, { academicTerm: string }>;
type AnnualPart = Extract<ReportCard, { academicTerm: null }>;
type SubjectLine = TermPart["subjects"][number];

/** The card's words and numbers in the screen's language. */
function useCardText() {
  const t = useTranslations("reportCards");
  const tv = useTranslations("vocab");
  const format = useFormat();
  const day = format.day;
  const exam = (type: ExamType) => tv(`examType.${type}`);
  return {
    t,
    tv,
    day,
    exam,
    score: (value: number | null) => (value === null ? "–" : format.score(value)),
    percent: (value: number) => t("percent", { value: format.decimal(value, 1) }),
    position: (p: { rank: number; outOf: number } | null) =>
      p ? t("positionOf", { rank: p.rank, outOf: p.outOf }) : t("notRanked"),
    /**
     * The card JSON's `note` is English (the API's language): the screen says the same from the
     * structured fields, the missing exams and the school's weights rescaled over the others.
     */
    rescaleNote: (line: SubjectLine, weights: TermPart["weights"]) => {
      const kept = EXAM_TYPES.filter((type) => weights[type] > 0 && !line.missingExams.includes(type));
      const keptSum = kept.reduce((sum, type) => sum + weights[type], 0);
      const missing = line.missingExams.map(exam).reduce((list, name) => t("listAnd", { list, name }));
      const shares = kept
        .map((type) =>
          t("share", {
            exam: exam(type),
            percent: format.decimal((weights[type] / keptSum) * 100, 1),
          }),
        )
        .join(", ");
      return t("rescaled", { missing, shares });
    },
  };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function Attendance({ a }: { a: TermPart["attendance"] }) {
  const { t, tv, day, percent } = useCardText();
  return (
    <Fact
      label={t("attendanceWindow", { from: day(a.from), to: day(a.to) })}
      value={t("attendanceValue", {
        rate: percent(a.rate),
        present: a.present,
        absent: a.absent,
        late: a.late,
        excused: a.excused,
        p: tv("statusLetter.present"),
        a: tv("statusLetter.absent"),
        l: tv("statusLetter.late"),
        e: tv("statusLetter.excused"),
      })}
    />
  );
}

function TermView({ card }: { card: TermPart }) {
  const { t, tv, exam, score, percent, position, rescaleNote } = useCardText();
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label={t("overallAverage")} value={score(card.overallAverage)} />
        <Fact label={t("grade")} value={gradeName(card.grade, tv)} />
        <Fact label={t("positionInClass")} value={position(card.position)} />
        <Attendance a={card.attendance} />
      </dl>
      {/* Phones: a subject per block, its term score and grade first (a seven-column table put them off
          the screen's edge, behind a sideways scroll nothing pointed at). From sm width: the table. */}
      <section aria-label={t("scoresPerSubject")} className="space-y-2 sm:hidden">
        {card.subjects.map((line) => (
          <div key={line.subjectId} className="rounded-xl border border-slate-200 bg-white px-3 py-2">
            <h3 className="font-semibold text-slate-900">{line.subjectName}</h3>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <div>
                <dt className="text-xs font-semibold text-slate-600 uppercase">{t("termScore")}</dt>
                <dd className="text-lg font-bold text-slate-900">{score(line.termScore)}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-slate-600 uppercase">{t("grade")}</dt>
                <dd className="text-lg font-bold text-slate-900">{gradeName(line.grade, tv)}</dd>
              </div>
              {EXAM_TYPES.map((type) => (
                <div key={type}>
                  <dt className="text-slate-600">
                    {t("examWeight", { exam: exam(type), weight: percent(card.weights[type]) })}
                  </dt>
                  <dd className="text-slate-900">{score(line.exams[type])}</dd>
                </div>
              ))}
              <div>
                <dt className="text-slate-600">{t("classAverage")}</dt>
                <dd className="text-slate-900">{score(line.classAverage)}</dd>
              </div>
            </dl>
            {line.rescaled ? <p className="mt-1 text-xs text-amber-800">{rescaleNote(line, card.weights)}</p> : null}
          </div>
        ))}
      </section>
      <div className="hidden sm:block">
        <Table
          caption={t("scoresPerSubject")}
          columns={[
            t("subject"),
            ...EXAM_TYPES.map((type) => t("examWeight", { exam: exam(type), weight: percent(card.weights[type]) })),
            t("termScore"),
            t("grade"),
            t("classAverage"),
          ]}
        >
          {card.subjects.map((line) => (
            <tr key={line.subjectId}>
              <td className={td}>
                {line.subjectName}
                {line.rescaled ? <p className="text-xs text-amber-800">{rescaleNote(line, card.weights)}</p> : null}
              </td>
              {EXAM_TYPES.map((type) => (
                <td key={type} className={td}>
                  {score(line.exams[type])}
                </td>
              ))}
              <td className={`${td} font-semibold`}>{score(line.termScore)}</td>
              <td className={td}>{gradeName(line.grade, tv)}</td>
              <td className={td}>{score(line.classAverage)}</td>
            </tr>
          ))}
        </Table>
      </div>
      {/* Every subject taught is listed, marked or not: the note says when none has a mark yet. */}
      {card.subjects.every((line) => EXAM_TYPES.every((type) => line.exams[type] === null)) ? (
        <p className="text-slate-600">{t("noMarksThisTerm")}</p>
      ) : null}
    </>
  );
}

function AnnualView({ card }: { card: AnnualPart }) {
  const { t, tv, score, percent, position } = useCardText();
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Fact label={t("annualAverage")} value={score(card.annualAverage)} />
        <Fact label={t("grade")} value={gradeName(card.grade, tv)} />
        <Fact label={t("positionInClass")} value={position(card.position)} />
      </dl>
      <Table caption={t("eachTerm")} columns={[t("term"), t("average"), t("position"), t("attendance")]}>
        {card.terms.map((term) => (
          <tr key={term.academicTerm}>
            <td className={td}>{tv(`term.${term.academicTerm}`)}</td>
            <td className={td}>{score(term.overallAverage)}</td>
            <td className={td}>{position(term.position)}</td>
            <td className={td}>{term.attendance.total ? percent(term.attendance.rate) : "–"}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The card as families see it, on screen and on paper (the PDF says the same). */
export function CardView({ card }: { card: ReportCard }) {
  const { t, tv } = useCardText();
  const period =
    card.academicTerm === null
      ? t("schoolYear", { year: card.academicYear })
      : t("termPeriod", { term: tv(`term.${card.academicTerm}`), year: card.academicYear });
  return (
    <article className="space-y-4" aria-label={t("cardOf", { name: card.student.studentName })}>
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-slate-900">{t("cardHeading", { school: card.school.name })}</h2>
          <p className="text-slate-700">
            {card.student.studentName} · {card.class.className} · {period}
          </p>
        </div>
        {card.school.hasLogo ? (
          // eslint-disable-next-line @next/next/no-img-element -- an authenticated API image, not a static asset
          <img
            src={`/api/schools/${card.school._id}/logo`}
            alt={t("logoAlt", { school: card.school.name })}
            className="size-14 object-contain"
          />
        ) : null}
      </header>
      {card.academicTerm === null ? <AnnualView card={card} /> : <TermView card={card} />}
      <section>
        <h3 className="font-semibold text-slate-900">{t("gradingBands")}</h3>
        <p className="text-sm text-slate-700">
          {card.legend
            .map((line) => legendLine(line, tv))
            .map(({ range, name }) => `${range} ${name}`)
            .join(" · ")}
        </p>
      </section>
    </article>
  );
}
