// Report cards: a whole class is read in a handful of queries (students, marks, attendance
// counts, remarks), then each card is shaped from it; positions and class averages need the class anyway.
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { ACADEMIC_TERMS, EXAM_TYPES, EXAM_TYPE_LABELS, type AcademicTerm, type ExamType } from "@/lib/constants";
import { requireClass, requireStudent } from "@/lib/auth/scope";
import { gradingOf, type Grading } from "@/lib/marks/grading";
import { bandFor, bandLegend, mean, percentOf, rankWithTies, round1, termScore } from "@/lib/marks/grading-math";
import { TERM_LABELS, termWindow, type DayWindow } from "@/lib/marks/term-window";
import { issueCards, type Verification } from "@/lib/report-cards/issue";

import { SUBJECT_SEPARATOR } from "@/lib/schools/subject-list.shared";
import type { AttendanceLine, CardHeader, ComputedCard, SubjectLine, TermCard } from "@/lib/report-cards/types";

export type {
  AnnualReportCard,
  AttendanceLine,
  CardHeader,
  ComputedCard,
  SubjectLine,
  TermCard,
  TermReportCard,
} from "@/lib/report-cards/types";
/** A card as served and printed: computed, then issued with its code (issue.ts). */
export type ReportCard = ComputedCard & { verification: Verification };

const pct = (value: number) => `${round1(value)} %`;

function rescaleNote(missing: ExamType[], weights: Grading["weights"]): string {
  const kept = EXAM_TYPES.filter((type) => weights[type] > 0 && !missing.includes(type));
  const keptSum = kept.reduce((sum, type) => sum + weights[type], 0);
  const names = missing.map((type) => EXAM_TYPE_LABELS[type]).join(" and ");
  const shares = kept.map((type) => `${EXAM_TYPE_LABELS[type]} ${pct((weights[type] / keptSum) * 100)}`).join(", ");
  return `No ${names} mark: weights rescaled to ${shares}`;
}

type MarkRow = { studentId: string; subjectId: string; subjectName: string; examType: ExamType; percent: number };

type Taught = { subjectId: string; subjectName: string };

/**
 * Every student's line for one term: one line per subject taught in the class (its ClassSubjects), in
 * subject-name order, a subject without marks yet listed with empty cells; a subject with marks of the
 * class's students but no longer taught in it (a child moved in, a subject taken off the class) is
 * listed too, so no mark given vanishes from a card. The overall average is the mean of the term scores
 * of the subjects that have marks (a subject not yet marked neither counts as 0 nor lowers it), and the
 * position ranks the whole class on that overall average across all subjects, never on one subject.
 */
function shapeTerm(
  term: AcademicTerm,
  studentIds: string[],
  taught: Taught[],
  marks: MarkRow[],
  grading: Grading,
  attendance: Map<string, AttendanceLine>,
  remarks: Map<string, TermCard["remark"]>,
): Map<string, TermCard> {
  const subjects = new Map<string, string>(taught.map((line) => [line.subjectId, line.subjectName]));
  for (const mark of marks) if (!subjects.has(mark.subjectId)) subjects.set(mark.subjectId, mark.subjectName);
  const subjectOrder = [...subjects].sort((a, b) => a[1].localeCompare(b[1]) || (a[0] < b[0] ? -1 : 1));
  const byKey = new Map<string, Partial<Record<ExamType, number>>>();
  for (const mark of marks) {
    const key = `${mark.studentId}:${mark.subjectId}`;
    byKey.set(key, { ...byKey.get(key), [mark.examType]: round1(mark.percent) });
  }
  const lines = new Map<string, SubjectLine[]>();
  for (const studentId of studentIds)
    lines.set(
      studentId,
      subjectOrder.map(([subjectId, subjectName]) => {
        const exams = byKey.get(`${studentId}:${subjectId}`) ?? {};
        const score = termScore(exams, grading.weights);
        return {
          subjectId,
          subjectName,
          exams: {
            BEGINNING_TERM: exams.BEGINNING_TERM ?? null,
            MIDTERM: exams.MIDTERM ?? null,
            ENDTERM: exams.ENDTERM ?? null,
          },
          termScore: score.score,
          grade: bandFor(score.score, grading.bands),
          classAverage: null,
          missingExams: score.missing,
          rescaled: score.rescaled,
          note: score.rescaled ? rescaleNote(score.missing, grading.weights) : null,
        };
      }),
    );
  subjectOrder.forEach((_, index) => {
    const average = mean(studentIds.map((studentId) => lines.get(studentId)![index].termScore));
    for (const studentId of studentIds) lines.get(studentId)![index].classAverage = average;
  });
  const overall = new Map(
    studentIds.map((studentId) => [studentId, mean(lines.get(studentId)!.map((line) => line.termScore))]),
  );
  const ranks = rankWithTies(overall);
  return new Map(
    studentIds.map((studentId) => [
      studentId,
      {
        academicTerm: term,
        termLabel: TERM_LABELS[term],
        subjects: lines.get(studentId)!,
        overallAverage: overall.get(studentId)!,
        grade: bandFor(overall.get(studentId)!, grading.bands),
        position: ranks.get(studentId) ?? null,
        attendance: attendance.get(studentId)!,
        remark: remarks.get(`${studentId}:${term}`) ?? null,
      },
    ]),
  );
}

