import { db } from "@/lib/db";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AcademicTerm, ExamType } from "@/lib/generated/prisma/enums";
import { toMarkJson } from "@/lib/services/json";
import type { ListMarksQuery } from "@/lib/validation/marks";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The WHERE clause on "Mark" m for the actor's scope and the filters. Only columns of "Mark" are
 * compared (subject and teacher names become id sets), so the count needs no joins and each filter
 * can use an index of "Mark".
 */
export function markFilters(actor: Actor, query: Partial<ListMarksQuery>): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (!isAdmin(actor)) conditions.push(Prisma.sql`m."schoolId" IN (SELECT "schoolId" FROM "SchoolMembership" WHERE "userId" = ${actor.id})`);
  if (query.academicYear) conditions.push(Prisma.sql`m."academicYear" = ${query.academicYear}`);
  if (query.academicTerm) conditions.push(Prisma.sql`m."academicTerm" = ${query.academicTerm}::"AcademicTerm"`);
  if (query.examType) conditions.push(Prisma.sql`m."examType" = ${query.examType}::"ExamType"`);
  if (query.classId) conditions.push(Prisma.sql`m."classId" = ${query.classId}`);
  if (query.subjectName) conditions.push(Prisma.sql`m."subjectId" IN (SELECT id FROM "Subject" WHERE lower(name) = lower(${query.subjectName}))`);
  if (query.teacherName) conditions.push(Prisma.sql`m."teacherId" IN (SELECT id FROM "User" WHERE username ILIKE ${`%${escapeLike(query.teacherName)}%`})`);
  if (query.dateFrom) conditions.push(Prisma.sql`m."examDate" >= ${query.dateFrom}::date`);
  if (query.dateTo) conditions.push(Prisma.sql`m."examDate" <= ${query.dateTo}::date`);
  return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/**
 * The count and one page in a single statement (one round-trip): the count scans "Mark" alone, the
 * page walks the examDate index and stops after `limit` rows, then joins the names for those rows only.
 */
export function marksPageSql(actor: Actor, query: ListMarksQuery): Prisma.Sql {
  const where = markFilters(actor, query);
  const offset = (query.page - 1) * query.limit;
  return Prisma.sql`
    SELECT t.total, p.*
    FROM (SELECT count(*)::int AS total FROM "Mark" m ${where}) t
    LEFT JOIN (
      SELECT m.*, s."studentName", c."className", sub.name AS "subjectName", u.username AS "teacherUsername"
      FROM (SELECT m.* FROM "Mark" m ${where} ORDER BY m."examDate" DESC, m.id LIMIT ${query.limit} OFFSET ${offset}) m
      JOIN "Student" s ON s.id = m."studentId"
      JOIN "Class" c ON c.id = m."classId"
      JOIN "Subject" sub ON sub.id = m."subjectId"
      JOIN "User" u ON u.id = m."teacherId"
    ) p ON true
    ORDER BY p."examDate" DESC, p.id`;
}

interface PageRow {
  total: number;
  id: string | null;
  studentId: string;
  subjectId: string;
  classId: string;
  schoolId: string;
  teacherId: string;
  examType: ExamType;
  totalMarks: number;
  academicYear: string;
  academicTerm: AcademicTerm;
  examDate: Date;
  createdAt: Date;
  updatedAt: Date;
  studentName: string;
  className: string;
  subjectName: string;
  teacherUsername: string;
}

/** GET /api/marks: the actor's marks, filtered, newest exam first, one page plus the total. */
export async function listMarks(actor: Actor, query: ListMarksQuery) {
  const rows = await db.$queryRaw<PageRow[]>(marksPageSql(actor, query));
  const total = rows[0]?.total ?? 0;
  const items = rows
    .filter((row) => row.id !== null)
    .map((row) =>
      toMarkJson({
        ...row,
        id: row.id!,
        student: { id: row.studentId, studentName: row.studentName },
        class: { id: row.classId, className: row.className },
        subject: { id: row.subjectId, name: row.subjectName },
        teacher: { id: row.teacherId, username: row.teacherUsername },
      }),
    );
  return { items, total };
}
