import { db } from "@/lib/db";

let tables: string[] | undefined;

/**
 * Every table that holds what users entered: Prisma's bookkeeping and the throttling counters
 * (a refused request may still count against its sender's limits) are left out.
 */
async function applicationTables(): Promise<string[]> {
  tables ??= (
    await db.$queryRaw<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('_prisma_migrations', 'RateLimit')
      ORDER BY table_name`
  ).map((row) => row.name);
  return tables;
}

/**
 * A checksum of every row of every table: equal snapshots mean nothing was written, updated or
 * deleted in between (row order does not matter).
 */
export async function databaseSnapshot(): Promise<Record<string, string>> {
  const names = await applicationTables();
  // Identifiers come from information_schema, quoted; no user input reaches this SQL.
  const sql = names
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS sum FROM "${name}" t`,
    )
    .join(" UNION ALL ");
  const rows = await db.$queryRawUnsafe<{ name: string; rows: number; sum: string }[]>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.sum}`]));
}
