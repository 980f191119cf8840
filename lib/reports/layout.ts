// One printable layout per report, shared by the PDF documents and the print pages, so the paper and
// the screen always show the same numbers.
import type { AttendanceSummary, MarksSummary } from "@/lib/reports/summaries";
import type { SchoolReport } from "@/lib/reports/school-report";
import type { AttendanceBreakdown, AttendanceReport, MarksBreakdown, MarksReport } from "@/lib/reports/school-reports";
import type { ClassReport } from "@/lib/reports/class-report";
import { EXAM_TYPE_LABELS } from "@/lib/constants";
import type { CommentsReport } from "@/lib/reports/comments-report";
import { fromIsoDay } from "@/lib/services/days";

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
}

export interface ReportLayout {
  title: string;
  subtitle: string;
  sections: ReportSection[];
  /** A `data:` URL (PNG or JPEG) drawn beside every title: the school's logo on report cards. */
  logo?: string;
}

export const percent = (value: number) => `${value}%`;
const n = (value: number) => value.toLocaleString("en-US");

/** "23 Nov 2026, 14:05" on the school's clock. */
export const dateTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
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
const generated = (at: string, by: string, timeZone: string) =>
  `Generated ${dateTime(at, timeZone)} (${timeZone}) by ${by}`;
// Server-side only (paper, exports, server-rendered screens), so client bundles do not carry it.
const TERM_LABELS: Record<string, string> = {
  FIRST_TERM: "First Term",
  SECOND_TERM: "Second Term",
  THIRD_TERM: "Third Term",
};
/** `FIRST_TERM` → "First Term"; a value the map does not know prints as it is. */
export const termLabel = (value: string) => TERM_LABELS[value] ?? value;
/** `BEGINNING_TERM` → "Beginning of term"; a value the map does not know prints as it is. */
export const examTypeLabel = (value: string) => EXAM_TYPE_LABELS[value as keyof typeof EXAM_TYPE_LABELS] ?? value;

const attendanceFacts = (s: AttendanceSummary): [string, string][] => [
  ["Attendance records", n(s.total)],
  ["Present", n(s.present)],
  ["Absent", n(s.absent)],
  ["Late", n(s.late)],
  ["Excused", n(s.excused)],
  ["Attendance rate", percent(s.attendanceRate)],
  ["Rate counts", "present ÷ (present + absent + late + excused)"],
];
const marksFacts = (s: MarksSummary): [string, string][] => [
  ["Marks recorded", n(s.totalMarks)],
  ["Average mark", String(s.average)],
  ["Highest mark", String(s.highest)],
  ["Lowest mark", String(s.lowest)],
];

const ATTENDANCE_COLUMNS: Column[] = [
  { label: "Present", width: 1, numeric: true },
  { label: "Absent", width: 1, numeric: true },
  { label: "Late", width: 1, numeric: true },
  { label: "Excused", width: 1, numeric: true },
  { label: "Total", width: 1, numeric: true },
  { label: "Rate", width: 1, numeric: true },
];
const attendanceCells = (s: AttendanceSummary) => [
  n(s.present),
  n(s.absent),
  n(s.late),
  n(s.excused),
  n(s.total),
  percent(s.attendanceRate),
];
const MARK_COLUMNS: Column[] = [
  { label: "Marks", width: 1, numeric: true },
  { label: "Average", width: 1, numeric: true },
  { label: "Highest", width: 1, numeric: true },
  { label: "Lowest", width: 1, numeric: true },
];
const markCells = (s: MarksSummary) => [n(s.totalMarks), String(s.average), String(s.highest), String(s.lowest)];

export function schoolReportLayout(report: SchoolReport, timeZone: string): ReportLayout {
  const s = report.summary;
  return {
    title: "School Report",
    subtitle: generated(report.generatedAt, report.generatedBy, timeZone),
    sections: [
      {
        heading: "Summary",
        facts: [
          ["Schools", n(report.totalSchools)],
          ["Classes", n(s.totalClasses)],
          ["Students", n(s.totalStudents)],
          ["Average students per school", String(s.averageStudentsPerSchool)],
          ["Average classes per school", String(s.averageClassesPerSchool)],
          ...attendanceFacts(s.attendanceSummary),
          ...marksFacts(s.marksSummary),
        ],
      },
      {
        heading: "Schools",
        table: {
          columns: [
            { label: "School", width: 3 },
            { label: "Classes", width: 1, numeric: true },
            { label: "Students", width: 1, numeric: true },
            { label: "Subjects", width: 1, numeric: true },
            { label: "Attendance", width: 1.2, numeric: true },
            { label: "Rate", width: 0.8, numeric: true },
            { label: "Marks", width: 1, numeric: true },
            { label: "Average", width: 1, numeric: true },
            { label: "Highest", width: 1, numeric: true },
            { label: "Lowest", width: 1, numeric: true },
          ],
          rows: report.schools.map(({ schoolName, statistics: st }) => [
            schoolName,
            n(st.totalClasses),
            n(st.totalStudents),
            n(st.totalSubjects),
            n(st.totalAttendanceRecords),
            percent(st.attendanceSummary.attendanceRate),
            n(st.totalMarks),
            String(st.marksSummary.average),
            String(st.marksSummary.highest),
            String(st.marksSummary.lowest),
          ]),
          empty: "No Schools Found",
        },
      },
    ],
  };
}

