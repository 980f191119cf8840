// The data of a database as SQL that `psql` loads into another one migrated to the same point
// (`npm run migrate`): COPY blocks in foreign-key order inside one transaction, guarded so it loads
// only into an empty database with the same migrations. Values travel in PostgreSQL's own text form,
// so every type round-trips exactly.
import { once } from "node:events";
import type { Writable } from "node:stream";
import type pg from "pg";

/** Kept by triggers on Attendance: rebuilt on the target as the Attendance rows load. */
const DERIVED_TABLES = new Set(["AttendanceDaily"]);
const SKIPPED_TABLES = new Set(["_prisma_migrations", ...DERIVED_TABLES]);
const BATCH = 5_000;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** COPY text format: backslash, tab, newline and carriage return escaped; NULL is \N. */
const copyValue = (value: string | null) =>
  value === null
    ? "\\N"
    : value.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");

interface ForeignKey {
  child: string;
  parent: string;
  columns: string[];
  nullable: boolean;
}

interface LoadPlan {
  tables: string[];
  /** Nullable foreign-key columns that close a cycle (School.createdBy ↔ User.primarySchool): loaded by UPDATE after every table. */
  deferred: Map<string, string[]>;
}

/** Tables of the public schema, every table after the ones it references; cycles broken at a nullable key. */
async function loadPlan(client: pg.Client): Promise<LoadPlan> {
  const tables = (
    await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const keys = (
    await client.query<ForeignKey>(
      `SELECT c.relname AS child, p.relname AS parent, array_agg(a.attname::text ORDER BY a.attnum) AS columns, bool_and(NOT a.attnotnull) AS nullable
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY (k.conkey)
       WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid GROUP BY k.oid, c.relname, p.relname ORDER BY 1, 2`,
    )
  ).rows;
  const deferredKeys = new Set<ForeignKey>();
  for (;;) {
    const ordered: string[] = [];
    let cycle: string[] | null = null;
    const visit = (table: string, path: string[]) => {
      if (cycle || ordered.includes(table)) return;
      if (path.includes(table)) {
        cycle = [...path.slice(path.indexOf(table)), table];
        return;
      }
      for (const key of keys.filter((k) => k.child === table && !deferredKeys.has(k)))
        visit(key.parent, [...path, table]);
      if (!cycle) ordered.push(table);
    };
    tables.forEach((table) => visit(table, []));
    if (!cycle) {
      const deferred = new Map<string, string[]>();
      for (const key of deferredKeys) deferred.set(key.child, [...(deferred.get(key.child) ?? []), ...key.columns]);
      return { tables: ordered.filter((table) => !SKIPPED_TABLES.has(table)), deferred };
    }
    const found: string[] = cycle;
    const breakable = keys.find(
      (k) => k.nullable && !deferredKeys.has(k) && found.some((t, n) => t === k.child && found[n + 1] === k.parent),
    );
    if (!breakable) throw new Error(`Foreign keys form a cycle with no nullable key: ${found.join(" → ")}`);
    deferredKeys.add(breakable);
  }
}

/** `SELECT <columns as text>` through a cursor, written as one COPY block into `target`. */
async function copyBlock(
  client: pg.Client,
  out: Writable,
  target: string,
  columns: string[],
  from: string,
): Promise<number> {
  await write(out, `COPY ${target} (${columns.map(ident).join(", ")}) FROM stdin;\n`);
  await client.query(
    `DECLARE export_rows NO SCROLL CURSOR FOR SELECT ${columns.map((c) => `${ident(c)}::text`).join(", ")} FROM ${from}`,
  );
  let count = 0;
  for (;;) {
    const { rows } = await client.query<string[]>({ text: `FETCH ${BATCH} FROM export_rows`, rowMode: "array" });
    if (rows.length === 0) break;
    count += rows.length;
    await write(out, rows.map((row) => row.map(copyValue).join("\t")).join("\n") + "\n");
  }
  await client.query("CLOSE export_rows");
  await write(out, "\\.\n\n");
  return count;
}

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, "drain");
}

