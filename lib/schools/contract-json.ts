// Contract shapes (api-contract.md): ids as `_id`, references populated where a screen shows a name.
import { toIsoDay } from "@/lib/days";
import {
  Prisma,
  type Class,
  type ClassSubject,
  type School,
  type Student,
  type Subject,
} from "@/lib/generated/prisma/client";
import type { Mark, User } from "@/lib/generated/prisma/client";

export const toSchoolJson = (school: School) => ({
  _id: school.id,
  name: school.name,
  address: school.address ?? "",
  district: school.district ?? "",
  phone: school.phone ?? "",
  email: school.email ?? "",
  principal: school.principal ?? "",
  establishedYear: school.establishedYear,
  description: school.description ?? "",
  latitude: school.latitude,
  longitude: school.longitude,
  timeZone: school.timeZone,
  yearStartMonth: school.yearStartMonth,
  /** The name its SMS open with; "" when unset (they open with its name, cleaned). */
  senderName: school.senderName ?? "",
  createdBy: school.createdById,
  createdAt: school.createdAt.toISOString(),
});

/** A subject taught in a class, with what the class entry shows (lib/schools/classes.ts#classEntryInclude). */
export type ClassEntryWithRefs = Pick<ClassSubject, "id" | "createdAt"> & {
  subject: Pick<Subject, "id" | "name">;
  class: Class & {
    school: Pick<School, "id" | "name"> & Partial<Pick<School, "yearStartMonth">>;
    _count?: { students: number };
  };
  teachers?: { userId: string }[];
};

/**
 * The original client's "class" is a subject taught in a class (docs/api-contract.md#classes): `_id` is
 * that entry's id (for a class's first subject, the class's own), `classId` the class whose students and
 * daily register it shares, `teacherIds` who teach it.
 */
export const toClassJson = (entry: ClassEntryWithRefs) => ({
  _id: entry.id,
  classId: entry.class.id,
  className: entry.class.className,
  subjectName: entry.subject.name,
  subjectId: entry.subject.id,
  classRoom: entry.class.classRoom,
  classCredit: entry.class.classCredit ?? "",
  // yearStartMonth where the query read it (the marks forms name the school's academic years by it).
  schoolId: {
    _id: entry.class.school.id,
    name: entry.class.school.name,
    yearStartMonth: entry.class.school.yearStartMonth,
  },
  students: entry.class._count?.students ?? 0,
  teacherIds: entry.teachers?.map((teacher) => teacher.userId) ?? [],
  createdAt: entry.createdAt.toISOString(),
});

export type StudentWithRefs = Student & { class: Pick<Class, "id" | "className">; school: Pick<School, "name"> };

/** `schoolId` stays a bare id: the older original client prints it as text. */
export const toStudentJson = (student: StudentWithRefs) => ({
  _id: student.id,
  studentName: student.studentName,
  classId: { _id: student.class.id, className: student.class.className },
  schoolId: student.schoolId,
  schoolName: student.school.name,
  createdAt: student.createdAt.toISOString(),
});

export const toSubjectJson = (subject: Pick<Subject, "id" | "name">) => ({ _id: subject.id, name: subject.name });

export interface AttendanceRow {
  id: string;
  studentId: string;
  classId: string;
  schoolId: string;
  date: Date | string;
  status: string;
  remarks: string;
  recordedById: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const toAttendanceJson = (record: AttendanceRow) => ({
  _id: record.id,
  studentId: record.studentId,
  classId: record.classId,
  schoolId: record.schoolId,
  date: toIsoDay(record.date),
  status: record.status,
  remarks: record.remarks,
  recordedBy: record.recordedById,
  createdAt: iso(record.createdAt),
  updatedAt: iso(record.updatedAt),
});

/** A timestamp column as `iso` prints it: stored as UTC without a zone (Prisma's DateTime). */
const isoSql = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * toAttendanceJson in SQL: the JSON object of the "Attendance" row named `row`, so that a statement
 * can answer the contract's JSON itself (the bulk save sends it on without parsing rows). Kept here,
 * beside toAttendanceJson, so one change reaches both; tests/attendance/attendance-sql.test.ts holds them equal.
 */
export const attendanceJsonSql = (row: Prisma.Sql) => Prisma.sql`json_build_object(
  '_id', ${row}."id", 'studentId', ${row}."studentId", 'classId', ${row}."classId", 'schoolId', ${row}."schoolId",
  'date', to_char(${row}."date", 'YYYY-MM-DD'), 'status', ${row}."status", 'remarks', ${row}."remarks",
  'recordedBy', ${row}."recordedById", 'createdAt', ${isoSql(Prisma.sql`${row}."createdAt"`)},
  'updatedAt', ${isoSql(Prisma.sql`${row}."updatedAt"`)})`;

export type MarkWithRefs = Mark & {
  student: Pick<Student, "id" | "studentName">;
  class: Pick<Class, "id" | "className">;
  subject: Pick<Subject, "id" | "name">;
  school: Pick<School, "id" | "name">;
  teacher: Pick<User, "id" | "username" | "role">;
};

/**
 * A mark with student, class, subject, school and teacher populated (the lists show their names).
 * The subject carries its name twice: `name` (our screens) and `subjectName` (the original client).
 */
export const toMarkJson = (mark: MarkWithRefs) => ({
  _id: mark.id,
  studentId: { _id: mark.student.id, studentName: mark.student.studentName },
  classId: { _id: mark.class.id, className: mark.class.className, subjectName: mark.subject.name },
  subjectId: { _id: mark.subject.id, name: mark.subject.name, subjectName: mark.subject.name },
  teacherId: { _id: mark.teacher.id, username: mark.teacher.username, role: mark.teacher.role },
  schoolId: { _id: mark.school.id, name: mark.school.name },
  examType: mark.examType,
  totalMarks: mark.totalMarks,
  maxMarks: mark.maxMarks,
  percentage: Math.round((mark.totalMarks / mark.maxMarks) * 100),
  academicYear: mark.academicYear,
  academicTerm: mark.academicTerm,
  examDate: toIsoDay(mark.examDate),
  createdAt: mark.createdAt.toISOString(),
  updatedAt: mark.updatedAt.toISOString(),
});
export type MarkJson = ReturnType<typeof toMarkJson>;
