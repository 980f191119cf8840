import { db, sql } from "@/lib/db";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import type { AcademicTerm, ExamType, Role } from "@/lib/generated/prisma/enums";
import { toMarkJson } from "@/lib/schools/contract-json";
import { streamList } from "@/lib/platform/list-stream";
import type { Payload } from "@/lib/platform/payload";
import { classOfRefSql, inSchoolsOfSql } from "@/lib/auth/scope";
import { containsPattern, lowerEquals } from "@/lib/platform/text-match";
import type { ListMarksQuery, MarksPageQuery } from "@/lib/marks/marks.schema";

/**
 * The WHERE clause on "Mark" m for the actor's scope and the filters. Only columns of "Mark" are
 * compared (subject and teacher names become id sets), so the count needs no joins and each filter
 * can use an index of "Mark".
 */
export function markFilters(actor: Actor, query: Partial<ListMarksQuery>): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (!isAdmin(actor)) conditions.push(inSchoolsOfSql(actor, Prisma.sql`m."schoolId"`));
  if (query.academicYear) conditions.push(Prisma.sql`m."academicYear" = ${query.academicYear}`);
  if (query.academicTerm) conditions.push(Prisma.sql`m."academicTerm" = ${query.academicTerm}::"AcademicTerm"`);
  if (query.examType) conditions.push(Prisma.sql`m."examType" = ${query.examType}::"ExamType"`);
  if (query.classId) conditions.push(Prisma.sql`m."classId" = ${classOfRefSql(query.classId)}`);
  if (query.subjectName)
    conditions.push(
      Prisma.sql`m."subjectId" IN (SELECT id FROM "Subject" WHERE ${lowerEquals(Prisma.sql`name`, query.subjectName)})`,
    );
  if (query.teacherName)
    conditions.push(
      Prisma.sql`m."teacherId" IN (SELECT id FROM "User" WHERE username ILIKE ${containsPattern(query.teacherName)})`,
    );
  if (query.dateFrom) conditions.push(Prisma.sql`m."examDate" >= ${query.dateFrom}::date`);
  if (query.dateTo) conditions.push(Prisma.sql`m."examDate" <= ${query.dateTo}::date`);
  return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/**
 * The count and one page in a single statement (one round-trip): the count scans "Mark" alone, the
 * page walks the examDate index and stops after `limit` rows, then joins the names for those rows only.
 */
/** The names each listed mark shows, joined onto a page `m` of "Mark" rows. */
const NAMES = Prisma.sql`
  SELECT m.*, s."studentName", c."className", sub.name AS "subjectName", sc.name AS "schoolName", u.username AS "teacherUsername", u.role::text AS "teacherRole"`;
const NAME_JOINS = Prisma.sql`
  JOIN "Student" s ON s.id = m."studentId"
  JOIN "Class" c ON c.id = m."classId"
  JOIN "Subject" sub ON sub.id = m."subjectId"
  JOIN "School" sc ON sc.id = m."schoolId"
  JOIN "User" u ON u.id = m."teacherId"`;

export function marksPageSql(actor: Actor, query: MarksPageQuery): Prisma.Sql {
  const where = markFilters(actor, query);
  const offset = (query.page - 1) * query.limit;
  return Prisma.sql`
    SELECT t.total, p.*
    FROM (SELECT count(*)::int AS total FROM "Mark" m ${where}) t
    LEFT JOIN (
      ${NAMES}
      FROM (SELECT m.* FROM "Mark" m ${where} ORDER BY m."examDate" DESC, m.id LIMIT ${query.limit} OFFSET ${offset}) m
      ${NAME_JOINS}
    ) p ON true
    ORDER BY p."examDate" DESC, p.id`;
}

/** The rows after `last` in list order (exam date newest first, then id), for streaming the whole list. */
function marksAfterSql(where: Prisma.Sql, last: Pick<PageRow, "examDate" | "id"> | null, limit: number): Prisma.Sql {
  const after = last
    ? Prisma.sql`(m."examDate" < ${last.examDate} OR (m."examDate" = ${last.examDate} AND m.id > ${last.id}))`
    : null;
  const condition = after
    ? where === Prisma.empty
      ? Prisma.sql`WHERE ${after}`
      : Prisma.sql`${where} AND ${after}`
    : where;
  return Prisma.sql`
    ${NAMES}
    FROM (SELECT m.* FROM "Mark" m ${condition} ORDER BY m."examDate" DESC, m.id LIMIT ${limit}) m
    ${NAME_JOINS}
    ORDER BY m."examDate" DESC, m.id`;
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
  maxMarks: number;
  studentName: string;
  className: string;
  subjectName: string;
  schoolName: string;
  teacherUsername: string;
  teacherRole: string;
}

const rowToJson = (row: PageRow) =>
  toMarkJson({
    ...row,
    id: row.id!,
    student: { id: row.studentId, studentName: row.studentName },
    class: { id: row.classId, className: row.className },
    subject: { id: row.subjectId, name: row.subjectName },
    school: { id: row.schoolId, name: row.schoolName },
    teacher: { id: row.teacherId, username: row.teacherUsername, role: row.teacherRole as Role },
  });

/** GET /api/marks?page=: the actor's marks, filtered, newest exam first, one page plus the total. */
export async function listMarks(actor: Actor, query: MarksPageQuery) {
  const rows = await sql(db).rows<PageRow>(marksPageSql(actor, query));
  const total = rows[0]?.total ?? 0;
  return { items: rows.filter((row) => row.id !== null).map(rowToJson), total };
}

/**
 * Every mark the filters match, `size` at a time in list order, up to `cap` rows: for exports that
 * must not hold the whole list in memory.
 */
export async function* markBatches(
  actor: Actor,
  query: Partial<ListMarksQuery>,
  cap: number,
  size = 500,
): AsyncGenerator<ReturnType<typeof rowToJson>[]> {
  const where = markFilters(actor, query);
  let last: PageRow | null = null;
  for (let sent = 0; sent < cap;) {
    const limit = Math.min(size, cap - sent);
    const rows: PageRow[] = await sql(db).rows<PageRow>(marksAfterSql(where, last, limit));
    if (rows.length === 0) return;
    yield rows.map(rowToJson);
    sent += rows.length;
    last = rows[rows.length - 1];
    if (rows.length < limit) return;
  }
}

/** GET /api/marks without a page (and GET /api/marks/class/{id}, /api/reports/marks/all): every mark the filters match, streamed. */
export async function streamMarks(actor: Actor, query: Partial<ListMarksQuery>): Promise<Payload> {
  const where = markFilters(actor, query);
  const [{ total }] = await sql(db).rows<{ total: number }>`SELECT count(*)::int AS total FROM "Mark" m ${where}`;
  return streamList<PageRow>({
    total,
    batch: (last, limit) => sql(db).rows<PageRow>(marksAfterSql(where, last, limit)),
    toJson: rowToJson,
  });
}
