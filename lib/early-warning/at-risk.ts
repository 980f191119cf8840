// GET /api/at-risk: the students the school's early-warning rules flag (docs/product-spec.md#early-warning),
// computed from attendance and marks when asked, so a save or a correction shows at the next read.
// `atRiskSql` holds the statement (scoped to the actor's schools); `getAtRisk` shapes its rows.
// tests/at-risk/at-risk-model.test.ts holds the statement equal to a plain TypeScript model of the rules.
import type { Actor } from "@/lib/auth/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/problems/api-error";
import { classOfRefSql, inSchoolsOfSql, requireSchool } from "@/lib/auth/scope";
import { requireClassInScope } from "@/lib/reports/attendance-trends";
import { attendanceRateSql, markPercentSql, readEach } from "@/lib/reports/sql";
import {
  DEFAULT_EARLY_WARNING,
  type AtRiskRule,
  type EarlyWarningRules,
  type InterventionAction,
} from "@/lib/early-warning/rules.shared";

export interface AtRiskFilter {
  schoolId?: string;
  classId?: string;
  studentId?: string;
}

/** A rule's value for a school: its own row's (null: off), else the default. */
const ruleOf = (name: keyof EarlyWarningRules) =>
  Prisma.sql`CASE WHEN r."schoolId" IS NULL THEN ${DEFAULT_EARLY_WARNING[name]}::int ELSE r.${Prisma.raw(`"${name}"`)} END`;

/** The exam order within a subject: date, then year, term and exam type (together a mark's unique key). */
const EXAM_ORDER = Prisma.sql`m."examDate" DESC, m."academicYear" DESC, m."academicTerm" DESC, m."examType" DESC`;

/**
 * `flagged`: one row per student in scope whom at least one rule flags, with each rule's value, since
 * and whether it fires; `measured`: the same for every student in scope, flagged or not; `sc`: the
 * schools in play with their rules and their today. The caller selects from them.
 */
