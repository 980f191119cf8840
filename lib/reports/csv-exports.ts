// The CSV exports, scoped like their JSON routes: teachers see their schools, admins all.
import { db } from "@/lib/db";
import type { Actor } from "@/lib/auth/permissions";
import { ATTENDANCE_STATUSES, EXAM_TYPE_LABELS, MAX_GUARDIANS } from "@/lib/constants";
import { todayIso, toIsoDay } from "@/lib/days";
import { toGuardianJson } from "@/lib/schools/guardians";
import { GUARDIAN_CSV_FIELDS, GUARDIANS_CSV_COLUMNS, PROFILE_CSV_COLUMNS } from "@/lib/schools/student-csv.schema";
import { attendanceRate } from "@/lib/attendance/attendance-rate.shared";
import { inSchoolsOf, requireClass } from "@/lib/auth/scope";
import { markBatches } from "@/lib/marks/marks-list";
import { buildSchoolReport } from "@/lib/reports/school-report";
import { slug } from "@/lib/reports/layout";
import { SUBJECT_SEPARATOR } from "@/lib/schools/subject-list.shared";
import { TERM_LABELS } from "@/lib/marks/term-window";
import { csvFile, csvStream, type Cell } from "@/lib/csv/write";
import type { Payload } from "@/lib/platform/payload";
import type { ListMarksQuery } from "@/lib/marks/marks.schema";

/**
 * The roster, with `studentName` first so the file imports back as it is, then the profile and the
 * guardians (lib/schools/student-csv.schema.ts); a mentor's file has the guardians' contacts masked.
 */
export async function exportStudents(actor: Actor, classId?: string): Promise<Payload> {
  const cls = classId ? await requireClass(actor, classId) : null;
  const students = await db.student.findMany({
    // `cls.id`: the class itself, also when `classId` named one of the subjects taught in it.
    where: { ...inSchoolsOf(actor), ...(cls ? { classId: cls.id } : {}) },
    select: {
      id: true,
      studentName: true,
      studentCode: true,
      dateOfBirth: true,
      gender: true,
      class: {
        select: {
          className: true,
          subjects: { select: { subject: { select: { name: true } } }, orderBy: { subject: { name: "asc" } } },
        },
      },
      school: { select: { name: true } },
      guardians: { orderBy: { position: "asc" } },
    },
    orderBy: [{ school: { name: "asc" } }, { class: { className: "asc" } }, { studentName: "asc" }, { id: "asc" }],
    take: 100_000,
  });
  const guardianCells = (guardians: (typeof students)[number]["guardians"]) =>
    Array.from({ length: MAX_GUARDIANS }, (_, index) => {
      const guardian = guardians[index];
      if (!guardian) return GUARDIAN_CSV_FIELDS.map(() => "");
      const shown = toGuardianJson(guardian, actor);
      return [
        shown.name,
        shown.relationship,
        shown.phone,
        shown.email ?? "",
        shown.language,
        shown.consent ? "yes" : "no",
      ];
    }).flat();
  return csvFile(
    [
      ["studentName", "studentId", "className", "subject", "school", ...PROFILE_CSV_COLUMNS, ...GUARDIANS_CSV_COLUMNS],
      ...students.map((s) => [
        s.studentName,
        s.id,
        s.class.className,
        // A class holds many subjects: the column names them all (lib/reports/class-subjects.ts).
        s.class.subjects.map((entry) => entry.subject.name).join(SUBJECT_SEPARATOR),
        s.school.name,
        s.studentCode ?? "",
        s.dateOfBirth ? toIsoDay(s.dateOfBirth) : "",
        s.gender ?? "",
        ...guardianCells(s.guardians),
      ]),
    ],
    `students-${cls ? slug(cls.className) : "all"}-${todayIso()}.csv`,
  );
}

const LETTER = { present: "P", absent: "A", late: "L", excused: "E" } as const;

/** One row per student, one column per day with a record (P/A/L/E), then the totals and the rate. */
export async function exportAttendance(actor: Actor, classId: string, from: string, to: string): Promise<Payload> {
  const cls = await requireClass(actor, classId);
  const [students, records] = await Promise.all([
    db.student.findMany({
      where: { classId: cls.id },
      select: { id: true, studentName: true },
      orderBy: [{ studentName: "asc" }, { id: "asc" }],
    }),
    db.attendance.findMany({
      where: { classId: cls.id, date: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) } },
      select: { studentId: true, date: true, status: true },
    }),
  ]);
  const days = [...new Set(records.map((r) => toIsoDay(r.date)))].sort();
  const cells = new Map(records.map((r) => [`${r.studentId}:${toIsoDay(r.date)}`, r.status]));
  const rows: Cell[][] = students.map((student) => {
    const statuses = days.map((day) => cells.get(`${student.id}:${day}`));
    const count = (status: string) => statuses.filter((s) => s === status).length;
    const counts = ATTENDANCE_STATUSES.map(count);
    const total = counts.reduce((sum, n) => sum + n, 0);
    return [
      student.studentName,
      ...statuses.map((s) => (s ? LETTER[s] : "")),
      ...counts,
      total,
      `${attendanceRate({ present: counts[0], absent: counts[1], late: counts[2], excused: counts[3] })}%`,
    ];
  });
  return csvFile(
    [["studentName", ...days, "Present", "Absent", "Late", "Excused", "Total", "Rate"], ...rows],
    `attendance-${slug(cls.className)}-${from}-to-${to}.csv`,
  );
}

export const MARKS_CSV_CAP = 100_000;

/** The marks list with its filters, written a batch at a time. */
export function exportMarks(actor: Actor, query: Partial<ListMarksQuery>): Payload {
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of markBatches(actor, query, MARKS_CSV_CAP))
      yield batch.map((m) => [
        m.studentId.studentName,
        m.classId.className,
        m.subjectId.name,
        EXAM_TYPE_LABELS[m.examType as keyof typeof EXAM_TYPE_LABELS] ?? m.examType,
        m.totalMarks,
        m.maxMarks,
        m.percentage,
        m.academicYear,
        TERM_LABELS[m.academicTerm as keyof typeof TERM_LABELS] ?? m.academicTerm,
        m.examDate,
        m.teacherId.username,
        m.schoolId.name,
      ]);
  }
  return csvStream(
    [
      "studentName",
      "class",
      "subject",
      "examType",
      "totalMarks",
      "maxMarks",
      "percentage",
      "academicYear",
      "academicTerm",
      "examDate",
      "teacher",
      "school",
    ],
    rows(),
    `marks-${todayIso()}.csv`,
  );
}

/** The school report (docs/api-contract.md#shapes): one row per school of the actor's. */
export async function exportSchoolReport(actor: Actor): Promise<Payload> {
  const report = await buildSchoolReport(actor);
  return csvFile(
    [
      [
        "school",
        "classes",
        "students",
        "subjects",
        "attendanceRecords",
        "present",
        "absent",
        "late",
        "excused",
        "attendanceRate",
        "marks",
        "averageMark",
        "highestMark",
        "lowestMark",
      ],
      ...report.schools.map(({ schoolName, statistics: s }) => [
        schoolName,
        s.totalClasses,
        s.totalStudents,
        s.totalSubjects,
        s.totalAttendanceRecords,
        s.attendanceSummary.present,
        s.attendanceSummary.absent,
        s.attendanceSummary.late,
        s.attendanceSummary.excused,
        `${s.attendanceSummary.attendanceRate}%`,
        s.totalMarks,
        s.marksSummary.average,
        s.marksSummary.highest,
        s.marksSummary.lowest,
      ]),
    ],
    `school-report-${todayIso()}.csv`,
  );
}