async function attendanceFor(classId: string, studentIds: string[], window: DayWindow) {
  const groups = await db.attendance.groupBy({
    by: ["studentId", "status"],
    where: {
      student: { classId },
      date: { gte: new Date(`${window.from}T00:00:00Z`), lte: new Date(`${window.to}T00:00:00Z`) },
    },
    _count: { _all: true },
  });
  const out = new Map<string, AttendanceLine>();
  for (const studentId of studentIds)
    out.set(studentId, { ...window, present: 0, absent: 0, late: 0, excused: 0, total: 0, rate: 0 });
  for (const group of groups) {
    const line = out.get(group.studentId);
    if (line) line[group.status] = group._count._all;
  }
  for (const line of out.values()) {
    line.total = line.present + line.absent + line.late + line.excused;
    line.rate = attendanceRate(line);
  }
  return out;
}

/** What the builder needs to know of a class beforehand: its id (the class's own) and its school. */
type ClassRef = { id: string; schoolId: string };

/** Every card of a class for a year and one term (or the three terms). Teachers: their schools' classes. */
export async function buildClassCards(
  actor: Actor,
  classId: string,
  academicYear: string,
  academicTerm?: AcademicTerm,
): Promise<ReportCard[]> {
  const cls = await requireClass(actor, classId);
  return issueCards(await computeClassCards(cls, academicYear, academicTerm));
}

/**
 * The cards of a class as the marks say today, issued to no one: for the class's own cards (above) and
 * for a verification's "current figures", which has no actor (lib/report-cards/verification.ts).
 */
export async function computeClassCards(
  cls: ClassRef,
  academicYear: string,
  academicTerm?: AcademicTerm,
): Promise<ComputedCard[]> {
  const classId = cls.id;
  const terms = academicTerm ? [academicTerm] : [...ACADEMIC_TERMS];
  const [klass, students, marks, remarks, gradings, logo] = await Promise.all([
    db.class.findUniqueOrThrow({
      where: { id: classId },
      select: {
        className: true,
        school: { select: { id: true, name: true } },
        subjects: { select: { subject: { select: { id: true, name: true } } } },
      },
    }),
    db.student.findMany({
      where: { classId },
      orderBy: [{ studentName: "asc" }, { id: "asc" }],
      select: { id: true, studentName: true },
    }),
    db.mark.findMany({
      where: { student: { classId }, academicYear, academicTerm: { in: terms } },
      select: {
        studentId: true,
        subjectId: true,
        examType: true,
        academicTerm: true,
        totalMarks: true,
        maxMarks: true,
        subject: { select: { name: true } },
      },
    }),
    db.reportCardRemark.findMany({ where: { student: { classId }, academicYear, academicTerm: { in: terms } } }),
    gradingOf([cls.schoolId]),
    db.schoolLogo.findUnique({ where: { schoolId: cls.schoolId }, select: { schoolId: true } }),
  ]);
  const studentIds = students.map((student) => student.id);
  const taught = klass.subjects
    .map(({ subject }) => ({ subjectId: subject.id, subjectName: subject.name }))
    .sort((a, b) => a.subjectName.localeCompare(b.subjectName));
  const grading = gradings.get(cls.schoolId)!;
  const remarkMap = new Map(
    remarks.map((row) => [
      `${row.studentId}:${row.academicTerm}`,
      { text: row.remark, updatedAt: row.updatedAt.toISOString() },
    ]),
  );
  const windows = await Promise.all(
    terms.map((term) => attendanceFor(classId, studentIds, termWindow(academicYear, term))),
  );
  const perTerm = terms.map((term, index) =>
    shapeTerm(
      term,
      studentIds,
      taught,
      marks
        .filter((mark) => mark.academicTerm === term)
        .map((mark) => ({
          studentId: mark.studentId,
          subjectId: mark.subjectId,
          subjectName: mark.subject.name,
          examType: mark.examType,
          percent: percentOf(mark.totalMarks, mark.maxMarks),
        })),
      grading,
      windows[index],
      remarkMap,
    ),
  );
  const generatedAt = new Date().toISOString();
  const header = (student: { id: string; studentName: string }): CardHeader => ({
    school: { _id: klass.school.id, name: klass.school.name, hasLogo: Boolean(logo) },
    // A class holds many subjects: `subjectName` (kept for the contract) names them all, by name.
    class: {
      _id: classId,
      className: klass.className,
      subjectName: taught.map((line) => line.subjectName).join(SUBJECT_SEPARATOR),
    },
    student: { _id: student.id, studentName: student.studentName },
    academicYear,
    weights: grading.weights,
    bands: grading.bands,
    legend: bandLegend(grading.bands),
    generatedAt,
  });
  if (academicTerm) return students.map((student) => ({ ...header(student), ...perTerm[0].get(student.id)! }));

  const annual = new Map(
    studentIds.map((studentId) => [studentId, mean(perTerm.map((term) => term.get(studentId)!.overallAverage))]),
  );
  const ranks = rankWithTies(annual);
  return students.map((student) => ({
    ...header(student),
    academicTerm: null,
    terms: perTerm.map((term) => term.get(student.id)!),
    annualAverage: annual.get(student.id)!,
    grade: bandFor(annual.get(student.id)!, grading.bands),
    position: ranks.get(student.id) ?? null,
  }));
}

/** One student's card; the class is read whole for positions and class averages. */
export async function buildReportCard(
  actor: Actor,
  studentId: string,
  academicYear: string,
  academicTerm?: AcademicTerm,
) {
  const student = await requireStudent(actor, studentId);
  const cards = await buildClassCards(actor, student.classId, academicYear, academicTerm);
  return cards.find((card) => card.student._id === studentId)!;
}
