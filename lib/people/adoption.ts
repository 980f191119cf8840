import { db, sql } from "@/lib/db";
import { isAdmin, type Actor } from "@/lib/auth/permissions";
import { forbidden } from "@/lib/problems/api-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { containsPattern } from "@/lib/platform/text-match";
import type { AdoptionQuery } from "@/lib/tracking/tracking.schema";

export interface TeacherAdoption {
  _id: string;
  username: string;
  email: string;
  /** 'teacher' (reports are daily class reports) or 'mentor' (reports are lesson observations). */
  role: string;
  schools: { _id: string; name: string }[];
  signIns: number;
  reportsFiled: number;
  attendanceDays: number;
  lastSeen: string | null;
}

export interface SchoolAdoption {
  _id: string;
  name: string;
  teachers: number;
  activeTeachers: number;
  signIns: number;
  reportsFiled: number;
  attendanceDays: number;
  lastSeen: string | null;
}

interface TeacherRow {
  id: string;
  username: string;
  email: string;
  role: string;
  schools: { _id: string; name: string }[];
  sign_ins: number;
  reports: number;
  attendance_days: number;
  last_seen: Date | null;
}

interface SchoolRow {
  id: string;
  name: string;
  teachers: number;
  active_teachers: number;
  sign_ins: number;
  reports: number;
  attendance_days: number;
  last_seen: Date | null;
}

/**
 * One row per teacher for the period. Sign-ins are the server's own `sign_in` events or, for a
 * client that only has the browser tracker's successful `login_attempt` events, those: whichever is
 * larger, so nothing is counted twice when both are recorded. Last seen is all-time.
 */
function teacherStats(from: string, to: string, roles: string[]) {
  return Prisma.sql`
    teacher_stats AS (
      SELECT u.id, u.username, u.email, u.role::text AS role,
        GREATEST(
          (SELECT count(*) FROM "TrackingEvent" e WHERE e."userId" = u.id AND e.type = 'sign_in'
             AND e."createdAt" >= ${from}::date AND e."createdAt" < ${to}::date + 1),
          (SELECT count(*) FROM "TrackingEvent" e WHERE e."userId" = u.id AND e.type = 'login_attempt' AND e.data->>'success' = 'true'
             AND e."createdAt" >= ${from}::date AND e."createdAt" < ${to}::date + 1)
        )::int AS sign_ins,
        (SELECT count(*) FROM "Comment" c WHERE c."teacherId" = u.id AND c.date BETWEEN ${from}::date AND ${to}::date)::int AS reports,
        (SELECT count(DISTINCT a.date) FROM "Attendance" a WHERE a."recordedById" = u.id AND a.date BETWEEN ${from}::date AND ${to}::date)::int AS attendance_days,
        GREATEST(
          (SELECT max(e."createdAt") FROM "TrackingEvent" e WHERE e."userId" = u.id),
          (SELECT max(c."createdAt") FROM "Comment" c WHERE c."teacherId" = u.id)
        ) AS last_seen
      FROM "User" u
      WHERE u.role::text = ANY(${roles}::text[])
    )`;
}

export const ADOPTION_PAGE_SIZE = 20;

