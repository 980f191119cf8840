// Report cards on paper: each card is one A4 page (its own title block, the school's logo beside it),
// through the same layout → worker-pool renderer as every other PDF.
import { EXAM_TYPES, EXAM_TYPE_LABELS } from "@/lib/constants";
import type { ReportLayout, ReportSection } from "@/lib/reports/layout";
import { humanDay } from "@/lib/reports/layout";
import type { AnnualReportCard, ReportCard, TermCard, TermReportCard } from "@/lib/reports/report-card/build";

const score = (value: number | null) => (value === null ? "–" : value.toFixed(1));
const position = (p: TermCard["position"]) => (p ? `${p.rank} of ${p.outOf}` : "Not ranked");
const attendance = (a: TermCard["attendance"]) =>
  `${a.rate}% (present ${a.present}, absent ${a.absent}, late ${a.late}, excused ${a.excused})`;

function bandsSection(card: ReportCard): ReportSection {
  return {
    heading: "Grading bands",
    facts: card.legend.map((line) => {
      const [range, ...label] = line.split(" ");
      return [range, label.join(" ")] as [string, string];
    }),
  };
}

function remarkSection(remark: TermCard["remark"], heading = "Teacher's remark"): ReportSection {
  return {
    heading,
    table: { columns: [{ label: "Remark", width: 1 }], rows: remark ? [[remark.text]] : [], empty: "No remark yet" },
  };
}

function termSections(card: TermReportCard): ReportSection[] {
  const weights = card.weights;
  const notes = card.subjects.filter((line) => line.note).map((line) => [`${line.subjectName}: ${line.note}`]);
  return [
    {
      heading: "Summary",
      facts: [
        ["Overall average", score(card.overallAverage)],
        ["Grade", card.grade ?? "–"],
        ["Position in class", position(card.position)],
        ["Attendance", attendance(card.attendance)],
        ["Days counted", `${humanDay(card.attendance.from)} – ${humanDay(card.attendance.to)}`],
      ],
    },
    {
      heading: "Subjects",
      table: {
        columns: [
          { label: "Subject", width: 2.4 },
          ...EXAM_TYPES.map((type) => ({
            label: `${EXAM_TYPE_LABELS[type]} (${weights[type]}%)`,
            width: 1.2,
            numeric: true,
          })),
          { label: "Term score", width: 1, numeric: true },
          { label: "Grade", width: 1.3 },
          { label: "Class average", width: 1, numeric: true },
        ],
        rows: card.subjects.map((line) => [
          line.subjectName,
          ...EXAM_TYPES.map((type) => score(line.exams[type])),
          score(line.termScore),
          line.grade ?? "–",
          score(line.classAverage),
        ]),
        empty: "No marks this term",
      },
    },
    ...(notes.length
      ? [{ heading: "Missing exams", table: { columns: [{ label: "Note", width: 1 }], rows: notes, empty: "" } }]
      : []),
    remarkSection(card.remark),
    bandsSection(card),
  ];
}

function annualSections(card: AnnualReportCard): ReportSection[] {
  const subjects = [
    ...new Map(card.terms.flatMap((t) => t.subjects.map((s) => [s.subjectId, s.subjectName]))).entries(),
  ];
  return [
    {
      heading: "Summary",
      facts: [
        ["Annual average", score(card.annualAverage)],
        ["Grade", card.grade ?? "–"],
        ["Position in class", position(card.position)],
        ...card.terms.map((t) => [`${t.termLabel} attendance`, attendance(t.attendance)] as [string, string]),
      ],
    },
    {
      heading: "Term scores",
      table: {
        columns: [
          { label: "Subject", width: 2.4 },
          ...card.terms.map((t) => ({ label: t.termLabel, width: 1, numeric: true })),
        ],
        rows: [
          ...subjects.map(([id, name]) => [
            name,
            ...card.terms.map((t) => score(t.subjects.find((s) => s.subjectId === id)?.termScore ?? null)),
          ]),
          ["Overall average", ...card.terms.map((t) => score(t.overallAverage))],
          ["Position", ...card.terms.map((t) => position(t.position))],
        ],
        empty: "No marks this year",
      },
    },
    ...card.terms.filter((t) => t.remark).map((t) => remarkSection(t.remark, `${t.termLabel}: teacher's remark`)),
    bandsSection(card),
  ];
}

function cardPage(card: ReportCard): ReportSection[] {
  const period =
    card.academicTerm === null ? `School year ${card.academicYear}` : `${card.termLabel} ${card.academicYear}`;
  const sections = card.academicTerm === null ? annualSections(card) : termSections(card);
  sections[0] = {
    ...sections[0],
    startsPage: {
      title: `${card.school.name}: report card`,
      subtitle: `${card.student.studentName} · ${card.class.className} (${card.class.subjectName}) · ${period}`,
    },
  };
  return sections;
}

/** One card per page, in the order given (the class's alphabetical order). */
export function reportCardsLayout(cards: ReportCard[], logo: string | undefined, title: string): ReportLayout {
  return {
    title,
    subtitle: "",
    logo,
    sections: cards.length
      ? cards.flatMap(cardPage)
      : [{ heading: "No students", facts: [], startsPage: { title, subtitle: "This class has no students yet" } }],
  };
}