export function flaggedCte(actor: Actor, filter: AtRiskFilter) {
  // The app's clock, not the database's now(): every other "today" of a school (dayIn) reads it too, and
  // a test can fix it (22:30 UTC is already tomorrow in Kigali).
  const now = new Date().toISOString();
  return Prisma.sql`
  WITH sc AS (
    SELECT s.id AS "schoolId", s."timeZone" AS tz, (${now}::timestamptz AT TIME ZONE s."timeZone")::date AS today,
      ${ruleOf("consecutiveAbsences")} AS ca, ${ruleOf("minAttendanceRate")} AS mr,
      ${ruleOf("windowSchoolDays")} AS ws, ${ruleOf("marksDrop")} AS md,
      ${ruleOf("missingMarksAfterDays")} AS mm, ${ruleOf("minRecordedDays")} AS mn
    FROM "School" s LEFT JOIN "EarlyWarningRules" r ON r."schoolId" = s.id
    WHERE ${inSchoolsOfSql(actor, Prisma.sql`s.id`)}
      ${filter.schoolId ? Prisma.sql`AND s.id = ${filter.schoolId}` : Prisma.empty}
  ),
  st AS MATERIALIZED (
    SELECT s.id, s."studentName", s."classId", c."className", s."schoolId", s."createdAt"::date AS joined
    FROM "Student" s JOIN "Class" c ON c.id = s."classId" JOIN sc ON sc."schoolId" = s."schoolId"
    WHERE TRUE
      ${filter.classId ? Prisma.sql`AND s."classId" = ${classOfRefSql(filter.classId)}` : Prisma.empty}
      ${filter.studentId ? Prisma.sql`AND s.id = ${filter.studentId}` : Prisma.empty}
  ),
  -- The rate's window starts at the school's ws-th latest school day (a day with any register).
  win AS MATERIALIZED (
    SELECT sc."schoolId", (
      SELECT min(d.date) FROM (
        SELECT DISTINCT ad.date FROM "AttendanceDaily" ad
        WHERE ad."schoolId" = sc."schoolId" AND ad.present + ad.absent + ad.late + ad.excused > 0
        ORDER BY ad.date DESC LIMIT sc.ws) d) AS start
    FROM sc WHERE sc.mr IS NOT NULL AND sc.ws IS NOT NULL
  ),
  -- An exam of a class: its subject, type, year and term; dated by its first mark.
  exams AS (
    SELECT m."classId", m."subjectId", m."examType", m."academicYear", m."academicTerm", min(m."examDate") AS "examDate"
    FROM "Mark" m JOIN sc ON sc."schoolId" = m."schoolId"
    WHERE sc.mm IS NOT NULL AND m."classId" IN (SELECT "classId" FROM st)
    GROUP BY 1, 2, 3, 4, 5
  ),
  missing AS (
    SELECT st.id, count(*)::int AS n, min(e."examDate") AS since
    FROM st JOIN sc ON sc."schoolId" = st."schoolId"
      JOIN exams e ON e."classId" = st."classId" AND e."examDate" >= st.joined AND e."examDate" <= sc.today - sc.mm
    WHERE NOT EXISTS (
      SELECT 1 FROM "Mark" x WHERE x."studentId" = st.id AND x."subjectId" = e."subjectId"
        AND x."examType" = e."examType" AND x."academicYear" = e."academicYear" AND x."academicTerm" = e."academicTerm")
    GROUP BY st.id
  ),
  -- The window's records of the school's registers, per student: set-based over the (schoolId, date) index.
  rates AS (
    SELECT a."studentId" COLLATE "C" AS id, count(*)::int AS total, min(a.date) FILTER (WHERE a.status <> 'present') AS since,
      ${attendanceRateSql(Prisma.sql`count(*) FILTER (WHERE a.status = 'present')`, Prisma.sql`count(*)`)} AS rate
    FROM win JOIN "Attendance" a ON a."schoolId" = win."schoolId" AND a.date >= win.start
    WHERE a."studentId" IN (SELECT id FROM st)
    GROUP BY a."studentId" COLLATE "C"
  ),
  -- Per student and subject, the latest exam against the one before it: the largest drop of those at least md.
  drops AS (
    SELECT x.id, floor(max(x.drop) + 0.5)::int AS value, min(x."examDate") AS since FROM (
      SELECT DISTINCT ON (m."studentId" COLLATE "C", m."subjectId" COLLATE "C") m."studentId" AS id, m."examDate", sc.md,
        lead(${markPercentSql("m")}) OVER (PARTITION BY m."studentId" COLLATE "C", m."subjectId" COLLATE "C" ORDER BY ${EXAM_ORDER})
          - ${markPercentSql("m")} AS drop
      FROM sc JOIN "Mark" m ON m."schoolId" = sc."schoolId"
      WHERE sc.md IS NOT NULL AND m."studentId" IN (SELECT id FROM st)
      -- Byte order ("C"): ids need no language's collation, and it sorts the school's marks several times faster.
      ORDER BY m."studentId" COLLATE "C", m."subjectId" COLLATE "C", ${EXAM_ORDER}
    ) x WHERE x.drop >= x.md
    GROUP BY x.id
  ),
  measured AS (
    SELECT st.*, sc.tz, sc.today,
      run.n AS "absentRun", run.since AS "absentSince", sc.ca IS NOT NULL AND run.n >= sc.ca AS "absentOn",
      -- Rated only from the school's minimum of the student's records in the window (null: from the first).
      coalesce(rate.rate, 0) AS rate, rate.since AS "rateSince", coalesce(rate.total, 0) AS "rateDays",
      sc.mr IS NOT NULL AND sc.ws IS NOT NULL AS "rateRule", coalesce(sc.mn, 1) AS "rateMinDays",
      coalesce(rate.total >= coalesce(sc.mn, 1) AND rate.rate < sc.mr, FALSE) AS "rateOn",
      dr.value AS "marksDrop", dr.since AS "dropSince", dr.value IS NOT NULL AS "dropOn",
      coalesce(miss.n, 0) AS "missingExams", miss.since AS "missingSince", miss.n IS NOT NULL AS "missingOn"
    FROM st JOIN sc ON sc."schoolId" = st."schoolId"
      LEFT JOIN win ON win."schoolId" = st."schoolId"
      LEFT JOIN missing miss ON miss.id = st.id
      -- The absences after the student's latest record that is not one: their run, however long.
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS n, min(a.date) AS since FROM "Attendance" a
        WHERE sc.ca IS NOT NULL AND a."studentId" = st.id AND a.date > coalesce(
          (SELECT max(b.date) FROM "Attendance" b WHERE b."studentId" = st.id AND b.status <> 'absent'), '-infinity'::date)
      ) run
      LEFT JOIN rates rate ON rate.id = st.id
      LEFT JOIN drops dr ON dr.id = st.id
  ),
  flagged AS (
    SELECT *,
      ("absentOn"::int + "rateOn"::int + "dropOn"::int + "missingOn"::int) AS "ruleCount",
      LEAST(CASE WHEN "absentOn" THEN "absentSince" END, CASE WHEN "rateOn" THEN "rateSince" END,
        CASE WHEN "dropOn" THEN "dropSince" END, CASE WHEN "missingOn" THEN "missingSince" END) AS "flaggedAt"
    FROM measured WHERE "absentOn" OR "rateOn" OR "dropOn" OR "missingOn"
  )`;
}