const marksTable = (heading: string, first: string, rows: MarksBreakdown[]): ReportSection => ({
  heading,
  table: {
    columns: [{ label: first, width: 3 }, ...MARK_COLUMNS],
    rows: rows.map((row) => [row.label, ...markCells(row)]),
    empty: "No Marks Found",
  },
});

export function marksReportLayout(report: MarksReport, timeZone: string): ReportLayout {
  return {
    title: `Marks Report: ${report.schoolName}`,
    subtitle: generated(report.generatedAt, report.generatedBy, timeZone),
    sections: [
      { heading: "Summary", facts: marksFacts(report.marksSummary) },
      marksTable("By subject", "Subject", report.marksSummary.bySubject),
      marksTable(
        "By exam type",
        "Exam type",
        report.marksSummary.byExamType.map((row) => ({ ...row, label: examTypeLabel(row.key) })),
      ),
      marksTable("By class", "Class", report.marksSummary.byClass),
    ],
  };
}

const attendanceTable = (
  heading: string,
  first: Column[],
  rows: AttendanceBreakdown[],
  label = (row: AttendanceBreakdown) => row.label,
): ReportSection => ({
  heading,
  table: {
    columns: [...first, ...ATTENDANCE_COLUMNS],
    rows: rows.map((row) => [label(row), ...(first.length > 1 ? [row.detail ?? ""] : []), ...attendanceCells(row)]),
    empty: "No attendance recorded",
  },
});

/** "Attendance from Mon 5 Jan 2026 to Fri 23 Feb 2026" from the per-day rows (oldest first). */
export function attendancePeriod(byDate: { key: string }[]): string {
  if (byDate.length === 0) return "No attendance recorded";
  const [first, last] = [byDate[0].key, byDate[byDate.length - 1].key];
  return first === last
    ? `Attendance on ${humanDay(first)}`
    : `Attendance from ${humanDay(first)} to ${humanDay(last)}`;
}

export function attendanceReportLayout(report: AttendanceReport, timeZone: string): ReportLayout {
  const s = report.attendanceSummary;
  return {
    title: `Attendance Report: ${report.schoolName}`,
    subtitle: `${attendancePeriod(s.byDate)} · ${generated(report.generatedAt, report.generatedBy, timeZone)}`,
    sections: [
      { heading: "Summary", facts: attendanceFacts(s) },
      attendanceTable(
        "By class",
        [
          { label: "Class", width: 2 },
          { label: "Subject", width: 2 },
        ],
        s.byClass,
      ),
      attendanceTable("By date", [{ label: "Date", width: 2 }], s.byDate, (row) => humanDay(row.key)),
      ...(report.byStudent
        ? [
            attendanceTable(
              "By student",
              [
                { label: "Student", width: 2.5 },
                { label: "Class", width: 1.5 },
              ],
              report.byStudent,
            ),
          ]
        : []),
    ],
  };
}

export function classReportLayout(report: ClassReport, timeZone: string): ReportLayout {
  const k = report.classDetails;
  return {
    title: `Class Report: ${k.className} (${k.subjectName})`,
    subtitle: generated(report.generatedAt, report.generatedBy, timeZone),
    sections: [
      {
        heading: "Class",
        facts: [
          ["School", k.schoolId.name],
          ["Class", k.className],
          ["Subject", k.subjectName],
          ["Class room", k.classRoom],
          ["Students", n(report.totalStudents)],
        ],
      },
      { heading: "Attendance", facts: attendanceFacts(report.attendanceSummary) },
      { heading: "Marks", facts: marksFacts(report.marksSummary) },
      {
        heading: "Students",
        table: {
          columns: [{ label: "Student", width: 3 }, ...ATTENDANCE_COLUMNS, ...MARK_COLUMNS.slice(0, 2)],
          rows: report.students.map((st) => [
            st.studentName,
            ...attendanceCells(st.attendanceSummary),
            ...markCells(st.marksSummary).slice(0, 2),
          ]),
          empty: "No Students Found",
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

const COMMENTS_TITLES = {
  all: "Comments Report",
  teacher: "Comments Report: teachers' daily reports",
  mentor: "Comments Report: mentors' lesson observations",
} as const;

export function commentsReportLayout(report: CommentsReport, timeZone: string): ReportLayout {
  const s = report.summary;
  return {
    title: COMMENTS_TITLES[report.role],
    subtitle: generated(report.generatedAt, report.generatedBy, timeZone),
    sections: [
      {
        heading: "Summary",
        facts: [
          ["Reports", n(s.total)],
          ["Teachers' daily reports", n(s.teacherReports)],
          ["Mentors' lesson observations", n(s.mentorObservations)],
        ],
      },
      {
        heading: "By school",
        table: {
          columns: [
            { label: "School", width: 4 },
            { label: "Daily reports", width: 2, numeric: true },
            { label: "Observations", width: 2, numeric: true },
          ],
          rows: report.bySchool.map((row) => [row.schoolName, n(row.teacherReports), n(row.mentorObservations)]),
          empty: "No comments found",
        },
      },
      {
        heading: `Newest ${report.recent.length}`,
        table: {
          columns: [
            { label: "Date", width: 2 },
            { label: "By", width: 2 },
            { label: "School", width: 3 },
            { label: "Class", width: 3 },
            { label: "What was written", width: 6 },
          ],
          rows: report.recent.map((row) => [
            humanDay(row.date),
            `${row.author} (${row.commenterRole === "mentor" ? "mentor" : "teacher"})`,
            row.schoolName,
            `${row.className} – ${row.subjectName}`,
            row.text,
          ]),
          empty: "No comments found",
        },
      },
    ],
  };
}
