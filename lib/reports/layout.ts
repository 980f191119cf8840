// One printable layout per report, shared by the PDF documents and the print pages, so the paper and
// the screen always show the same numbers, in the reader's language (lib/i18n/report-words.ts).
import type { AttendanceSummary, MarksSummary } from "@/lib/reports/summaries";
import type { SchoolReport } from "@/lib/reports/school-report";
import type { AttendanceBreakdown, AttendanceReport } from "@/lib/reports/attendance-report";
import type { MarksBreakdown, MarksReport } from "@/lib/reports/marks-report";
import type { ClassReport } from "@/lib/reports/class-report";
import { EXAM_TYPE_LABELS } from "@/lib/constants";
import type { LessonReportsReport } from "@/lib/reports/lesson-reports-report";
import type { ReportWords } from "@/lib/i18n/report-words";
import { fromIsoDay } from "@/lib/days";

export interface Column {
  label: string;
  /** Share of the row width (PDF); numbers are right-aligned. */
  width: number;
  numeric?: boolean;
}

export interface ReportSection {
  heading: string;
  facts?: [string, string][];
  table?: { columns: Column[]; rows: string[][]; empty: string };
  /** Starts a new page under its own title (one report card per page). */
  startsPage?: { title: string; subtitle: string };
  /** A QR code of `url` with `lines` beside it, the first in bold (a report card's verification code). */
  verification?: { url: string; lines: string[] };
}

export interface ReportLayout {
  title: string;
  subtitle: string;
  sections: ReportSection[];
  /** A `data:` URL (PNG or JPEG) drawn beside every title: the school's logo on report cards. */
  logo?: string;
  /** What only the paper carries, in the reader's language (the worker thread has no catalogue). */
  paper: PaperWords;
}

export interface PaperWords {
  /** The document's language (BCP 47), for screen readers and search. */
  lang: string;
  author: string;
  /** The page footer with `{page}` and `{total}` still to fill: the worker knows the page count. */
  pageOf: string;
}

export function paperWords(w: ReportWords): PaperWords {
  return { lang: w.locale, author: w.appName, pageOf: w.pdf("pageOf", { page: "{page}", total: "{total}" }) };
}

// English forms for the English-only outputs (spreadsheets, exports) and screens not yet translated.
/** A calendar day `YYYY-MM-DD` as "Mon 5 Jan 2026" (a date, so no time zone applies). */
export const humanDay = (isoDay: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  })
    .format(fromIsoDay(isoDay))
    .replace(",", "");
const TERM_LABELS: Record<string, string> = {
  FIRST_TERM: "First Term",
  SECOND_TERM: "Second Term",
  THIRD_TERM: "Third Term",
};
/** `FIRST_TERM` → "First Term"; a value the map does not know prints as it is. */
export const termLabel = (value: string) => TERM_LABELS[value] ?? value;
/** `BEGINNING_TERM` → "Beginning of term"; a value the map does not know prints as it is. */
export const examTypeLabel = (value: string) => EXAM_TYPE_LABELS[value as keyof typeof EXAM_TYPE_LABELS] ?? value;

const generated = (w: ReportWords, at: string, by: string, timeZone: string) =>
  w.reports("generated", { at: w.dateTime(at, timeZone), timeZone, by });
/** An exam type in the reader's language; a value the catalogue does not know prints as it is. */
export const examTypeName = (w: ReportWords, value: string) =>
  value in EXAM_TYPE_LABELS ? w.vocab(`examType.${value}`) : value;

const attendanceFacts = (w: ReportWords, s: AttendanceSummary): [string, string][] => [
  [w.reports("attendanceRecords"), w.count(s.total)],
  [w.vocab("status.present"), w.count(s.present)],
  [w.vocab("status.absent"), w.count(s.absent)],
  [w.vocab("status.late"), w.count(s.late)],
  [w.vocab("status.excused"), w.count(s.excused)],
  [w.reports("attendanceRate"), w.percent(s.attendanceRate)],
  [w.reports("rateCounts"), w.reports("rateRule")],
];
const marksFacts = (w: ReportWords, s: MarksSummary): [string, string][] => [
  [w.reports("marksRecorded"), w.count(s.totalMarks)],
  [w.reports("averageMark"), w.decimal(s.average)],
  [w.reports("highestMark"), w.decimal(s.highest)],
  [w.reports("lowestMark"), w.decimal(s.lowest)],
];

