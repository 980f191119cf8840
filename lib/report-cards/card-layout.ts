// Report cards on paper: each card is one A4 page (its own title block, the school's logo beside it),
// through the same layout → worker-pool renderer as every other PDF, in the reader's language.
import { gradeName, legendLine } from "@/lib/marks/grade-names.shared";
import { EXAM_TYPES, type ExamType } from "@/lib/constants";
import { paperWords, type ReportLayout, type ReportSection } from "@/lib/reports/layout";
import type { AnnualReportCard, ComputedCard, ReportCard, TermCard, TermReportCard } from "@/lib/report-cards/build";
import type { ReportWords } from "@/lib/i18n/report-words";

const score = (w: ReportWords, value: number | null) => (value === null ? "–" : w.score(value));
const position = (w: ReportWords, p: TermCard["position"]) =>
  p ? w.pdf("rankOf", { rank: p.rank, outOf: p.outOf }) : w.pdf("notRanked");
const termName = (w: ReportWords, term: TermCard["academicTerm"]) => w.vocab(`term.${term}`);
const attendanceColumns = (w: ReportWords) =>
  [
    w.reports("attendance"),
    w.vocab("status.present"),
    w.vocab("status.absent"),
    w.vocab("status.late"),
    w.vocab("status.excused"),
  ].map((label) => ({ label, width: 1, numeric: true }));
const attendanceCells = (w: ReportWords, a: TermCard["attendance"]) => [
  w.percent(a.rate),
  w.count(a.present),
  w.count(a.absent),
  w.count(a.late),
  w.count(a.excused),
];

/**
 * The card's sentence for a missing exam, from the same facts as the API's English `note`: which exams
 * are missing and the shares the others were rescaled to.
 */
function rescaleNote(w: ReportWords, missing: ExamType[], weights: ReportCard["weights"]): string {
  const kept = EXAM_TYPES.filter((type) => weights[type] > 0 && !missing.includes(type));
  const keptSum = kept.reduce((sum, type) => sum + weights[type], 0);
  const exams = missing
    .map((type) => w.vocab(`examType.${type}`))
    .reduce((first, second) => w.pdf("twoThings", { first, second }));
  const shares = kept
    .map((type) =>
      w.pdf("examShare", { exam: w.vocab(`examType.${type}`), share: w.share((weights[type] / keptSum) * 100) }),
    )
    .join(", ");
  return w.pdf("rescaled", { exams, shares });
}

// Every block is a table: tables are painted on one canvas each, while each text element has a cost
// of its own in the renderer (docs/performance.md#signed-cards), so a class of cards stays within its
// time budget.
function bandsSection(w: ReportWords, card: ComputedCard): ReportSection {
  const split = card.legend.map((line) => {
    const { range, name } = legendLine(line, w.vocab);
    return [range, name];
  });
  return {
    heading: w.pdf("gradingBands"),
    table: {
      columns: split.map(([range]) => ({ label: range, width: 1 })),
      rows: [split.map(([, label]) => label)],
      empty: "",
    },
  };
}

function remarkSection(w: ReportWords, remark: TermCard["remark"], heading = w.pdf("teachersRemark")): ReportSection {
  return {
    heading,
    table: {
      columns: [{ label: w.pdf("remark"), width: 1 }],
      rows: remark ? [[remark.text]] : [],
      empty: w.pdf("noRemark"),
    },
  };
}

function termSections(w: ReportWords, card: TermReportCard): ReportSection[] {
  const weights = card.weights;
  const notes = card.subjects
    .filter((line) => line.rescaled)
    .map((line) => [
      w.pdf("subjectNote", { subject: line.subjectName, note: rescaleNote(w, line.missingExams, weights) }),
    ]);
  return [
    {
      heading: w.pdf("summaryAttendance", { from: w.day(card.attendance.from), to: w.day(card.attendance.to) }),
      table: {
        columns: [
          { label: w.pdf("overallAverage"), width: 1.2, numeric: true },
          { label: w.pdf("grade"), width: 1.4 },
          { label: w.pdf("positionInClass"), width: 1.2 },
          ...attendanceColumns(w),
        ],
        rows: [
          [
            score(w, card.overallAverage),
            gradeName(card.grade, w.vocab),
            position(w, card.position),
            ...attendanceCells(w, card.attendance),
          ],
        ],
        empty: "",
      },
    },
    {
      heading: w.pdf("subjects"),
      table: {
        columns: [
          { label: w.reports("subject"), width: 2.4 },
          ...EXAM_TYPES.map((type) => ({
            label: w.pdf("examWeight", { exam: w.vocab(`examType.${type}`), weight: w.percent(weights[type]) }),
            width: 1.2,
            numeric: true,
          })),
          { label: w.pdf("termScore"), width: 1, numeric: true },
          { label: w.pdf("grade"), width: 1.3 },
          { label: w.pdf("classAverage"), width: 1, numeric: true },
        ],
        rows: card.subjects.map((line) => [
          line.subjectName,
          ...EXAM_TYPES.map((type) => score(w, line.exams[type])),
          score(w, line.termScore),
          gradeName(line.grade, w.vocab),
          score(w, line.classAverage),
        ]),
        empty: w.pdf("noMarksTerm"),
      },
    },
    ...(notes.length
      ? [
          {
            heading: w.pdf("missingExams"),
            table: { columns: [{ label: w.pdf("note"), width: 1 }], rows: notes, empty: "" },
          },
        ]
      : []),
    remarkSection(w, card.remark),
    bandsSection(w, card),
  ];
}

