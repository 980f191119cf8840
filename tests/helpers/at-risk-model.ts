// The early-warning rules of docs/product-spec.md#early-warning written plainly in TypeScript, over a
// school's rows held in memory: what tests/at-risk/at-risk-model.test.ts holds lib/early-warning/at-risk.ts's SQL to.
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { ACADEMIC_TERMS, EXAM_TYPES, type AttendanceStatus } from "@/lib/constants";
import { addDays } from "@/lib/days";
import type { AtRiskReason } from "@/lib/early-warning/at-risk";
import type { EarlyWarningRules } from "@/lib/early-warning/rules.shared";

export interface ModelStudent {
  id: string;
  classId: string;
  /** The day the student was added (their exams before it are not missing). */
  joined: string;
}
export interface ModelRecord {
  studentId: string;
  date: string;
  status: AttendanceStatus;
}
export interface ModelMark {
  studentId: string;
  classId: string;
  subjectId: string;
  examType: (typeof EXAM_TYPES)[number];
  academicYear: string;
  academicTerm: (typeof ACADEMIC_TERMS)[number];
  examDate: string;
  totalMarks: number;
  maxMarks: number;
}

export interface ModelFlag {
  studentId: string;
  reasons: AtRiskReason[];
  flaggedAt: string;
}

const min = (days: string[]) => [...days].sort()[0];
const examKey = (mark: ModelMark) => [mark.subjectId, mark.examType, mark.academicYear, mark.academicTerm].join("|");
/** Later exams first: date, year, term, type. */
const laterFirst = (a: ModelMark, b: ModelMark) =>
  b.examDate.localeCompare(a.examDate) ||
  b.academicYear.localeCompare(a.academicYear) ||
  ACADEMIC_TERMS.indexOf(b.academicTerm) - ACADEMIC_TERMS.indexOf(a.academicTerm) ||
  EXAM_TYPES.indexOf(b.examType) - EXAM_TYPES.indexOf(a.examType);
const percent = (mark: ModelMark) => (mark.totalMarks * 100) / mark.maxMarks;

/** Every flagged student of one school, in the list's order. */
export function modelAtRisk(
  rules: EarlyWarningRules,
  students: ModelStudent[],
  records: ModelRecord[],
  marks: ModelMark[],
  today: string,
): ModelFlag[] {
  const schoolDays = [...new Set(records.map((record) => record.date))].sort().reverse();
  const flags: (ModelFlag & { name: string })[] = [];
  for (const student of students) {
    const reasons: AtRiskReason[] = [];
    const own = records.filter((record) => record.studentId === student.id);

    if (rules.consecutiveAbsences !== null) {
      const lastOther = own
        .filter((record) => record.status !== "absent")
        .map((record) => record.date)
        .sort()
        .pop();
      const run = own.filter((record) => lastOther === undefined || record.date > lastOther);
      if (run.length >= rules.consecutiveAbsences)
        reasons.push({ rule: "consecutive-absences", value: run.length, since: min(run.map((r) => r.date)) });
    }

    if (rules.minAttendanceRate !== null && rules.windowSchoolDays !== null && schoolDays.length > 0) {
      const start = min(schoolDays.slice(0, rules.windowSchoolDays));
      const inWindow = own.filter((record) => record.date >= start);
      const count = (status: AttendanceStatus) => inWindow.filter((record) => record.status === status).length;
      const rate = attendanceRate({
        present: count("present"),
        absent: count("absent"),
        late: count("late"),
        excused: count("excused"),
      });
      // Rated only from the minimum of the student's records in the window (none set: from the first).
      if (inWindow.length >= (rules.minRecordedDays ?? 1) && rate < rules.minAttendanceRate)
        reasons.push({
          rule: "attendance-rate",
          value: rate,
          since: min(inWindow.filter((record) => record.status !== "present").map((record) => record.date)),
        });
    }

    const ownMarks = marks.filter((mark) => mark.studentId === student.id);
    if (rules.marksDrop !== null) {
      const drops: { drop: number; date: string }[] = [];
      for (const subjectId of new Set(ownMarks.map((mark) => mark.subjectId))) {
        const [latest, before] = ownMarks.filter((mark) => mark.subjectId === subjectId).sort(laterFirst);
        if (before && percent(before) - percent(latest) >= rules.marksDrop)
          drops.push({ drop: percent(before) - percent(latest), date: latest.examDate });
      }
      if (drops.length)
        reasons.push({
          rule: "marks-drop",
          value: Math.round(Math.max(...drops.map((d) => d.drop))),
          since: min(drops.map((d) => d.date)),
        });
    }

    if (rules.missingMarksAfterDays !== null) {
      const exams = new Map<string, string>();
      for (const mark of marks.filter((m) => m.classId === student.classId)) {
        const key = examKey(mark);
        const seen = exams.get(key);
        if (!seen || mark.examDate < seen) exams.set(key, mark.examDate);
      }
      const have = new Set(ownMarks.map(examKey));
      const latest = addDays(today, -rules.missingMarksAfterDays);
      const missing = [...exams].filter(([key, date]) => !have.has(key) && date >= student.joined && date <= latest);
      if (missing.length)
        reasons.push({ rule: "missing-marks", value: missing.length, since: min(missing.map(([, date]) => date)) });
    }

    if (reasons.length)
      flags.push({ studentId: student.id, reasons, flaggedAt: min(reasons.map((r) => r.since)), name: student.id });
  }
  return flags
    .sort(
      (a, b) =>
        b.reasons.length - a.reasons.length || a.flaggedAt.localeCompare(b.flaggedAt) || a.name.localeCompare(b.name),
    )
    .map(({ studentId, reasons, flaggedAt }) => ({ studentId, reasons, flaggedAt }));
}
