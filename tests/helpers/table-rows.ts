import pg from "pg";

/** Every table's rows in a fixed order, as text (timestamps in UTC), and the migrations applied. */
export async function tableRows(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    const tables = (
      await client.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND relkind = 'r' AND relname <> '_prisma_migrations' ORDER BY 1`,
      )
    ).rows;
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      out[name] = (
        await client.query<{ rows: string }>(
          `SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text AS rows FROM "${name}" t`,
        )
      ).rows[0].rows;
    }
    out._migrations = (
      await client.query<{ names: string }>(
        `SELECT string_agg(migration_name, ',' ORDER BY migration_name) AS names FROM "_prisma_migrations"`,
      )
    ).rows[0].names;
    return out;
  } finally {
    await client.end();
  }
}
