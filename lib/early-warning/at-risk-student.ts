// GET /api/at-risk/{studentId}: one student's page — why they are flagged (if they are), their
// attendance over the school's latest school days, and their marks in exam order per subject.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/problems/api-error";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { atRiskSql, flaggedCte, reasonsOf, type AtRiskReason, type AtRiskRow } from "@/lib/early-warning/at-risk";
import { markPercentSql, readEach } from "@/lib/reports/sql";
import { validTimeZone } from "@/lib/schools/school-time-zone";
import type { AttendanceStatus } from "@/lib/constants";

/** The calendar's span: the school's latest this many school days. */
export const CALENDAR_SCHOOL_DAYS = 60;
/** The marks trend's bound (ten years of three terms of three exams in a few subjects). */
export const TREND_MARKS = 500;

export const atRiskStudentSql = (actor: Actor, studentId: string) => {
  const scoped = Prisma.sql`s.id = ${studentId} AND ${inSchoolsOfSql(actor, Prisma.sql`s."schoolId"`)}`;
  return {
    student: Prisma.sql`
      SELECT s.id, s."studentName", s."classId", c."className", s."schoolId", sc.name AS "schoolName", sc."timeZone"
      FROM "Student" s JOIN "Class" c ON c.id = s."classId" JOIN "School" sc ON sc.id = s."schoolId"
      WHERE ${scoped}`,
    flag: atRiskSql(actor, { studentId }),
    // Whether the attendance-rate rule rates the student yet, flagged or not (the same measures as the list's).
    rating: Prisma.sql`
      ${flaggedCte(actor, { studentId })}
      SELECT "rateDays", "rateMinDays" FROM measured WHERE "rateRule"`,
    days: Prisma.sql`
      WITH days AS (
        SELECT DISTINCT ad.date FROM "AttendanceDaily" ad JOIN "Student" s ON s."schoolId" = ad."schoolId"
        WHERE ${scoped} AND ad.present + ad.absent + ad.late + ad.excused > 0
        ORDER BY ad.date DESC LIMIT ${CALENDAR_SCHOOL_DAYS})
      SELECT to_char(d.date, 'YYYY-MM-DD') AS date, a.status::text AS status
      FROM days d LEFT JOIN "Attendance" a ON a."studentId" = ${studentId} AND a.date = d.date
      ORDER BY d.date`,
    marks: Prisma.sql`
      SELECT m.id, sub.name AS "subjectName", m."examType"::text AS "examType", m."academicYear",
        m."academicTerm"::text AS "academicTerm", to_char(m."examDate", 'YYYY-MM-DD') AS "examDate",
        floor(${markPercentSql("m")} + 0.5)::int AS percentage
      FROM "Mark" m JOIN "Subject" sub ON sub.id = m."subjectId" JOIN "Student" s ON s.id = m."studentId"
      WHERE ${scoped}
      ORDER BY sub.name, m."examDate", m."academicYear", m."academicTerm", m."examType"
      LIMIT ${TREND_MARKS}`,
  };
};

interface StudentRow {
  id: string;
  studentName: string;
  classId: string;
  className: string;
  schoolId: string;
  schoolName: string;
  timeZone: string | null;
}

export interface AtRiskStudent {
  student: {
    _id: string;
    studentName: string;
    classId: string;
    className: string;
    schoolId: string;
    schoolName: string;
    /** The school's clock: the screen shows its times (the interventions') there. */
    timeZone: string;
  };
  reasons: AtRiskReason[];
  flaggedAt: string | null;
  /**
   * The attendance-rate rule's count of the student's records in its window and the school's minimum
   * before it rates them (a student below it is "not yet rated"); null while the rule is off.
   */
  rate: { recordedDays: number; minDays: number } | null;
  /** Each school day of the span, with the student's status (null: not recorded). */
  attendance: { date: string; status: AttendanceStatus | null }[];
  marks: {
    _id: string;
    subjectName: string;
    examType: string;
    academicYear: string;
    academicTerm: string;
    examDate: string;
    percentage: number;
  }[];
}

export async function getAtRiskStudent(actor: Actor, studentId: string): Promise<AtRiskStudent> {
  const rows = await readEach<{
    student: StudentRow;
    flag: AtRiskRow;
    rating: { rateDays: number; rateMinDays: number };
    days: { date: string; status: AttendanceStatus | null };
    marks: Omit<AtRiskStudent["marks"][number], "_id"> & { id: string };
  }>(atRiskStudentSql(actor, studentId));
  const student = rows.student[0];
  if (!student) throw notFound("student-not-found");
  const flag = rows.flag[0];
  const rating = rows.rating[0];
  return {
    student: {
      _id: student.id,
      studentName: student.studentName,
      classId: student.classId,
      className: student.className,
      schoolId: student.schoolId,
      schoolName: student.schoolName,
      timeZone: validTimeZone(student.timeZone),
    },
    reasons: flag ? reasonsOf(flag) : [],
    flaggedAt: flag?.flaggedAt ?? null,
    rate: rating ? { recordedDays: rating.rateDays, minDays: rating.rateMinDays } : null,
    attendance: rows.days,
    marks: rows.marks.map(({ id, ...mark }) => ({ _id: id, ...mark })),
  };
}
