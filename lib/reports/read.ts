// How the reports read: each statement goes straight to the driver on the app's one pool. Reports are
// aggregates and lists that the route shapes itself, so Prisma's per-query work (≈ 0.75 ms a
// statement here, more per row on long lists) was pure overhead next to a few-millisecond SQL.
import pg from "pg";
import { dbPool } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

const TIMESTAMP = 1114;
const DATE = 1082;

// As Prisma reads them: a timestamp without time zone is UTC (pg would read it in the process's
// zone), and a calendar day stays its text `YYYY-MM-DD`.
const types = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format as "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** The rows of one statement (a `Prisma.sql` template, so values are always bound, never spliced). */
export async function readRows<Row>(statement: Prisma.Sql): Promise<Row[]> {
  const result = await dbPool.query({ text: statement.text, values: statement.values, types });
  return result.rows as Row[];
}