/** A summary figure as a table column: its heading beside the cell it fills, so the two cannot drift apart. */
type Figure<S> = [heading: (w: ReportWords) => string, cell: (w: ReportWords, s: S) => string];
const ATTENDANCE_FIGURES: Figure<AttendanceSummary>[] = [
  [(w) => w.vocab("status.present"), (w, s) => w.count(s.present)],
  [(w) => w.vocab("status.absent"), (w, s) => w.count(s.absent)],
  [(w) => w.vocab("status.late"), (w, s) => w.count(s.late)],
  [(w) => w.vocab("status.excused"), (w, s) => w.count(s.excused)],
  [(w) => w.reports("total"), (w, s) => w.count(s.total)],
  [(w) => w.reports("rate"), (w, s) => w.percent(s.attendanceRate)],
];
const MARK_FIGURES: Figure<MarksSummary>[] = [
  [(w) => w.reports("marks"), (w, s) => w.count(s.totalMarks)],
  [(w) => w.reports("average"), (w, s) => w.decimal(s.average)],
  [(w) => w.reports("highest"), (w, s) => w.decimal(s.highest)],
  [(w) => w.reports("lowest"), (w, s) => w.decimal(s.lowest)],
];
const figureColumns = <S>(w: ReportWords, figures: Figure<S>[]): Column[] =>
  figures.map(([heading]) => ({ label: heading(w), width: 1, numeric: true }));
const figureCells = <S>(w: ReportWords, figures: Figure<S>[], s: S) => figures.map(([, cell]) => cell(w, s));

export function schoolReportLayout(report: SchoolReport, timeZone: string, w: ReportWords): ReportLayout {
  const s = report.summary;
  return {
    title: w.reports("schoolReportTitle"),
    subtitle: generated(w, report.generatedAt, report.generatedBy, timeZone),
    paper: paperWords(w),
    sections: [
      {
        heading: w.reports("summary"),
        facts: [
          [w.reports("schools"), w.count(report.totalSchools)],
          [w.reports("classes"), w.count(s.totalClasses)],
          [w.reports("students"), w.count(s.totalStudents)],
          [w.reports("averageStudentsPerSchool"), w.decimal(s.averageStudentsPerSchool)],
          [w.reports("averageClassesPerSchool"), w.decimal(s.averageClassesPerSchool)],
          ...attendanceFacts(w, s.attendanceSummary),
          ...marksFacts(w, s.marksSummary),
        ],
      },
      {
        heading: w.reports("schools"),
        table: {
          columns: [
            { label: w.reports("school"), width: 3 },
            { label: w.reports("classes"), width: 1, numeric: true },
            { label: w.reports("students"), width: 1, numeric: true },
            { label: w.reports("subjects"), width: 1, numeric: true },
            { label: w.reports("attendance"), width: 1.2, numeric: true },
            { label: w.reports("rate"), width: 0.8, numeric: true },
            ...figureColumns(w, MARK_FIGURES),
          ],
          rows: report.schools.map(({ schoolName, statistics: st }) => [
            schoolName,
            w.count(st.totalClasses),
            w.count(st.totalStudents),
            w.count(st.totalSubjects),
            w.count(st.totalAttendanceRecords),
            w.percent(st.attendanceSummary.attendanceRate),
            ...figureCells(w, MARK_FIGURES, { ...st.marksSummary, totalMarks: st.totalMarks }),
          ]),
          empty: w.reports("noSchools"),
        },
      },
    ],
  };
}

const marksTable = (w: ReportWords, heading: string, first: string, rows: MarksBreakdown[]): ReportSection => ({
  heading,
  table: {
    columns: [{ label: first, width: 3 }, ...figureColumns(w, MARK_FIGURES)],
    rows: rows.map((row) => [row.label, ...figureCells(w, MARK_FIGURES, row)]),
    empty: w.reports("noMarks"),
  },
});

export function marksReportLayout(report: MarksReport, timeZone: string, w: ReportWords): ReportLayout {
  return {
    title: w.reports("marksReportTitle", { school: report.schoolName }),
    subtitle: generated(w, report.generatedAt, report.generatedBy, timeZone),
    paper: paperWords(w),
    sections: [
      { heading: w.reports("summary"), facts: marksFacts(w, report.marksSummary) },
      marksTable(w, w.reports("bySubject"), w.reports("subject"), report.marksSummary.bySubject),
      marksTable(
        w,
        w.reports("byExamType"),
        w.reports("examType"),
        report.marksSummary.byExamType.map((row) => ({ ...row, label: examTypeName(w, row.key) })),
      ),
      marksTable(w, w.reports("byClass"), w.reports("class"), report.marksSummary.byClass),
    ],
  };
}

const attendanceTable = (
  w: ReportWords,
  heading: string,
  first: Column[],
  rows: AttendanceBreakdown[],
  label = (row: AttendanceBreakdown) => row.label,
): ReportSection => ({
  heading,
  table: {
    columns: [...first, ...figureColumns(w, ATTENDANCE_FIGURES)],
    rows: rows.map((row) => [
      label(row),
      ...(first.length > 1 ? [row.detail ?? ""] : []),
      ...figureCells(w, ATTENDANCE_FIGURES, row),
    ]),
    empty: w.reports("noAttendance"),
  },
});

/** "Attendance from Mon 5 Jan 2026 to Fri 23 Feb 2026" from the per-day rows (oldest first). */
export function attendancePeriod(w: ReportWords, byDate: { key: string }[]): string {
  if (byDate.length === 0) return w.reports("noAttendance");
  const [first, last] = [byDate[0].key, byDate[byDate.length - 1].key];
  return first === last
    ? w.reports("attendanceOn", { day: w.day(first) })
    : w.reports("attendanceFromTo", { from: w.day(first), to: w.day(last) });
}