/** The total for a page past the end (the window count is only on the rows a page holds). */
async function countPeople(roles: string[], pattern: string | null): Promise<number> {
  const rows = await sql(db).rows<{ n: number }>`
    SELECT count(*)::int AS n FROM "User" u
    WHERE u.role::text = ANY(${roles}::text[])
      AND (${pattern}::text IS NULL OR u.username ILIKE ${pattern} OR u.email ILIKE ${pattern}
        OR EXISTS (SELECT 1 FROM "SchoolMembership" m JOIN "School" s ON s.id = m."schoolId"
                   WHERE m."userId" = u.id AND s.name ILIKE ${pattern}))`;
  return rows[0].n;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Adoption per teacher and mentor and per school for a period (admins only): all computed in SQL.
 * `role` keeps teachers only or mentors only; a school's reports count what those people filed.
 */
export async function buildAdoption(actor: Actor, { from, to, role, search, page, limit }: AdoptionQuery) {
  if (!isAdmin(actor)) throw forbidden();
  const roles = role ? [role] : ["teacher", "mentor"];
  const stats = teacherStats(from, to, roles);
  // Without page or limit, every row (the original shape); with either, one page of the people table.
  const take = page !== undefined || limit !== undefined ? (limit ?? ADOPTION_PAGE_SIZE) : null;
  const skip = take ? ((page ?? 1) - 1) * take : 0;
  const pattern = search ? containsPattern(search) : null;
  const [teachers, schools] = await Promise.all([
    sql(db).rows<TeacherRow & { total: number }>`
      WITH ${stats}
      SELECT t.*, count(*) OVER ()::int AS total,
        COALESCE((SELECT json_agg(json_build_object('_id', s.id, 'name', s.name) ORDER BY s.name)
                  FROM "SchoolMembership" m JOIN "School" s ON s.id = m."schoolId" WHERE m."userId" = t.id), '[]'::json) AS schools
      FROM teacher_stats t
      WHERE ${pattern}::text IS NULL OR t.username ILIKE ${pattern} OR t.email ILIKE ${pattern}
        OR EXISTS (SELECT 1 FROM "SchoolMembership" m JOIN "School" s ON s.id = m."schoolId"
                   WHERE m."userId" = t.id AND s.name ILIKE ${pattern})
      ORDER BY t.last_seen DESC NULLS LAST, t.username, t.id
      LIMIT ${take} OFFSET ${skip}`,
    sql(db).rows<SchoolRow>`
      WITH ${stats},
      school_reports AS (
        SELECT c."schoolId", count(*)::int AS n FROM "Comment" c
        WHERE c.date BETWEEN ${from}::date AND ${to}::date AND c."commenterRole"::text = ANY(${roles}::text[]) GROUP BY c."schoolId"
      ),
      school_attendance AS (
        SELECT a."schoolId", count(DISTINCT a.date)::int AS n FROM "Attendance" a
        WHERE a.date BETWEEN ${from}::date AND ${to}::date GROUP BY a."schoolId"
      )
      SELECT s.id, s.name,
        count(t.id)::int AS teachers,
        count(t.id) FILTER (WHERE t.sign_ins > 0 OR t.reports > 0 OR t.attendance_days > 0)::int AS active_teachers,
        COALESCE(sum(t.sign_ins), 0)::int AS sign_ins,
        COALESCE(max(r.n), 0)::int AS reports,
        COALESCE(max(att.n), 0)::int AS attendance_days,
        max(t.last_seen) AS last_seen
      FROM "School" s
      LEFT JOIN "SchoolMembership" m ON m."schoolId" = s.id
      LEFT JOIN teacher_stats t ON t.id = m."userId"
      LEFT JOIN school_reports r ON r."schoolId" = s.id
      LEFT JOIN school_attendance att ON att."schoolId" = s.id
      WHERE ${pattern}::text IS NULL OR s.name ILIKE ${pattern}
      GROUP BY s.id, s.name
      ORDER BY s.name`,
  ]);

  return {
    period: { from, to },
    role: role ?? null,
    /** People matching the search (the page holds at most `limit` of them). */
    teachersTotal: teachers[0]?.total ?? (skip > 0 ? await countPeople(roles, pattern) : 0),
    schools: schools.map((row): SchoolAdoption => ({
      _id: row.id,
      name: row.name,
      teachers: row.teachers,
      activeTeachers: row.active_teachers,
      signIns: row.sign_ins,
      reportsFiled: row.reports,
      attendanceDays: row.attendance_days,
      lastSeen: iso(row.last_seen),
    })),
    teachers: teachers.map((row): TeacherAdoption => ({
      _id: row.id,
      username: row.username,
      email: row.email,
      role: row.role,
      schools: row.schools,
      signIns: row.sign_ins,
      reportsFiled: row.reports,
      attendanceDays: row.attendance_days,
      lastSeen: iso(row.last_seen),
    })),
  };
}