/** The list: each flagged student with the open intervention's owner and next step, and the latest one. */
export const atRiskSql = (actor: Actor, filter: AtRiskFilter) => Prisma.sql`
  ${flaggedCte(actor, filter)}
  SELECT f.id, f."studentName", f."classId", f."className", f."schoolId",
    f."absentOn", f."absentRun", to_char(f."absentSince", 'YYYY-MM-DD') AS "absentSince",
    f."rateOn", f.rate, to_char(f."rateSince", 'YYYY-MM-DD') AS "rateSince",
    f."dropOn", f."marksDrop", to_char(f."dropSince", 'YYYY-MM-DD') AS "dropSince",
    f."missingOn", f."missingExams", to_char(f."missingSince", 'YYYY-MM-DD') AS "missingSince",
    to_char(f."flaggedAt", 'YYYY-MM-DD') AS "flaggedAt",
    o."ownerId", u.username AS "ownerName", o."nextStepAction", to_char(o."nextStepDueOn", 'YYYY-MM-DD') AS "nextStepDueOn",
    -- Overdue on the school's calendar, not the server's UTC day nor the phone's clock.
    o."nextStepDueOn" < f.today AS "nextStepOverdue",
    l.id AS "lastId", l.action AS "lastAction", l."createdAt" AS "lastAt", l."resolvedAt" AS "lastResolvedAt"
  FROM flagged f
    LEFT JOIN LATERAL (
      SELECT i."ownerId", i."nextStepAction", i."nextStepDueOn" FROM "Intervention" i
      WHERE i."studentId" = f.id AND i."resolvedAt" IS NULL ORDER BY i."createdAt" DESC, i.id DESC LIMIT 1
    ) o ON TRUE
    LEFT JOIN "User" u ON u.id = o."ownerId"
    LEFT JOIN LATERAL (
      SELECT i.id, i.action::text AS action, i."createdAt", i."resolvedAt" FROM "Intervention" i
      WHERE i."studentId" = f.id ORDER BY i."createdAt" DESC, i.id DESC LIMIT 1
    ) l ON TRUE
  ORDER BY f."ruleCount" DESC, f."flaggedAt", f."studentName", f.id`;

export interface AtRiskRow {
  id: string;
  studentName: string;
  classId: string;
  className: string;
  schoolId: string;
  absentOn: boolean;
  absentRun: number;
  absentSince: string | null;
  rateOn: boolean;
  rate: number;
  rateSince: string | null;
  dropOn: boolean;
  marksDrop: number | null;
  dropSince: string | null;
  missingOn: boolean;
  missingExams: number;
  missingSince: string | null;
  flaggedAt: string;
  ownerId: string | null;
  ownerName: string | null;
  nextStepAction: string | null;
  nextStepDueOn: string | null;
  nextStepOverdue: boolean | null;
  lastId: string | null;
  lastAction: InterventionAction | null;
  lastAt: Date | null;
  lastResolvedAt: Date | null;
}

export interface AtRiskReason {
  rule: AtRiskRule;
  value: number;
  since: string;
}

export interface AtRiskEntry {
  student: { _id: string; studentName: string; classId: string; className: string; schoolId: string };
  reasons: AtRiskReason[];
  flaggedAt: string;
  owner: { _id: string; username: string } | null;
  /** `overdue`: its day has passed in the school's time zone. */
  nextStep: { action: string; dueOn: string; overdue: boolean } | null;
  lastIntervention: { _id: string; action: InterventionAction; createdAt: string; resolvedAt: string | null } | null;
}

/** A row's reasons, in the order of AT_RISK_RULES. */
export function reasonsOf(row: AtRiskRow): AtRiskReason[] {
  const reasons: AtRiskReason[] = [];
  if (row.absentOn) reasons.push({ rule: "consecutive-absences", value: row.absentRun, since: row.absentSince! });
  if (row.rateOn) reasons.push({ rule: "attendance-rate", value: row.rate, since: row.rateSince! });
  if (row.dropOn) reasons.push({ rule: "marks-drop", value: row.marksDrop!, since: row.dropSince! });
  if (row.missingOn) reasons.push({ rule: "missing-marks", value: row.missingExams, since: row.missingSince! });
  return reasons;
}

