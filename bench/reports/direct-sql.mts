// The statements each report route sends, taken from the report's own module (its `…Sql` function),
// so "SQL alone" is exactly the route's database work: the same statements, side by side as the
// route runs them, through a plain `pg` pool. The route's extra is then the identity check, the
// shaping and the JSON. Imported after DATABASE_URL is set (the modules load lib/db.ts).
import type pg from "pg";
import type { Actor } from "../../lib/auth/permissions.ts";
import type { Prisma } from "../../lib/generated/prisma/client.ts";

const { schoolReportSql } = await import("../../lib/reports/school-report.ts");
const { marksReportSql } = await import("../../lib/reports/marks-report.ts");
const { attendanceReportSql } = await import("../../lib/reports/attendance-report.ts");
const { classReportSql } = await import("../../lib/reports/class-report.ts");
const { adminDashboardSql, adminTodaySql } = await import("../../lib/reports/admin-dashboard.ts");
const { classPerformanceSql } = await import("../../lib/reports/class-performance.ts");
const { attendanceTrendsSql } = await import("../../lib/reports/attendance-trends.ts");
const { countRecordsSql, recordsSql } = await import("../../lib/reports/attendance-records.ts");
const { atRiskSql, atRiskFiguresSql } = await import("../../lib/early-warning/at-risk.ts");
const { todayIso } = await import("../../lib/days.ts");
const { LIST_CAP } = await import("../../lib/platform/list-stream.ts");
const { ADMIN_ATTENDANCE_PAGE_SIZE } = await import("../../lib/reports/admin.schema.ts");

type Run = (pool: pg.Pool) => Promise<unknown>;
const query = (pool: pg.Pool, statement: Prisma.Sql) => pool.query(statement.text, statement.values);
/** Statements sent together, as the route sends them. */
const together =
  (statements: Prisma.Sql[]): Run =>
  (pool) =>
    Promise.all(statements.map((statement) => query(pool, statement)));

type Filters = { classId?: string; startDate?: string; endDate?: string };
type Key = { date: string; classId: string; studentId: string };

/** A streamed list: the count beside the first batch of 500, then each next batch after the last row. */
const streamed =
  (actor: Actor, filters: Filters, order: "newest" | "oldest"): Run =>
  async (pool) => {
    const batch = 500;
    const [, first] = await Promise.all([
      query(pool, countRecordsSql(actor, filters)),
      query(pool, recordsSql(actor, filters, order, null, batch)),
    ]);
    let rows = first.rows as Key[];
    let sent = rows.length;
    while (rows.length === batch && sent < LIST_CAP) {
      const last = rows[rows.length - 1];
      // recordsSql reads only the keys of `last`.
      rows = (await query(pool, recordsSql(actor, filters, order, last as never, batch))).rows as Key[];
      sent += rows.length;
    }
  };

export const DIRECT_SQL = {
  schools: (actor: Actor) => together(Object.values(schoolReportSql(actor))),
  marks: (actor: Actor, schoolId: string) => together(Object.values(marksReportSql(actor, schoolId))),
  attendance: (actor: Actor, schoolId: string) => {
    const { overall, byClass, byDate } = attendanceReportSql(actor, schoolId);
    return together([overall, byClass, byDate]);
  },
  klass: (actor: Actor, classId: string) => together(Object.values(classReportSql(actor, classId))),
  dashboard: (actor: Actor) =>
    together([
      ...Object.values(adminDashboardSql(actor)),
      adminTodaySql(actor, [{ zone: "Africa/Kigali", day: todayIso() }]),
    ]),
  performance: (actor: Actor) => together([classPerformanceSql(actor)]),
  trendsDaily: (actor: Actor, startDate: string, endDate: string) =>
    together([attendanceTrendsSql(actor, { startDate, endDate, view: "daily" })]),
  trendsRecords: (actor: Actor, startDate: string, endDate: string) =>
    streamed(actor, { startDate, endDate }, "oldest"),
  attendancePage: (actor: Actor) =>
    together([recordsSql(actor, {}, "newest", null, ADMIN_ATTENDANCE_PAGE_SIZE, 0), countRecordsSql(actor, {})]),
  attendanceList: (actor: Actor) => streamed(actor, {}, "newest"),
  // The list's statement; the route also checks the school is the actor's (requireSchool) beside it.
  atRisk: (actor: Actor, schoolId: string) => together([atRiskSql(actor, { schoolId })]),
  atRiskFigures: (actor: Actor, schoolId: string) => together([atRiskFiguresSql(actor, schoolId)]),
};
