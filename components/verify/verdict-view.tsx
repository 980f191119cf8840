import { getTranslations } from "next-intl/server";
import { Table, td } from "@/components/ui/table";
import { EXAM_TYPES } from "@/lib/constants";
import { gradeName } from "@/lib/marks/grade-names.shared";
import type { Formats } from "@/lib/i18n/format";
import type { ShownFacts, Verdict } from "@/lib/report-cards/verification";

type ShownTerm = ShownFacts["terms"][number];
type T = Awaited<ReturnType<typeof getTranslations<"verify">>>;
type Vocab = Awaited<ReturnType<typeof getTranslations<"vocab">>>;

const BANNER = {
  valid: "border-green-600 bg-green-50 text-green-900",
  changed: "border-amber-500 bg-amber-50 text-amber-950",
  "not-valid": "border-red-600 bg-red-50 text-red-900",
} as const;

/** A signed value, and today's beside it when it differs. */
function Figure({ signed, today, t }: { signed: string; today: string | undefined; t: T }) {
  if (today === undefined || today === signed) return <>{signed}</>;
  return (
    <>
      <span className="block">
        <span className="sr-only">{t("onCard")}: </span>
        {signed}
      </span>
      <span className="block font-semibold text-amber-800">
        {t("today")}: {today}
      </span>
    </>
  );
}

function TermTable({
  term,
  current,
  t,
  tv,
  format,
}: {
  term: ShownTerm;
  current: ShownTerm | undefined;
  t: T;
  tv: Vocab;
  format: Formats;
}) {
  const score = (value: number | null | undefined) =>
    value === null || value === undefined ? "–" : format.score(value);
  // The answer carries no record ids: a subject is today's line of the same name.
  const now = (name: string) => current?.subjects.find((subject) => subject.name === name);
  // Without today's card (a Valid verdict) nothing is shown beside the signed figure.
  const today = <V,>(pick: () => V) => (current ? pick() : undefined);
  // The average under the table, not in a last row: on a phone the table scrolls sideways and its
  // last columns start off screen.
  return (
    <div className="space-y-2">
      <Table
        caption={t("subjectsOf", { term: tv(`term.${term.academicTerm}`) })}
        columns={[t("subject"), ...EXAM_TYPES.map((type) => tv(`examType.${type}`)), t("termScore"), t("grade")]}
      >
        {term.subjects.map((subject) => (
          <tr key={subject.name}>
            <td className={td}>{subject.name}</td>
            {EXAM_TYPES.map((type) => (
              <td key={type} className={td}>
                <Figure
                  signed={score(subject.exams[type])}
                  today={today(() => score(now(subject.name)?.exams[type]))}
                  t={t}
                />
              </td>
            ))}
            <td className={`${td} font-semibold`}>
              <Figure
                signed={score(subject.termScore)}
                today={today(() => score(now(subject.name)?.termScore))}
                t={t}
              />
            </td>
            <td className={td}>
              <Figure
                signed={gradeName(subject.grade, tv)}
                today={today(() => gradeName(now(subject.name)?.grade ?? null, tv))}
                t={t}
              />
            </td>
          </tr>
        ))}
      </Table>
      <p className="font-semibold text-slate-900">
        {t("overallAverage")}:{" "}
        <Figure
          signed={`${score(term.overallAverage)} · ${gradeName(term.grade, tv)}`}
          today={today(() => `${score(current?.overallAverage)} · ${gradeName(current?.grade ?? null, tv)}`)}
          t={t}
        />
      </p>
    </div>
  );
}

function Facts({
  card,
  issuedAt,
  code,
  t,
  tv,
  format,
}: {
  card: ShownFacts;
  issuedAt: string;
  code: string;
  t: T;
  tv: Vocab;
  format: Formats;
}) {
  const period =
    card.academicTerm === null
      ? t("schoolYear", { year: card.academicYear })
      : t("termPeriod", { term: tv(`term.${card.academicTerm}`), year: card.academicYear });
  const rows: [string, string][] = [
    [t("school"), card.school.name],
    [t("student"), card.student.name],
    // The class only: its subjects are the tables below (a card signed when a class had one subject
    // names it in `class.subject`, and its table lists it too).
    [t("class"), card.class.name],
    [t("period"), period],
    [t("issuedOn"), format.dayOf(issuedAt)],
    [t("code"), code],
  ];
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
          <dd className="font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a code proved: the verdict in words, then what the card states (and today's figures beside it). */
export async function VerdictView({ verdict, t, format }: { verdict: Verdict; t: T; format: Formats }) {
  const tv = await getTranslations("vocab");
  const banner = (title: string, body: string) => (
    <section role="status" aria-label={title} className={`rounded-xl border-l-8 px-4 py-4 ${BANNER[verdict.status]}`}>
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="mt-1">{body}</p>
    </section>
  );
  if (verdict.status === "not-valid") {
    const body =
      verdict.reason === "revoked"
        ? t("notValidRevoked", { day: format.dayOf(verdict.revokedAt!) })
        : verdict.reason === "altered"
          ? t("notValidAltered")
          : t("notValidUnknown");
    return banner(t("notValid"), body);
  }
  const { signed } = verdict;
  const current = verdict.status === "changed" ? verdict.current : null;
  const score = (value: number | null | undefined) =>
    value === null || value === undefined ? "–" : format.score(value);
  return (
    <>
      {verdict.status === "valid" ? banner(t("valid"), t("validBody")) : banner(t("changed"), t("changedBody"))}
      <section
        aria-labelledby="card-states"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="card-states" className="text-lg font-semibold text-slate-900">
          {t("whatItStates")}
        </h2>
        <Facts card={signed.card} issuedAt={signed.issuedAt} code={signed.code} t={t} tv={tv} format={format} />
        {signed.card.terms.map((term) =>
          term.subjects.length ? (
            <TermTable
              key={term.academicTerm}
              term={term}
              current={current?.terms.find((one) => one.academicTerm === term.academicTerm)}
              t={t}
              tv={tv}
              format={format}
            />
          ) : (
            <p key={term.academicTerm} className="text-slate-600">
              {t("noMarks")}
            </p>
          ),
        )}
        {signed.card.annual ? (
          <p className="font-semibold text-slate-900">
            {t("annualAverage")}:{" "}
            <Figure
              signed={`${score(signed.card.annual.average)} · ${gradeName(signed.card.annual.grade, tv)}`}
              today={
                current?.annual
                  ? `${score(current.annual.average)} · ${gradeName(current.annual.grade, tv)}`
                  : undefined
              }
              t={t}
            />
          </p>
        ) : null}
      </section>
    </>
  );
}
