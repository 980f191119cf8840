// GET /reports/schools (docs/product-spec.md#entities): every school of the actor's (admins: all) with
// its counts, attendance and marks, and their sum. `schoolReportSql` reads; `buildSchoolReport` shapes.
import type { Actor } from "@/lib/auth/permissions";
import type { School } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { toSchoolJson } from "@/lib/schools/contract-json";
import { inSchoolsOfSql } from "@/lib/auth/scope";
import { reportAuthor, roundOne, toAttendanceSummary, toMarksSummary } from "@/lib/reports/summaries";
import type { AttendanceCounts, AttendanceSummary, MarksSummary, ReportAuthor } from "@/lib/reports/summaries";
import { DAILY_SUMS, MARK_STATS, readEach, type MarkStatsRow } from "@/lib/reports/sql";

export interface SchoolStatistics {
  totalClasses: number;
  totalStudents: number;
  totalSubjects: number;
  totalAttendanceRecords: number;
  totalMarks: number;
  attendanceSummary: AttendanceSummary;
  marksSummary: MarksSummary;
}

export interface SchoolReportEntry {
  schoolId: string;
  schoolName: string;
  schoolDetails: ReturnType<typeof toSchoolJson>;
  statistics: SchoolStatistics;
}

export interface SchoolReport {
  totalSchools: number;
  generatedAt: string;
  generatedBy: ReportAuthor;
  summary: {
    totalClasses: number;
    totalStudents: number;
    totalAttendanceRecords: number;
    totalMarks: number;
    averageStudentsPerSchool: number;
    averageClassesPerSchool: number;
    attendanceSummary: AttendanceSummary;
    marksSummary: MarksSummary;
  };
  schools: SchoolReportEntry[];
}

type CountRow = { schoolId: string; count: number };
type AttendanceRow = AttendanceCounts & { schoolId: string };
type MarkRow = MarkStatsRow & { schoolId: string };

const byId = <T extends { schoolId: string }>(rows: T[]) => new Map(rows.map((row) => [row.schoolId, row]));

/** One aggregate statement per section over every school at once, each scoped; run side by side. */
export function schoolReportSql(actor: Actor) {
  const where = Prisma.sql`WHERE ${inSchoolsOfSql(actor, Prisma.raw(`"schoolId"`))}`;
  return {
    schools: Prisma.sql`SELECT * FROM "School" WHERE ${inSchoolsOfSql(actor, Prisma.raw("id"))} ORDER BY name, id`,
    classes: Prisma.sql`SELECT "schoolId", count(*)::int AS count FROM "Class" ${where} GROUP BY "schoolId"`,
    students: Prisma.sql`SELECT "schoolId", count(*)::int AS count FROM "Student" ${where} GROUP BY "schoolId"`,
    subjects: Prisma.sql`SELECT "schoolId", count(*)::int AS count FROM "Subject" ${where} GROUP BY "schoolId"`,
    attendance: Prisma.sql`SELECT "schoolId", ${DAILY_SUMS} FROM "AttendanceDaily" ${where} GROUP BY "schoolId"`,
    marks: Prisma.sql`SELECT "schoolId", ${MARK_STATS} FROM "Mark" ${where} GROUP BY "schoolId"`,
  };
}

/** The summary adds up the per-school rows. */
export async function buildSchoolReport(actor: Actor): Promise<SchoolReport> {
  const { schools, classes, students, subjects, attendance, marks } = await readEach<{
    schools: School;
    classes: CountRow;
    students: CountRow;
    subjects: CountRow;
    attendance: AttendanceRow;
    marks: MarkRow;
  }>(schoolReportSql(actor));
  const [classMap, studentMap, subjectMap, attendanceMap, markMap] = [
    byId(classes),
    byId(students),
    byId(subjects),
    byId(attendance),
    byId(marks),
  ];

  const entries = schools.map((school): SchoolReportEntry => {
    const attendanceSummary = toAttendanceSummary(attendanceMap.get(school.id));
    const marksSummary = toMarksSummary(markMap.get(school.id));
    return {
      schoolId: school.id,
      schoolName: school.name,
      schoolDetails: toSchoolJson(school),
      statistics: {
        totalClasses: classMap.get(school.id)?.count ?? 0,
        totalStudents: studentMap.get(school.id)?.count ?? 0,
        totalSubjects: subjectMap.get(school.id)?.count ?? 0,
        totalAttendanceRecords: attendanceSummary.total,
        totalMarks: marksSummary.totalMarks,
        attendanceSummary,
        marksSummary,
      },
    };
  });

  const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
  const totals = attendance.reduce(
    (acc, row) => ({
      present: acc.present + row.present,
      absent: acc.absent + row.absent,
      late: acc.late + row.late,
      excused: acc.excused + row.excused,
    }),
    { present: 0, absent: 0, late: 0, excused: 0 },
  );
  const withMarks = marks.filter((row) => row.count > 0);
  const markTotals = withMarks.length
    ? {
        count: sum(withMarks),
        sum: withMarks.reduce((total, row) => total + row.sum, 0),
        max: Math.max(...withMarks.map((row) => row.max ?? 0)),
        min: Math.min(...withMarks.map((row) => row.min ?? 0)),
      }
    : undefined;
  const totalSchools = schools.length;
  const totalClasses = sum(classes);
  const totalStudents = sum(students);
  const attendanceSummary = toAttendanceSummary(totals);
  const marksSummary = toMarksSummary(markTotals);

  return {
    totalSchools,
    generatedAt: new Date().toISOString(),
    generatedBy: reportAuthor(actor),
    summary: {
      totalClasses,
      totalStudents,
      totalAttendanceRecords: attendanceSummary.total,
      totalMarks: marksSummary.totalMarks,
      averageStudentsPerSchool: totalSchools ? roundOne(totalStudents / totalSchools) : 0,
      averageClassesPerSchool: totalSchools ? roundOne(totalClasses / totalSchools) : 0,
      attendanceSummary,
      marksSummary,
    },
    schools: entries,
  };
}