export function toAtRiskEntry(row: AtRiskRow): AtRiskEntry {
  return {
    student: {
      _id: row.id,
      studentName: row.studentName,
      classId: row.classId,
      className: row.className,
      schoolId: row.schoolId,
    },
    reasons: reasonsOf(row),
    flaggedAt: row.flaggedAt,
    owner: row.ownerId && row.ownerName ? { _id: row.ownerId, username: row.ownerName } : null,
    nextStep:
      row.nextStepAction && row.nextStepDueOn
        ? { action: row.nextStepAction, dueOn: row.nextStepDueOn, overdue: row.nextStepOverdue === true }
        : null,
    lastIntervention:
      row.lastId && row.lastAction && row.lastAt
        ? {
            _id: row.lastId,
            action: row.lastAction,
            createdAt: row.lastAt.toISOString(),
            resolvedAt: row.lastResolvedAt ? row.lastResolvedAt.toISOString() : null,
          }
        : null,
  };
}

/** The at-risk list of the actor's students in `filter`; a named school or class out of scope is a 404. */
export async function getAtRisk(actor: Actor, filter: AtRiskFilter): Promise<AtRiskEntry[]> {
  const [{ rows }] = await Promise.all([
    readEach<{ rows: AtRiskRow }>({ rows: atRiskSql(actor, filter) }),
    filter.schoolId ? requireSchool(actor, filter.schoolId) : null,
    filter.classId ? requireClassInScope(actor, filter.classId) : null,
  ]);
  return rows.map(toAtRiskEntry);
}

/**
 * The dashboard's figures of one school (every school at once would be the list of every student, about
 * a hundred times one school's work): students flagged, how many have an owner, how many a next step
 * not yet overdue (due today or later in the school's calendar), and the median whole days from the flag
 * to the first intervention recorded on or after it (students without one are left out of the median).
 */
export const atRiskFiguresSql = (actor: Actor, schoolId: string) => Prisma.sql`
  ${flaggedCte(actor, { schoolId })}
  SELECT sch.id AS "schoolId", sch.name AS "schoolName", count(f.id)::int AS flagged,
    count(o."ownerId")::int AS "withOwner",
    count(f.id) FILTER (WHERE o."nextStepDueOn" >= f.today)::int AS "nextStepOnTime",
    percentile_cont(0.5) WITHIN GROUP (ORDER BY fi.day - f."flaggedAt")::float8 AS "medianDaysToAction"
  FROM "School" sch LEFT JOIN flagged f ON f."schoolId" = sch.id
    LEFT JOIN LATERAL (
      SELECT i."ownerId", i."nextStepDueOn" FROM "Intervention" i
      WHERE i."studentId" = f.id AND i."resolvedAt" IS NULL ORDER BY i."createdAt" DESC, i.id DESC LIMIT 1
    ) o ON TRUE
    LEFT JOIN LATERAL (
      SELECT min((i."createdAt" AT TIME ZONE 'UTC' AT TIME ZONE f.tz)::date) AS day FROM "Intervention" i
      WHERE i."studentId" = f.id AND (i."createdAt" AT TIME ZONE 'UTC' AT TIME ZONE f.tz)::date >= f."flaggedAt"
    ) fi ON TRUE
  WHERE sch.id = ${schoolId} AND ${inSchoolsOfSql(actor, Prisma.sql`sch.id`)}
  GROUP BY sch.id, sch.name`;

export interface AtRiskFiguresRow {
  schoolId: string;
  schoolName: string;
  flagged: number;
  withOwner: number;
  nextStepOnTime: number;
  medianDaysToAction: number | null;
}

export interface AtRiskFigures {
  schoolId: string;
  schoolName: string;
  flagged: number;
  /** Whole percents of the flagged. */
  withOwnerShare: number;
  nextStepOnTimeShare: number;
  medianDaysToAction: number | null;
}

const shareOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** One school's figures; a school out of scope is a 404. */
export async function getAtRiskFigures(actor: Actor, schoolId: string): Promise<AtRiskFigures> {
  const { rows } = await readEach<{ rows: AtRiskFiguresRow }>({ rows: atRiskFiguresSql(actor, schoolId) });
  const row = rows[0];
  if (!row) throw notFound("school-not-found");
  return {
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    flagged: row.flagged,
    withOwnerShare: shareOf(row.withOwner, row.flagged),
    nextStepOnTimeShare: shareOf(row.nextStepOnTime, row.flagged),
    medianDaysToAction: row.medianDaysToAction,
  };
}