/** Writes the export of `client`'s database to `out`; answers the row count per table. */
export async function exportData(client: pg.Client, out: Writable): Promise<Record<string, number>> {
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    const migrations = (
      await client.query<{ name: string }>(
        `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      )
    ).rows.map((r) => r.name);
    const { tables, deferred } = await loadPlan(client);
    const last = migrations.at(-1) ?? "";
    await write(
      out,
      [
        `-- School Attendance data, exported ${new Date().toISOString()} (migrations up to ${last}).`,
        `-- Load into an empty database migrated with \`npm run migrate\`:`,
        `--   psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f <this file>`,
        `\\set ON_ERROR_STOP on`,
        `SET client_encoding = 'UTF8';`,
        `BEGIN;`,
        `DO $$ BEGIN`,
        `  IF (SELECT count(*) FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL) <> ${migrations.length}`,
        `     OR NOT EXISTS (SELECT 1 FROM "_prisma_migrations" WHERE migration_name = ${literal(last)}) THEN`,
        `    RAISE EXCEPTION 'This database is not migrated to ${last.replace(/'/g, "''")}: run npm run migrate with its DATABASE_URL first (same version of the app).';`,
        `  END IF;`,
        ...tables.map(
          (table) =>
            `  IF EXISTS (SELECT 1 FROM ${ident(table)}) THEN RAISE EXCEPTION 'This database already has data in ${table.replace(/'/g, "''")}: load the export into an empty, freshly migrated database.'; END IF;`,
        ),
        `END $$;`,
        "",
      ].join("\n"),
    );
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const later = deferred.get(table) ?? [];
      const columns = (
        await client.query<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((r) => r.name);
      counts[table] = await copyBlock(
        client,
        out,
        ident(table),
        columns.filter((c) => !later.includes(c)),
        ident(table),
      );
    }
    for (const [table, later] of deferred) {
      if (!tables.includes(table)) continue;
      const keyColumns = (
        await client.query<{ name: string }>(
          `SELECT a.attname::text AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey) WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY a.attnum`,
          [ident(table)],
        )
      ).rows.map((r) => r.name);
      const staging = ident(`_export_${table}`);
      const all = [...keyColumns, ...later];
      await write(
        out,
        `CREATE TEMP TABLE ${staging} ON COMMIT DROP AS SELECT ${all.map(ident).join(", ")} FROM ${ident(table)} WITH NO DATA;\n`,
      );
      await copyBlock(
        client,
        out,
        staging,
        all,
        `${ident(table)} WHERE ${later.map((c) => `${ident(c)} IS NOT NULL`).join(" OR ")}`,
      );
      await write(
        out,
        `UPDATE ${ident(table)} t SET ${later.map((c) => `${ident(c)} = s.${ident(c)}`).join(", ")} FROM ${staging} s WHERE ${keyColumns.map((c) => `t.${ident(c)} = s.${ident(c)}`).join(" AND ")};\n\n`,
      );
    }
    // Serial columns continue after the loaded rows (the schema has none today; this keeps it true).
    const sequences = (
      await client.query<{ table: string; column: string }>(
        `SELECT table_name AS table, column_name AS column FROM information_schema.columns WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
      )
    ).rows.filter((s) => tables.includes(s.table));
    for (const s of sequences) {
      await write(
        out,
        `SELECT setval(pg_get_serial_sequence(${literal(ident(s.table))}, ${literal(s.column)}), coalesce(max(${ident(s.column)}), 0) + 1, false) FROM ${ident(s.table)};\n`,
      );
    }
    await write(out, "COMMIT;\n");
    return counts;
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
  }
}

/** COPY text format back to values: the four escapes copyValue writes, and \N for NULL. */
const unescapeCopy = (value: string): string | null =>
  value === "\\N" ? null : value.replace(/\\(.)/g, (_, c: string) => ({ t: "\t", n: "\n", r: "\r" })[c] ?? c);

/**
 * Loads a file exportData wrote into `client`'s database, as psql would (the file's own BEGIN … COMMIT
 * makes it one transaction): for where there is no psql, e.g. restoring the embedded PostgreSQL. Its
 * statements go as they are; each COPY block becomes INSERTs of the same text values cast to each
 * column's type. Answers the rows loaded.
 */
export async function loadExport(client: pg.Client, lines: AsyncIterable<string>): Promise<number> {
  let statements: string[] = [];
  let copy: { target: string; columns: string[]; types: string[]; rows: (string | null)[][] } | null = null;
  let loaded = 0;
  const flushRows = async () => {
    if (!copy || copy.rows.length === 0) return;
    const width = copy.columns.length;
    const values = copy.rows.map(
      (_, row) => `(${copy!.types.map((type, column) => `$${row * width + column + 1}::${type}`).join(", ")})`,
    );
    await client.query(
      `INSERT INTO ${copy.target} (${copy.columns.map(ident).join(", ")}) VALUES ${values.join(", ")}`,
      copy.rows.flat(),
    );
    loaded += copy.rows.length;
    copy.rows = [];
  };
  try {
    for await (const line of lines) {
      if (copy) {
        if (line === "\\.") {
          await flushRows();
          copy = null;
          continue;
        }
        copy.rows.push(line.split("\t").map(unescapeCopy));
        // PostgreSQL takes at most 65,535 parameters a statement.
        if ((copy.rows.length + 1) * copy.columns.length > 60_000) await flushRows();
        continue;
      }
      const header = /^COPY (.+?) \((.*)\) FROM stdin;$/.exec(line);
      if (!header) {
        if (!line.startsWith("\\") && !line.startsWith("--")) statements.push(line);
        continue;
      }
      if (statements.join("").trim()) await client.query(statements.join("\n"));
      statements = [];
      const columns = header[2].split(", ").map((c) => c.slice(1, -1).replace(/""/g, '"'));
      const { rows } = await client.query<{ name: string; type: string }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
        [header[1]],
      );
      const types = columns.map((c) => rows.find((r) => r.name === c)!.type);
      copy = { target: header[1], columns, types, rows: [] };
    }
    if (statements.join("").trim()) await client.query(statements.join("\n"));
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
  return loaded;
}
