// Report cards on paper: each card is one A4 page (its own title block, the school's logo beside it),
// through the same layout → worker-pool renderer as every other PDF.
import { EXAM_TYPES, EXAM_TYPE_LABELS } from "@/lib/constants";
import type { ReportLayout, ReportSection } from "@/lib/reports/layout";
import { humanDay } from "@/lib/reports/layout";
import type { AnnualReportCard, ReportCard, TermCard, TermReportCard } from "@/lib/reports/report-card/build";

const score = (value: number | null) => (value === null ? "–" : value.toFixed(1));
const position = (p: TermCard["position"]) => (p ? `${p.rank} of ${p.outOf}` : "Not ranked");
const ATTENDANCE_COLUMNS = ["Attendance", "Present", "Absent", "Late", "Excused"].map((label) => ({
  label,
  width: 1,
  numeric: true,
}));
const attendanceCells = (a: TermCard["attendance"]) => [
  `${a.rate}%`,
  String(a.present),
  String(a.absent),
  String(a.late),
  String(a.excused),
];

// Every block is a table: tables are painted on one canvas each, while each text element costs the
// renderer about half a millisecond, so a class of cards stays within its time budget.
function bandsSection(card: ReportCard): ReportSection {
  const split = card.legend.map((line) => [line.slice(0, line.indexOf(" ")), line.slice(line.indexOf(" ") + 1)]);
  return {
    heading: "Grading bands",
    table: {
      columns: split.map(([range]) => ({ label: range, width: 1 })),
      rows: [split.map(([, label]) => label)],
      empty: "",
    },
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
      heading: `Summary (attendance from ${humanDay(card.attendance.from)} to ${humanDay(card.attendance.to)})`,
      table: {
        columns: [
          { label: "Overall average", width: 1.2, numeric: true },
          { label: "Grade", width: 1.4 },
          { label: "Position in class", width: 1.2 },
          ...ATTENDANCE_COLUMNS,
        ],
        rows: [
          [score(card.overallAverage), card.grade ?? "–", position(card.position), ...attendanceCells(card.attendance)],
        ],
        empty: "",
      },
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
      table: {
        columns: [
          { label: "Annual average", width: 1, numeric: true },
          { label: "Grade", width: 1 },
          { label: "Position in class", width: 1 },
        ],
        rows: [[score(card.annualAverage), card.grade ?? "–", position(card.position)]],
        empty: "",
      },
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
    {
      heading: "Attendance",
      table: {
        columns: [{ label: "Term", width: 2.4 }, ...ATTENDANCE_COLUMNS],
        rows: card.terms.map((t) => [t.termLabel, ...attendanceCells(t.attendance)]),
        empty: "",
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
      : [{ heading: "No students", startsPage: { title, subtitle: "This class has no students yet" } }],
  };
}