export function attendanceReportLayout(report: AttendanceReport, timeZone: string, w: ReportWords): ReportLayout {
  const s = report.attendanceSummary;
  return {
    title: w.reports("attendanceReportTitle", { school: report.schoolName }),
    subtitle: `${attendancePeriod(w, s.byDate)} · ${generated(w, report.generatedAt, report.generatedBy, timeZone)}`,
    paper: paperWords(w),
    sections: [
      { heading: w.reports("summary"), facts: attendanceFacts(w, s) },
      attendanceTable(
        w,
        w.reports("byClass"),
        [
          { label: w.reports("class"), width: 2 },
          { label: w.reports("subject"), width: 2 },
        ],
        s.byClass,
      ),
      attendanceTable(w, w.reports("byDate"), [{ label: w.reports("date"), width: 2 }], s.byDate, (row) =>
        w.day(row.key),
      ),
      ...(report.byStudent
        ? [
            attendanceTable(
              w,
              w.reports("byStudent"),
              [
                { label: w.reports("student"), width: 2.5 },
                { label: w.reports("class"), width: 1.5 },
              ],
              report.byStudent,
            ),
          ]
        : []),
    ],
  };
}

export function classReportLayout(report: ClassReport, timeZone: string, w: ReportWords): ReportLayout {
  const k = report.classDetails;
  return {
    title: w.reports("classReportTitle", { className: k.className, subject: k.subjectName }),
    subtitle: generated(w, report.generatedAt, report.generatedBy, timeZone),
    paper: paperWords(w),
    sections: [
      {
        heading: w.reports("class"),
        facts: [
          [w.reports("school"), k.schoolId.name],
          [w.reports("class"), k.className],
          [w.reports("subject"), k.subjectName],
          [w.reports("classRoom"), k.classRoom],
          [w.reports("students"), w.count(report.totalStudents)],
        ],
      },
      { heading: w.reports("attendance"), facts: attendanceFacts(w, report.attendanceSummary) },
      { heading: w.reports("marks"), facts: marksFacts(w, report.marksSummary) },
      {
        heading: w.reports("students"),
        table: {
          columns: [
            { label: w.reports("student"), width: 3 },
            ...figureColumns(w, ATTENDANCE_FIGURES),
            ...figureColumns(w, MARK_FIGURES.slice(0, 2)),
          ],
          rows: report.students.map((st) => [
            st.studentName,
            ...figureCells(w, ATTENDANCE_FIGURES, st.attendanceSummary),
            ...figureCells(w, MARK_FIGURES.slice(0, 2), st.marksSummary),
          ]),
          empty: w.reports("noStudents"),
        },
      },
    ],
  };
}

/** "Green Hills Primary School" → "green-hills-primary-school" (for file names). */
export function slug(value: string): string {
  return (
    value
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "report"
  );
}

const LESSON_REPORTS_TITLES = {
  all: "commentsReportTitle",
  teacher: "commentsReportTeacherTitle",
  mentor: "commentsReportMentorTitle",
} as const;

// Opens like the other layouts (title, generated line, summary facts) by shape: the facts and tables are its own.
export function lessonReportsLayout(report: LessonReportsReport, timeZone: string, w: ReportWords): ReportLayout {
  const s = report.summary;
  return {
    title: w.reports(LESSON_REPORTS_TITLES[report.role]),
    subtitle: generated(w, report.generatedAt, report.generatedBy, timeZone),
    paper: paperWords(w),
    sections: [
      {
        heading: w.reports("summary"),
        facts: [
          [w.reports("reportsCount"), w.count(s.total)],
          [w.reports("teachersDailyReports"), w.count(s.teacherReports)],
          [w.reports("mentorsObservations"), w.count(s.mentorObservations)],
        ],
      },
      {
        heading: w.reports("bySchool"),
        table: {
          columns: [
            { label: w.reports("school"), width: 4 },
            { label: w.reports("dailyReports"), width: 2, numeric: true },
            { label: w.reports("observations"), width: 2, numeric: true },
          ],
          rows: report.bySchool.map((row) => [
            row.schoolName,
            w.count(row.teacherReports),
            w.count(row.mentorObservations),
          ]),
          empty: w.reports("noComments"),
        },
      },
      {
        heading: w.reports("newest", { count: report.recent.length }),
        table: {
          columns: [
            { label: w.reports("date"), width: 2 },
            { label: w.reports("writtenBy"), width: 2 },
            { label: w.reports("school"), width: 3 },
            { label: w.reports("class"), width: 3 },
            { label: w.reports("whatWasWritten"), width: 6 },
          ],
          rows: report.recent.map((row) => [
            w.day(row.date),
            w.reports(row.commenterRole === "mentor" ? "byMentor" : "byTeacher", { author: row.author }),
            row.schoolName,
            `${row.className} – ${row.subjectName}`,
            row.text,
          ]),
          empty: w.reports("noComments"),
        },
      },
    ],
  };
}