function annualSections(w: ReportWords, card: AnnualReportCard): ReportSection[] {
  const subjects = [
    ...new Map(card.terms.flatMap((t) => t.subjects.map((s) => [s.subjectId, s.subjectName]))).entries(),
  ];
  return [
    {
      heading: w.reports("summary"),
      table: {
        columns: [
          { label: w.pdf("annualAverage"), width: 1, numeric: true },
          { label: w.pdf("grade"), width: 1 },
          { label: w.pdf("positionInClass"), width: 1 },
        ],
        rows: [[score(w, card.annualAverage), gradeName(card.grade, w.vocab), position(w, card.position)]],
        empty: "",
      },
    },
    {
      heading: w.pdf("termScores"),
      table: {
        columns: [
          { label: w.reports("subject"), width: 2.4 },
          ...card.terms.map((t) => ({ label: termName(w, t.academicTerm), width: 1, numeric: true })),
        ],
        rows: [
          ...subjects.map(([id, name]) => [
            name,
            ...card.terms.map((t) => score(w, t.subjects.find((s) => s.subjectId === id)?.termScore ?? null)),
          ]),
          [w.pdf("overallAverage"), ...card.terms.map((t) => score(w, t.overallAverage))],
          [w.pdf("position"), ...card.terms.map((t) => position(w, t.position))],
        ],
        empty: w.pdf("noMarksYear"),
      },
    },
    {
      heading: w.reports("attendance"),
      table: {
        columns: [{ label: w.pdf("term"), width: 2.4 }, ...attendanceColumns(w)],
        rows: card.terms.map((t) => [termName(w, t.academicTerm), ...attendanceCells(w, t.attendance)]),
        empty: "",
      },
    },
    ...card.terms
      .filter((t) => t.remark)
      .map((t) => remarkSection(w, t.remark, w.pdf("termRemark", { term: termName(w, t.academicTerm) }))),
    bandsSection(w, card),
  ];
}

/** "First term 2025-2026" or "School year 2025-2026" in the reader's language. */
export const cardPeriod = (w: ReportWords, year: string, term: TermCard["academicTerm"] | null | undefined) =>
  term ? w.pdf("termOfYear", { term: termName(w, term), year }) : w.pdf("schoolYear", { year });

/** The card's code and the QR code of its verify URL: anyone can check the paper against the school's record. */
function verificationSection(w: ReportWords, card: ReportCard): ReportSection {
  const { code, url, issuedAt } = card.verification;
  return {
    heading: w.pdf("verifyHeading"),
    verification: {
      url,
      lines: [
        w.pdf("verifyCode", { code }),
        w.pdf("verifyAt", { url: `${new URL(url).origin}/verify` }),
        w.pdf("verifyIssued", { day: w.dayOf(issuedAt) }),
      ],
    },
  };
}

function cardPage(w: ReportWords, card: ReportCard): ReportSection[] {
  const sections = [
    ...(card.academicTerm === null ? annualSections(w, card) : termSections(w, card)),
    verificationSection(w, card),
  ];
  sections[0] = {
    ...sections[0],
    startsPage: {
      title: w.pdf("cardTitle", { school: card.school.name }),
      subtitle: `${card.student.studentName} · ${card.class.className} · ${cardPeriod(w, card.academicYear, card.academicTerm)}`,
    },
  };
  return sections;
}

/** One card per page, in the order given (the class's alphabetical order). */
export function reportCardsLayout(
  w: ReportWords,
  cards: ReportCard[],
  logo: string | undefined,
  title: string,
): ReportLayout {
  return {
    title,
    subtitle: "",
    logo,
    paper: paperWords(w),
    sections: cards.length
      ? cards.flatMap((card) => cardPage(w, card))
      : [{ heading: w.pdf("noStudents"), startsPage: { title, subtitle: w.pdf("noStudentsYet") } }],
  };
}
